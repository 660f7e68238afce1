// "Claiming" in docs/rules/pairs.md: the other seats may take a discard that completes
// their three pairs, one answer each; seat order decides, never time.
#include <gtest/gtest.h>

#include "pairs_fixture.hpp"

namespace jongtable::pairs {
namespace {

using kernel::TimerKind;
using testing::find_event;
using testing::PairsTest;
using testing::seat;
using testing::started;

class Claiming : public PairsTest {
 protected:
  // Seat 1 waits on R3, which seat 0 holds; seat 2 (at three seats) waits on nothing.
  void deal(int seats) {
    settings.seats = seats;
    std::vector<std::string> hands = {"R1 R2 R4 R5 R3", "B1 B1 B2 B2 R3"};
    if (seats == 3) hands.push_back("B4 B4 B5 R6 B3");
    start(0, hands, "B6 R6");
  }
};

TEST_F(Claiming, ADiscardOpensATimedWindowToTheOtherSeats) {
  deal(2);
  play(Draw{seat(0)});
  const Outcome out = play(Discard{seat(0), held(0, "R3")});
  EXPECT_EQ(state.phase, Phase::claim_window);
  const auto* timer = started(out, TimerKind::claim_window);
  ASSERT_NE(timer, nullptr);
  EXPECT_EQ(timer->at, now + settings.claim_window);
  EXPECT_EQ(timer->id, state.window.id);
  refuse(Claim{seat(0), state.window.id}, RuleError::own_discard);
  refuse(Pass{seat(0), state.window.id}, RuleError::own_discard);
}

TEST_F(Claiming, AClaimThatCompletesThreePairsTakesTheCardAndWins) {
  deal(2);
  draw_and_discard(0, "R3");
  const Outcome out = play(Claim{seat(1), state.window.id});
  const auto* won = find_event<WinDeclared>(out);
  ASSERT_NE(won, nullptr);
  EXPECT_EQ(won->seat, seat(1));
  EXPECT_EQ(won->claimed_from, seat(0));
  EXPECT_TRUE(is_three_pairs(hand(1)));
  EXPECT_TRUE(state.discards.empty());
  EXPECT_EQ(state.players[1].points, 1);
  EXPECT_EQ(state.history.back().claimed_from, seat(0));
}

TEST_F(Claiming, AClaimThatDoesNotCompleteThreePairsIsRefused) {
  deal(2);
  draw_and_discard(0, "R1");
  refuse(Claim{seat(1), state.window.id}, RuleError::not_a_winning_hand);
}

TEST_F(Claiming, EveryonePassingClosesTheWindowAndTheNextSeatPlays) {
  deal(3);
  draw_and_discard(0, "R1");
  const std::uint32_t window = state.window.id;
  play(Pass{seat(2), window});
  EXPECT_EQ(state.phase, Phase::claim_window);
  refuse(Pass{seat(2), window}, RuleError::already_responded);
  const Outcome out = play(Pass{seat(1), window});
  const auto* closed = find_event<WindowClosed>(out);
  ASSERT_NE(closed, nullptr);
  EXPECT_FALSE(closed->awarded_to);
  EXPECT_EQ(state.phase, Phase::drawing);
  EXPECT_EQ(state.current, seat(1));
  refuse(Pass{seat(2), window}, RuleError::no_claim_window);
}

TEST_F(Claiming, TheWindowsTimerClosesItAndALateAnswerIsRefused) {
  deal(2);
  draw_and_discard(0, "R3");
  const std::uint32_t window = state.window.id;
  now += settings.claim_window + 1;
  refuse(Claim{seat(1), window}, RuleError::claim_window_closed);
  refuse(WindowExpired{window + 1}, RuleError::stale_timer);
  play(WindowExpired{window});
  EXPECT_EQ(state.phase, Phase::drawing);
  EXPECT_EQ(state.current, seat(1));
  EXPECT_EQ(state.players[1].points, 0);
}

TEST_F(Claiming, AFarSeatsQuickClaimWaitsForTheNearerSeat) {
  // Seat 2 waits on R1, seat 1 on nothing: seat 2's claim cannot close the window while
  // seat 1, nearer after the discarder, has not answered.
  settings.seats = 3;
  start(0, {"R1 R2 R4 R5 R3", "B1 B1 B2 B2 B3", "R6 R6 B5 B5 R1"}, "B6 B4");
  draw_and_discard(0, "R1");
  play(Claim{seat(2), state.window.id});
  EXPECT_EQ(state.phase, Phase::claim_window);
  const Outcome out = play(Pass{seat(1), state.window.id});
  EXPECT_EQ(find_event<WindowClosed>(out)->awarded_to, seat(2));
  EXPECT_EQ(state.players[2].points, 1);
}

TEST_F(Claiming, TheNearestSeatsClaimClosesTheWindowAtOnce) {
  deal(3);
  draw_and_discard(0, "R3");
  play(Claim{seat(1), state.window.id});
  EXPECT_EQ(state.winner, seat(1));
  EXPECT_NE(state.phase, Phase::claim_window);
}

}  // namespace
}  // namespace jongtable::pairs
