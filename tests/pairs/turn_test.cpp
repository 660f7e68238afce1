// "A turn" in docs/rules/pairs.md: draw, then declare a win or discard; an empty pile at
// the start of a turn is a draw game.
#include <gtest/gtest.h>

#include "pairs_fixture.hpp"

namespace jongtable::pairs {
namespace {

using testing::face;
using testing::find_event;
using testing::PairsTest;
using testing::seat;

class Turn : public PairsTest {};

TEST_F(Turn, ADrawTakesThePileTopAndTellsOnlyTheDrawerWhatItWas) {
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "B6 B5");
  const Outcome out = play(Draw{seat(0)});
  EXPECT_EQ(face_of(hand(0).back()), face("B6"));
  EXPECT_EQ(state.phase, Phase::discarding);
  for (const Event& e : out.events) {
    const auto& drawn = std::get<CardDrawn>(e.body);
    EXPECT_EQ(drawn.card.has_value(), e.audience.includes(seat(0)));
  }
  refuse(Draw{seat(0)}, RuleError::wrong_phase);
}

TEST_F(Turn, OnlyThePlayerWhoseTurnItIsMoves) {
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "B6 B5");
  refuse(Draw{seat(1)}, RuleError::not_your_turn);
  refuse(Draw{seat(2)}, RuleError::seat_out_of_range);
  refuse(Discard{seat(0), held(0, "R3")}, RuleError::wrong_phase);
  play(Draw{seat(0)});
  refuse(Discard{seat(1), held(1, "B3")}, RuleError::not_your_turn);
  refuse(Discard{seat(0), held(1, "B3")}, RuleError::card_not_held);
}

TEST_F(Turn, ADiscardGoesFaceupAndPlayPassesToTheNextSeat) {
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "B6 B5");
  draw_and_discard(0, "R3");
  EXPECT_EQ(state.discards.size(), 1u);
  EXPECT_EQ(face_of(state.discards.back()), face("R3"));
  EXPECT_EQ(hand(0).size(), 5u);
  play(Pass{seat(1), state.window.id});
  EXPECT_EQ(state.phase, Phase::drawing);
  EXPECT_EQ(state.current, seat(1));
}

TEST_F(Turn, SixCardsOfThreePairsDeclareAWin) {
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "R3 B5");
  play(Draw{seat(0)});
  const Outcome out = play(DeclareWin{seat(0)});
  const auto* won = find_event<WinDeclared>(out);
  ASSERT_NE(won, nullptr);
  EXPECT_EQ(won->seat, seat(0));
  EXPECT_EQ(won->hand.size(), 6u);
  EXPECT_FALSE(won->claimed_from);
  EXPECT_EQ(state.players[0].points, 1);
}

TEST_F(Turn, AHandThatIsNotThreePairsCannotWin) {
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "B6 B5");
  refuse(DeclareWin{seat(0)}, RuleError::wrong_phase);  // five cards: draw first
  play(Draw{seat(0)});
  refuse(DeclareWin{seat(0)}, RuleError::not_a_winning_hand);
}

TEST_F(Turn, AnEmptyPileAtTheStartOfATurnEndsTheRoundAsADrawGame) {
  settings.rounds = 2;
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "B6", true);
  EXPECT_EQ(state.pile.size(), 1u);
  draw_and_discard(0, "B6");
  const Outcome out = play(Pass{seat(1), state.window.id});
  const auto* ended = find_event<RoundEnded>(out);
  ASSERT_NE(ended, nullptr);
  EXPECT_FALSE(ended->result->winner);
  EXPECT_EQ(state.phase, Phase::round_over);
  EXPECT_EQ(state.players[0].points + state.players[1].points, 0);
}

}  // namespace
}  // namespace jongtable::pairs
