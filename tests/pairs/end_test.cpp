// "End and scoring" in docs/rules/pairs.md: a point a win, `rounds` rounds, the deal
// rotates, standings at the end.
#include <gtest/gtest.h>

#include "pairs_fixture.hpp"

namespace jongtable::pairs {
namespace {

using kernel::TimerKind;
using testing::find_event;
using testing::PairsTest;
using testing::seat;
using testing::started;

class End : public PairsTest {
 protected:
  // Seat `dealer` draws R3 and wins at once.
  Outcome dealer_wins(int dealer) {
    std::vector<std::string> hands = {"B1 B1 B2 B2 B3", "B4 B4 B5 B5 B6"};
    hands[dealer] = "R1 R1 R2 R2 R3";
    start(dealer, hands, "R3");
    play(Draw{seat(dealer)});
    return play(DeclareWin{seat(dealer)});
  }
};

TEST_F(End, TheWinnerScoresOnePointAndTheNextRoundWaitsForItsTimer) {
  const Outcome out = dealer_wins(1);
  EXPECT_EQ(state.players[1].points, 1);
  EXPECT_EQ(state.players[0].points, 0);
  EXPECT_EQ(state.phase, Phase::round_over);
  const auto* next = started(out, TimerKind::next_round);
  ASSERT_NE(next, nullptr);
  EXPECT_EQ(next->at, now + settings.between_rounds);
  refuse(BeginNextRound{state.round + 1}, RuleError::stale_timer);
  refuse(Draw{seat(0)}, RuleError::not_your_turn);
}

TEST_F(End, TheDealPassesToTheNextSeatEachRound) {
  dealer_wins(1);
  play(timer_intent(TimerKind::next_round, static_cast<std::uint32_t>(state.round)));
  EXPECT_EQ(state.round, 2);
  EXPECT_EQ(state.dealer, seat(0));
  EXPECT_EQ(state.current, seat(0));
  EXPECT_EQ(hand(0).size(), 5u);
  EXPECT_EQ(hand(1).size(), 5u);
  EXPECT_FALSE(state.winner);
  EXPECT_EQ(state.players[1].points, 1);  // points carry over
}

TEST_F(End, AfterTheLastRoundTheGameIsOverWithStandings) {
  settings.rounds = 1;
  const Outcome out = dealer_wins(1);
  EXPECT_TRUE(game_over(state));
  const auto* ended = find_event<GameEnded>(out);
  ASSERT_NE(ended, nullptr);
  EXPECT_EQ(ended->result.standings, (std::vector<Seat>{seat(1), seat(0)}));
  EXPECT_EQ(ended->result.winners.size(), 1);
  EXPECT_TRUE(ended->result.winners.contains(seat(1)));
  EXPECT_EQ(started(out, TimerKind::next_round), nullptr);
  refuse(Draw{seat(0)}, RuleError::game_over);
}

TEST_F(End, EqualPointsShareTheWin) {
  settings.rounds = 1;
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "B6", true);
  draw_and_discard(0, "B6");
  play(Pass{seat(1), state.window.id});
  ASSERT_TRUE(game_over(state));
  EXPECT_EQ(state.result->winners.size(), 2);
  EXPECT_EQ(state.result->standings, (std::vector<Seat>{seat(0), seat(1)}));
}

}  // namespace
}  // namespace jongtable::pairs
