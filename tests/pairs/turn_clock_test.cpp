// "Time" in docs/rules/pairs.md: when the turn clock runs out the server draws (if the
// player had not) and discards the newest card, and never declares a win.
#include <gtest/gtest.h>

#include "pairs_fixture.hpp"

namespace jongtable::pairs {
namespace {

using kernel::TimerKind;
using testing::face;
using testing::find_event;
using testing::PairsTest;
using testing::seat;
using testing::started;

class TurnClock : public PairsTest {};

TEST_F(TurnClock, EveryTurnStartsTheClockForTheWholeTurn) {
  const Outcome out = start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "B6 B5");
  const auto* timer = started(out, TimerKind::turn_clock);
  ASSERT_NE(timer, nullptr);
  EXPECT_EQ(timer->at, now + settings.turn_clock);
  EXPECT_EQ(timer->id, state.decision);
  EXPECT_EQ(started(play(Draw{seat(0)}), TimerKind::turn_clock), nullptr);
}

TEST_F(TurnClock, BeforeTheDrawItDrawsAndDiscardsTheCardDrawn) {
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "B6 B5");
  const Outcome out = play(TurnClockExpired{state.decision});
  const auto* thrown = find_event<CardDiscarded>(out);
  ASSERT_NE(thrown, nullptr);
  EXPECT_TRUE(thrown->by_turn_clock);
  EXPECT_EQ(face_of(thrown->card), face("B6"));
  EXPECT_EQ(hand(0).size(), 5u);
  EXPECT_EQ(state.phase, Phase::claim_window);
}

TEST_F(TurnClock, AfterTheDrawItDiscardsTheNewestCardEvenFromAWinningHand) {
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "R3 B5");
  play(Draw{seat(0)});
  const Outcome out = play(TurnClockExpired{state.decision});
  EXPECT_EQ(face_of(find_event<CardDiscarded>(out)->card), face("R3"));
  EXPECT_FALSE(state.winner);
}

TEST_F(TurnClock, AStaleOrAbsentClockIsRefused) {
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "B6 B5");
  refuse(TurnClockExpired{state.decision + 1}, RuleError::stale_timer);
  settings.turn_clock = 0;
  const Outcome out = start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "B6 B5");
  EXPECT_EQ(started(out, TimerKind::turn_clock), nullptr);
  refuse(TurnClockExpired{state.decision}, RuleError::stale_timer);
}

}  // namespace
}  // namespace jongtable::pairs
