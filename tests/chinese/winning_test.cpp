// docs/rules/chinese.md "Groups and the winning hand" and "Scoring" played through the table:
// declaring on one's own turn, the book's worked example with its exact payments, the
// limit, five- and six-player winds, and the turn clock.
#include <gtest/gtest.h>

#include "fixture.hpp"

namespace jongtable::chinese {
namespace {

using testing::seat;

const std::string kEast = "C1 C4 C7 D2 D5 D8 B3 B6 B9 EW SW WW NW RD";

class WinningTest : public testing::ChineseTest {
 protected:
  static bool has_double(const HandScore& s, DoubleReason reason) {
    return std::any_of(s.doubles.begin(), s.doubles.end(),
                       [&](const DoubleLine& d) { return d.reason == reason; });
  }
  static int bonus(const HandScore& s, Bonus which) {
    for (const BonusLine& b : s.bonuses) {
      if (b.bonus == which) return b.points;
    }
    return 0;
  }
};

TEST_F(WinningTest, TheBooksWorkedExample) {
  // East (seat 0) discards B9 and South calls it for a pair: mah jongg with 24 (a pung of
  // 1s, three chows, 20 for mah jongg). West holds 6 (a pung of 8s and of 1s), North 36
  // (Red Dragons 4, a kong of 5s 8, pungs of 1s 4 and of 3s 2: 18, doubled for the
  // Dragons) and East 16 (Green Dragons 4 and 9s 4, doubled for the Dragons).
  start(scenario(
      {"GD GD GD D9 D9 D9 B9 C2 C4 C6 D8 B6 B8 WW", "C1 C1 C1 D2 D3 D4 D5 D6 D7 B2 B3 B4 B9",
       "C8 C8 C8 B1 B1 B1 C3 C7 C9 D5 B5 B7 NW", "RD RD RD C5 C5 C5 C5 D1 D1 D1 B3 B3 B3"}));
  discard(0, "B9");
  call(1, GroupType::pair, "B9", true);
  ASSERT_EQ(state.phase, Phase::hand_over);  // the nearest seat's mah jongg settles it
  const HandResult& r = last_hand();
  ASSERT_EQ(r.winner, seat(1));
  const int east = 0, south = 1, west = 2, north = 3;
  EXPECT_EQ(r.scores[south].total, 24);
  EXPECT_EQ(r.scores[west].total, 6);
  EXPECT_EQ(r.scores[north].total, 36);
  EXPECT_EQ(r.scores[east].total, 16);
  EXPECT_EQ(r.payments[west][south], 24);
  EXPECT_EQ(r.payments[north][south], 24);
  EXPECT_EQ(r.payments[east][south], 48);
  EXPECT_EQ(r.payments[west][north], 30);
  EXPECT_EQ(r.payments[east][north], 40);
  EXPECT_EQ(r.payments[west][east], 20);
  EXPECT_EQ(r.net[south], 96);
  EXPECT_EQ(r.net[north], 30 + 40 - 24);
  EXPECT_EQ(r.net[west], -74);
  EXPECT_EQ(r.net[east], 20 - 48 - 40);
  EXPECT_EQ(state.players[south].score, 96);
  // No last-card bonus and no concealed double: the winning card was called.
  EXPECT_EQ(bonus(r.scores[south], Bonus::last_card_drawn), 0);
  EXPECT_FALSE(has_double(r.scores[south], DoubleReason::all_concealed));
}

TEST_F(WinningTest, TheLimitCapsEachPaymentAtTheTable) {
  Scenario s = scenario(
      {"GD GD GD D9 D9 D9 B9 C2 C4 C6 D8 B6 B8 WW", "C1 C1 C1 D2 D3 D4 D5 D6 D7 B2 B3 B4 B9",
       "C8 C8 C8 B1 B1 B1 C3 C7 C9 D5 B5 B7 NW", "RD RD RD C5 C5 C5 C5 D1 D1 D1 B3 B3 B3"});
  s.settings.limit = 30;
  start(s);
  discard(0, "B9");
  call(1, GroupType::pair, "B9", true);
  const HandResult& r = last_hand();
  EXPECT_EQ(r.payments[0][1], 30);
  EXPECT_EQ(r.payments[0][3], 30);
  EXPECT_EQ(r.payments[2][3], 30);
  EXPECT_EQ(r.payments[2][1], 24);
  int total = 0;
  for (int p = 0; p < 4; ++p) total += state.players[p].score;
  EXPECT_EQ(total, 0);
}

TEST_F(WinningTest, DeclaringADrawnWinScoresTheLastCardAndConcealedHand) {
  start(scenario({kEast, "C2 C2 C2 D3 D3 D3 B4 B4 B4 D6 D6 D6 B5", testing::kJunkC,
                  "C3 C5 C8 D1 D4 D9 B1 B2 B7 GD GD WD WD"},
                 "B5"));
  discard(0, "RD");
  all_pass();
  ASSERT_EQ(state.current, seat(1));
  const View v = view_for(state, seat(1));
  EXPECT_TRUE(v.legal.declare_mah_jongg);
  const Outcome out = play(DeclareMahJongg{seat(1)});
  EXPECT_NE(testing::find_event<MahJonggDeclared>(out), nullptr);
  const HandScore& s = last_hand().scores[1];
  EXPECT_EQ(bonus(s, Bonus::last_card_drawn), 2);
  EXPECT_EQ(bonus(s, Bonus::no_chows), 10);
  EXPECT_TRUE(has_double(s, DoubleReason::all_concealed));
  // Pungs 2+2+2+2, 20, 10, 2: 40, doubled for the concealed hand.
  EXPECT_EQ(s.total, 80);
  // East loses double.
  EXPECT_EQ(last_hand().payments[0][1], 160);
}

// docs/rules/chinese.md "Scoring": "all sets concealed" means nothing was called, so the
// same hand completed by calling the discard (a pair, for mah jongg) does not double.
TEST_F(WinningTest, AHandCompletedByACalledDiscardIsNotAllConcealed) {
  start(scenario({kEast, "C2 C2 C2 D3 D3 D3 B4 B4 B4 D6 D6 D6 RD", testing::kJunkC,
                  "C3 C5 C8 D1 D4 D9 B1 B2 B7 GD GD WD WD"}));
  discard(0, "RD");
  call(1, GroupType::pair, "RD", true);
  all_pass();
  ASSERT_EQ(last_hand().winner, seat(1));
  const HandScore& s = last_hand().scores[1];
  EXPECT_FALSE(has_double(s, DoubleReason::all_concealed));
  EXPECT_EQ(bonus(s, Bonus::last_card_drawn), 0);
  // Pungs 2+2+2+2, the Red Dragon pair 2, 20, 10: 40, and no doubling.
  EXPECT_EQ(s.total, 40);
}

TEST_F(WinningTest, AHandThatDoesNotWinCannotBeDeclared) {
  start(scenario(
      {kEast, testing::kJunkB, testing::kJunkC, "C2 C5 C8 D3 D6 D9 B1 B4 B7 GD GD WD WD"}));
  refuse(DeclareMahJongg{seat(0)}, RuleError::not_a_winning_hand);
  refuse(DeclareMahJongg{seat(1)}, RuleError::not_your_turn);
  refuse(Discard{seat(1), card(1, "C2")}, RuleError::not_your_turn);
  refuse(Discard{seat(0), card(1, "C2")}, RuleError::card_not_held);
}

TEST_F(WinningTest, EastMayWinWithTheDealtHand) {
  start(scenario({"C2 C2 C2 D3 D3 D3 B4 B4 B4 D6 D6 D6 RD RD", testing::kJunkA, testing::kJunkC,
                  "C3 C5 C8 D1 D4 D9 B1 B2 B7 GD GD WD WD"}));
  play(DeclareMahJongg{seat(0)});
  EXPECT_EQ(last_hand().winner, seat(0));
  // East collects double from each of the three.
  const int total = last_hand().scores[0].total;
  for (int s = 1; s < 4; ++s) EXPECT_EQ(last_hand().payments[s][0], 2 * total);
  // East moves on even after winning.
  play(BeginNextHand{state.hand});
  EXPECT_EQ(state.east, seat(1));
  EXPECT_EQ(state.players[1].concealed.size(), 14u);
}

TEST_F(WinningTest, FivePlayersNorthEastScoresTheFlowersAsItsOwnWind) {
  // Seat 4 is North-East when seat 0 is East: three Flower cards are a pung of its Wind.
  start(scenario({kEast, testing::kJunkB, testing::kJunkC, "C2 C5 C8 D3 D6 D9 B1 B4 B7 GD GD WD WD",
                  "F1 F2 F3 C3 C3 C3 D4 D4 D4 D7 D7 D7 RD"}));
  EXPECT_EQ(wind_of(state, seat(4)), Wind::north_east);
  discard(0, "RD");
  call(4, GroupType::pair, "RD", true);
  EXPECT_EQ(state.phase, Phase::claim_window);  // nearer seats might still go mah jongg
  all_pass();
  ASSERT_EQ(state.phase, Phase::hand_over);
  const HandScore& won = last_hand().scores[4];
  // North-East Winds pung 4, C3, D4, D7 pungs 2 each, Red pair 2; 20 + 10; own Wind double.
  EXPECT_EQ(won.set_points, 12);
  EXPECT_TRUE(has_double(won, DoubleReason::own_wind_set));
  EXPECT_EQ(won.total, (12 + 20 + 10) * 2);
}

TEST_F(WinningTest, SixPlayersWinWithElevenCardsAndExtraWindsAreInterchangeable) {
  // With seat 0 East, seat 2 is South-West: any three Flower cards are its own Wind.
  Scenario s = scenario({"C1 C4 C7 D2 D5 D8 B3 B6 B9 EW RD", "C2 C5 C8 D3 D6 D9 B1 B4 B7 SW",
                         "F1 S2 F4 C3 C3 C3 D4 D4 D4 RD", "C3 C6 C9 D1 D4 D7 B2 B5 B8 WW",
                         "C1 C4 C7 D2 D5 D8 B2 B5 GD WD", "C2 C5 C8 D3 D6 D9 B1 B8 GD WD"});
  start(s);
  EXPECT_EQ(wind_of(state, seat(2)), Wind::south_west);
  discard(0, "RD");
  call(2, GroupType::pair, "RD", true);
  all_pass();
  ASSERT_EQ(state.phase, Phase::hand_over);
  const HandScore& won = last_hand().scores[2];
  // Extra Winds pung 4 (doubled: own Wind), C3 pung 2, D4 pung 2, Red pair 2; 20 + 10.
  EXPECT_EQ(won.set_points, 10);
  EXPECT_TRUE(has_double(won, DoubleReason::own_wind_set));
  EXPECT_EQ(won.total, (10 + 20 + 10) * 2);
}

TEST_F(WinningTest, TheTurnClockDiscardsTheDrawnCardOrDeclaresAWin) {
  start(scenario({kEast, "C2 C2 C2 D3 D3 D3 B4 B4 B4 D6 D6 D6 B5", testing::kJunkC,
                  "C3 C5 C8 D1 D4 D9 B1 B2 B7 GD GD WD WD"},
                 "B5"));
  refuse(TurnClockExpired{state.decision + 1}, RuleError::stale_timer);
  now += 30000;
  const Outcome out = play(TurnClockExpired{state.decision});
  const auto* discarded = testing::find_event<CardDiscarded>(out);
  ASSERT_NE(discarded, nullptr);
  EXPECT_TRUE(discarded->by_turn_clock);
  all_pass();
  now += 30000;
  play(TurnClockExpired{state.decision});
  EXPECT_EQ(last_hand().winner, seat(1));
}

}  // namespace
}  // namespace jongtable::chinese
