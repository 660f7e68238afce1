// The host's timers as every game reads them: stale once the table has moved on, the next
// round begun only by its own pause, and the card a turn clock lets go.
#include "jongtable/kernel/timer_rules.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "jongtable/kernel/fixed_list.hpp"

namespace jongtable::kernel {
namespace {

enum class TestRefusal : std::uint8_t { stale_timer };

TEST(TimerRules, ATimerIsStaleOnceTheTableHasMovedOn) {
  EXPECT_FALSE(timer_is_stale(true, 7U, 7U));
  EXPECT_TRUE(timer_is_stale(true, 6U, 7U));   // started for an earlier step
  EXPECT_TRUE(timer_is_stale(false, 7U, 7U));  // the table no longer waits there
}

TEST(TimerRules, NoTurnClockMeansNoTurnClockTimerCanFire) {
  EXPECT_FALSE(turn_clock_is_stale(true, 3, 3, 30000));
  EXPECT_TRUE(turn_clock_is_stale(true, 3, 3, 0));
  EXPECT_TRUE(turn_clock_is_stale(true, 2, 3, 30000));
  EXPECT_TRUE(turn_clock_is_stale(false, 3, 3, 30000));
}

TEST(TimerRules, TheNextRoundBeginsOnlyAfterItsOwnPause) {
  int begun = 0;
  const auto begin = [&] { ++begun; };
  EXPECT_FALSE(next_round_when_due<TestRefusal>(true, 2, 2, begin).has_value());
  EXPECT_EQ(begun, 1);
  // A pause's timer delivered after that round's successor began, or mid-round.
  EXPECT_EQ(next_round_when_due<TestRefusal>(true, 1, 2, begin), TestRefusal::stale_timer);
  EXPECT_EQ(next_round_when_due<TestRefusal>(false, 2, 2, begin), TestRefusal::stale_timer);
  EXPECT_EQ(begun, 1);
}

TEST(TimerRules, TheClockDiscardsTheCardJustDrawn) {
  const std::vector<int> hand{4, 9, 12, 30};
  EXPECT_EQ(clock_discard(std::optional<int>(9), hand), 9);
  EXPECT_EQ(drawn_and_still_held(std::optional<int>(9), hand), std::optional<int>(9));
}

TEST(TimerRules, WithoutACardJustDrawnTheClockDiscardsTheLastCard) {
  FixedList<int, 14> hand{4, 9, 12, 30};
  // A turn that began with a call.
  EXPECT_EQ(clock_discard(std::optional<int>{}, hand), 30);
  // The drawn card went into a Joker exchange, so the hand no longer holds it.
  EXPECT_EQ(clock_discard(std::optional<int>(7), hand), 30);
  EXPECT_FALSE(drawn_and_still_held(std::optional<int>(7), hand).has_value());
}

}  // namespace
}  // namespace jongtable::kernel
