// The ping schedule: each connection keeps its phase through stalls, first pings are
// spread, and due times share 10 ms slots.

#include "ping_schedule.hpp"

#include <gtest/gtest.h>

#include <set>

namespace jongtable::server {
namespace {

using std::chrono::milliseconds;

constexpr milliseconds kSecond{1000};

PingClock::time_point at_ms(std::int64_t ms) {
  return PingClock::time_point(std::chrono::duration_cast<PingClock::duration>(milliseconds(ms)));
}

std::int64_t ms_of(PingClock::time_point t) {
  return std::chrono::duration_cast<milliseconds>(t.time_since_epoch()).count();
}

TEST(PingSchedule, DueTimesLieOnTheTenMillisecondGrid) {
  EXPECT_EQ(ms_of(on_ping_grid(at_ms(120))), 120);
  EXPECT_EQ(ms_of(on_ping_grid(at_ms(120) + std::chrono::microseconds(1))), 130);
  EXPECT_EQ(ms_of(on_ping_grid(at_ms(129))), 130);
}

TEST(PingSchedule, AHandlerThatRunsLateKeepsTheConnectionsPhase) {
  // Due at 5,000 ms, run at 5,340 ms after a stall: the next one is still due at 6,000 ms,
  // not at 6,340 ms beside every other timer the stall delayed.
  EXPECT_EQ(ms_of(next_ping_due(at_ms(5000), at_ms(5340), kSecond)), 6000);
  EXPECT_EQ(ms_of(next_ping_due(at_ms(5000), at_ms(5000), kSecond)), 6000);
}

TEST(PingSchedule, PingsMissedInALongStallAreSkippedNotSentInARush) {
  // Run 3.5 intervals late: the next ping is the first of the same phase after now.
  EXPECT_EQ(ms_of(next_ping_due(at_ms(5000), at_ms(8500), kSecond)), 9000);
  // Exactly on a missed slot counts as missed.
  EXPECT_EQ(ms_of(next_ping_due(at_ms(5000), at_ms(7000), kSecond)), 8000);
}

TEST(PingSchedule, ConnectionsOpenedTogetherSpreadTheirFirstPingsOverTheInterval) {
  std::set<std::int64_t> slots;
  for (std::uint64_t link = 1; link <= 1000; ++link) {
    const auto due = ms_of(first_ping_due(at_ms(10'000), kSecond, link));
    ASSERT_GE(due, 10'500) << "link " << link;
    ASSERT_LE(due, 11'500) << "link " << link;
    slots.insert(due);
  }
  // A thousand connections at one instant fill most of the hundred 10 ms slots.
  EXPECT_GE(slots.size(), 90u);
}

}  // namespace
}  // namespace jongtable::server
