// docs/rules/nymj.md "A turn" and "Winning": draws, discards, declaring, the pile and the cap.
#include <gtest/gtest.h>

#include "table_fixture.hpp"

namespace jongtable::nymj {
namespace {

using testing::count_events;
using testing::find_event;
using testing::seat;

class TurnTest : public testing::TableTest {
 protected:
  void deal_quiet(int seats = 4, std::string draws = "") {
    std::vector<std::string> hands = {"R1 R4 B1 B4 G1 G4 spring summer fall love guilt",
                                      "R2 R5 B2 B5 G2 G5 spring summer fall winter",
                                      "R3 R6 B3 B6 G3 G6 spring summer fall winter",
                                      "pride pride love guilt winter R2 B2 G2 R5 G5"};
    hands.resize(static_cast<std::size_t>(seats));
    start(scenario(seats, 0, hands, draws));
  }
};

TEST_F(TurnTest, MaDiscardsFirstAndOthersCannotActOutOfTurn) {
  deal_quiet();
  EXPECT_EQ(table.phase, Phase::awaiting_discard);
  EXPECT_EQ(table.current, seat(0));
  refuse(Discard{seat(1), card(1, "R2")}, RuleError::not_your_turn);
  refuse(DeclareWin{seat(2)}, RuleError::not_your_turn);
  refuse(Discard{seat(0), card(1, "R2")}, RuleError::card_not_held);
  refuse(Discard{seat(7), card(0, "R1")}, RuleError::seat_out_of_range);
  refuse(Steal{seat(1), table.window.id, 0}, RuleError::no_claim_window);
}

TEST_F(TurnTest, DrawingIsAutomaticAndTheDrawerMayDiscardAnyCardIncludingTheDrawnOne) {
  deal_quiet(4, "R6");
  discard(0, "R4");
  auto out = all_pass();
  EXPECT_EQ(table.current, seat(1));
  ASSERT_TRUE(table.just_drawn);
  EXPECT_EQ(face_code(face_of(*table.just_drawn)), "R6");
  const CardId drawn = *table.just_drawn;
  play(Discard{seat(1), drawn});
  EXPECT_EQ(table.players[1].concealed.size(), 10u) << "a turn always ends with 10 cards";
  EXPECT_EQ(table.discard_pile.back(), drawn);
}

TEST_F(TurnTest, NobodyActsDuringTheWindowExceptToAnswerIt) {
  deal_quiet();
  discard(0, "R4");
  refuse(Discard{seat(1), card(1, "R2")}, RuleError::wrong_phase);
  refuse(Discard{seat(0), card(0, "R1")}, RuleError::wrong_phase);
  refuse(DeclareWin{seat(0)}, RuleError::wrong_phase);
}

TEST_F(TurnTest, DeclaringAWinThatDoesNotWinIsRefusedAndChangesNothing) {
  deal_quiet();
  refuse(DeclareWin{seat(0)}, RuleError::not_a_winning_hand);
}

TEST_F(TurnTest, AWinByDrawingEndsTheRoundAndRevealsEveryHand) {
  start(scenario(
      4, 0,
      {"R1 R4 B1 B4 G1 G4 spring summer fall pride guilt", "R1 R2 R3 B4 B5 B6 love love love G2",
       "R3 R6 B3 B6 G3 G6 spring summer fall winter", "pride pride guilt winter R2 B2 G2 R5 G5 R6"},
      "G2"));
  discard(0, "R4");
  all_pass();
  ASSERT_EQ(table.current, seat(1));
  EXPECT_TRUE(view_for(table, seat(1)).legal.declare_win);
  auto out = play(DeclareWin{seat(1)});
  auto* ended = find_event<RoundEnded>(out);
  ASSERT_NE(ended, nullptr);
  EXPECT_EQ(ended->result->winner, seat(1));
  EXPECT_EQ(ended->result->method, WinMethod::drawing);
  EXPECT_EQ(ended->result->concealed[2].size(), 10u) << "every hand is revealed";
  EXPECT_EQ(table.phase, Phase::round_over);
}

TEST_F(TurnTest, AnEmptyDrawPileIsRefilledFromTheShuffledDiscardPile) {
  deal_quiet(3);
  // Play quietly until the 44-card pile runs out; then the discards become the pile.
  int reshuffles = 0;
  for (int turn = 0; turn < 60 && table.phase != Phase::round_over; ++turn) {
    const int s = index(table.current);
    const CardId c = table.just_drawn ? *table.just_drawn : table.players[s].concealed.back();
    auto out = play(Discard{seat(s), c});
    out = close_window();
    if (auto* re = find_event<DrawPileReshuffled>(out)) {
      ++reshuffles;
      EXPECT_GT(re->cards, 0);
      EXPECT_EQ(static_cast<int>(table.draw_pile.size()), re->cards - 1);
      EXPECT_TRUE(table.discard_pile.empty());
    }
  }
  EXPECT_GE(reshuffles, 1);
}

TEST_F(TurnTest, ARoundReachingTheTurnCapIsVoidAndNoTokensMove) {
  Scenario s = scenario(3, 0,
                        {"R1 R4 B1 B4 G1 G4 spring summer fall love guilt",
                         "R2 R5 B2 B5 G2 G5 spring summer fall winter",
                         "R3 R6 B3 B6 G3 G6 spring summer fall winter"});
  s.settings.turn_cap = 10;
  start(s);
  Outcome out;
  while (table.phase != Phase::round_over) {
    const int seat_now = index(table.current);
    const CardId c =
        table.just_drawn ? *table.just_drawn : table.players[seat_now].concealed.back();
    play(Discard{seat(seat_now), c});
    out = close_window();
  }
  EXPECT_EQ(table.draws_this_round, 10);
  ASSERT_EQ(table.history.size(), 1u);
  EXPECT_TRUE(table.history[0].void_round);
  for (const auto& p : table.players) EXPECT_EQ(p.tokens, 10);
  now += 1000;
  play(BeginNextRound{1});
  EXPECT_EQ(table.ma, seat(1)) << "Ma passes on after a void round too";
}

}  // namespace
}  // namespace jongtable::nymj
