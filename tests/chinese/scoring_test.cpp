// docs/rules/chinese.md "Scoring": the book's table as data, the winner's bonuses, every
// double, losers' sets, the best arrangement, payments and the limit.
#include <gtest/gtest.h>

#include "fixture.hpp"

namespace jongtable::chinese {
namespace {

using testing::counts;
using testing::kind;

const Kind kEast = Kind(30);
const Kind kSouth = Kind(31);
const Kind kNorth = Kind(33);

Group pung(const std::string& code, bool exposed = true) {
  return {GroupType::pung, kind(code), 3, exposed};
}
Group kong(const std::string& code, bool exposed = true) {
  return {GroupType::kong, kind(code), 4, exposed};
}
Group chow(const std::string& lowest, int size = 3) {
  return {GroupType::chow, kind(lowest), static_cast<std::uint8_t>(size), true};
}

bool has_double(const HandScore& s, DoubleReason reason) {
  return std::any_of(s.doubles.begin(), s.doubles.end(),
                     [&](const DoubleLine& d) { return d.reason == reason; });
}
int bonus(const HandScore& s, Bonus which) {
  for (const BonusLine& b : s.bonuses) {
    if (b.bonus == which) return b.points;
  }
  return 0;
}

TEST(SetPoints, FollowTheBooksTable) {
  const Kind own = kSouth;
  EXPECT_EQ(group_points(pung("C5"), own), 2);
  EXPECT_EQ(group_points(pung("D1"), own), 4);
  EXPECT_EQ(group_points(pung("B9"), own), 4);
  EXPECT_EQ(group_points(pung("NW"), own), 4);
  EXPECT_EQ(group_points(pung("RD"), own), 4);
  EXPECT_EQ(group_points(kong("C2"), own), 8);
  EXPECT_EQ(group_points(kong("C9"), own), 16);
  EXPECT_EQ(group_points(kong("WD"), own), 16);
  EXPECT_EQ(group_points(kong("EW"), own), 16);
  EXPECT_EQ(group_points({GroupType::pair, kind("GD"), 2, false}, own), 2);
  EXPECT_EQ(group_points({GroupType::pair, kind("SW"), 2, false}, own), 2);
  EXPECT_EQ(group_points({GroupType::pair, kind("EW"), 2, false}, own), 0);  // not own wind
  EXPECT_EQ(group_points({GroupType::pair, kind("C5"), 2, false}, own), 0);
  EXPECT_EQ(group_points(chow("D3"), own), 0);
  EXPECT_EQ(group_points(chow("D3", 4), own), 0);
  // Exposed and concealed sets score the same.
  EXPECT_EQ(group_points(pung("D1", false), own), group_points(pung("D1", true), own));
  EXPECT_EQ(group_points(kong("RD", false), own), group_points(kong("RD", true), own));
}

TEST(WinningHand, IsAPairAndFourThreeCardGroupsOrThreeFourCardGroups) {
  EXPECT_TRUE(is_winning(counts("C1 C2 C3 D4 D4 D4 B7 B8 B9 RD RD RD NW NW"), {}, 4));
  EXPECT_TRUE(is_winning(counts("C1 C2 C3 C4 D5 D5 D5 D5 B6 B7 B8 B9 NW NW"), {}, 4));
  // Mixed sizes never total 14 with one pair: a kong and three 3-card groups is 15.
  EXPECT_FALSE(is_winning(counts("C1 C1 C1 C1 D2 D3 D4 B7 B8 B9 RD RD RD NW"), {}, 4));
  // Two pairs are not a winning hand.
  EXPECT_FALSE(is_winning(counts("C1 C1 C1 D4 D4 D4 B7 B8 B9 RD RD NW NW GD"), {}, 4));
  // 13 or 15 cards never win.
  EXPECT_FALSE(is_winning(counts("C1 C2 C3 D4 D4 D4 B7 B8 B9 RD RD RD NW"), {}, 4));
  // Exposed groups count toward the 14.
  const std::array<Group, 2> exposed = {pung("D4"), chow("B7")};
  EXPECT_TRUE(is_winning(counts("C1 C2 C3 RD RD RD NW NW"), exposed, 4));
  // Seven pairs are not a hand here.
  EXPECT_FALSE(is_winning(counts("C1 C1 C3 C3 D4 D4 B7 B7 B8 B8 RD RD NW NW"), {}, 4));
}

TEST(WinningHand, SixPlayersWinWithElevenCardsAndNoKongs) {
  EXPECT_TRUE(is_winning(counts("C1 C1 C1 D4 D5 D6 RD RD RD NW NW"), {}, 6));
  EXPECT_FALSE(is_winning(counts("C1 C1 C1 D4 D5 D6 RD RD RD NW NW"), {}, 4));
  // Four of a kind is no group for six players, but may split as a pung and a run.
  EXPECT_FALSE(is_winning(counts("C5 C5 C5 C5 RD RD RD NW NW B1 B1"), {}, 6));
  EXPECT_TRUE(is_winning(counts("C5 C5 C5 C5 C6 C7 RD RD RD NW NW"), {}, 6));
  // Extra Wind cards (Flowers) are interchangeable: any three make a pung.
  KindCounts extra = counts("C1 C1 C1 D4 D5 D6 NW NW");
  extra[index(kExtraWind)] = 3;
  EXPECT_TRUE(is_winning(extra, {}, 6));
}

TEST(WinnerBonuses, MahJonggNoChowsLastCardAndFlowers) {
  const std::array<Group, 1> exposed = {pung("C5")};
  WinContext context;
  context.drew_last_card = true;
  context.flowers = 2;
  // C5 pung 2, D2 pung 2, B4 pung 2, D6 pung 2, pair C9: no doubles (three suits).
  const auto score =
      score_winner(counts("D2 D2 D2 B4 B4 B4 D6 D6 D6 C9 C9"), exposed, kEast, 4, context);
  ASSERT_TRUE(score);
  EXPECT_EQ(score->set_points, 8);
  EXPECT_EQ(bonus(*score, Bonus::mah_jongg), 20);
  EXPECT_EQ(bonus(*score, Bonus::no_chows), 10);
  EXPECT_EQ(bonus(*score, Bonus::last_card_drawn), 2);
  EXPECT_EQ(bonus(*score, Bonus::flowers), 2);
  EXPECT_EQ(score->base, 42);
  EXPECT_EQ(score->doublings, 0);
  EXPECT_EQ(score->total, 42);
}

TEST(WinnerBonuses, ChowsLoseTheNoChowsBonusAndCalledCardsTheLastCardBonus) {
  const std::array<Group, 1> exposed = {chow("C1")};
  const auto score =
      score_winner(counts("D2 D2 D2 B4 B4 B4 D6 D6 D6 C9 C9"), exposed, kEast, 4, WinContext{});
  ASSERT_TRUE(score);
  EXPECT_EQ(bonus(*score, Bonus::no_chows), 0);
  EXPECT_EQ(bonus(*score, Bonus::last_card_drawn), 0);
  EXPECT_EQ(score->total, 6 + 20);
}

TEST(Doubles, AllConcealedDoublesOnce) {
  const auto score =
      score_winner(counts("D2 D2 D2 B4 B4 B4 D6 D6 D6 C9 C9 C5 C5 C5"), {}, kEast, 4, WinContext{});
  ASSERT_TRUE(score);
  EXPECT_TRUE(has_double(*score, DoubleReason::all_concealed));
  EXPECT_EQ(score->total, (8 + 20 + 10) * 2);
}

TEST(Doubles, EachDragonSetAndOwnWindSetDouble) {
  const std::array<Group, 1> exposed = {pung("RD")};
  // RD pung 4, GD kong-size pung 4, SW (own) pung 4, C5 pung 2, pair D7.
  const auto score =
      score_winner(counts("GD GD GD SW SW SW C5 C5 C5 D7 D7"), exposed, kSouth, 4, WinContext{});
  ASSERT_TRUE(score);
  EXPECT_EQ(score->set_points, 14);
  EXPECT_EQ(score->doublings, 3);  // two Dragon sets and the own Wind
  EXPECT_EQ(score->total, (14 + 20 + 10) * 8);
  // The same Wind pung for a player whose wind it is not: no double.
  const auto other =
      score_winner(counts("GD GD GD SW SW SW C5 C5 C5 D7 D7"), exposed, kNorth, 4, WinContext{});
  EXPECT_EQ(other->doublings, 2);
}

TEST(Doubles, PureOneSuitTriplesOneSuitWithHonoursOnce) {
  const std::array<Group, 1> exposed = {chow("C1")};
  const auto pure =
      score_winner(counts("C2 C2 C2 C4 C5 C6 C7 C8 C9 C9 C9"), exposed, kEast, 4, WinContext{});
  ASSERT_TRUE(pure);
  EXPECT_TRUE(has_double(*pure, DoubleReason::pure_one_suit));
  EXPECT_EQ(pure->doublings, 3);
  const auto mixed =
      score_winner(counts("C2 C2 C2 C4 C5 C6 NW NW NW C9 C9"), exposed, kEast, 4, WinContext{});
  ASSERT_TRUE(mixed);
  EXPECT_TRUE(has_double(*mixed, DoubleReason::one_suit_with_honours));
  EXPECT_FALSE(has_double(*mixed, DoubleReason::pure_one_suit));
  EXPECT_EQ(mixed->doublings, 1);
}

TEST(Doubles, OnlyHonoursTriples) {
  const std::array<Group, 1> exposed = {pung("EW")};
  const auto score =
      score_winner(counts("SW SW SW WW WW WW NW NW NW WD WD"), exposed, kNorth, 4, WinContext{});
  ASSERT_TRUE(score);
  EXPECT_TRUE(has_double(*score, DoubleReason::only_honours));
  // Honours 3 + own wind (North) 1.
  EXPECT_EQ(score->doublings, 4);
  // 16 set points + pair of White 2 + 20 + 10.
  EXPECT_EQ(score->total, (16 + 2 + 20 + 10) * 16);
}

TEST(Doubles, AllFourFlowersOrSeasonsTriple) {
  const std::array<Group, 1> exposed = {pung("C5")};
  WinContext context;
  context.flowers = 4;
  context.all_four_flowers = true;
  const auto score =
      score_winner(counts("D2 D2 D2 B4 B4 B4 D6 D6 D6 C9 C9"), exposed, kEast, 4, context);
  ASSERT_TRUE(score);
  EXPECT_TRUE(has_double(*score, DoubleReason::all_four_flowers));
  EXPECT_EQ(score->total, (8 + 20 + 10 + 4) * 8);
  context.all_four_seasons = true;
  context.flowers = 8;
  const auto both =
      score_winner(counts("D2 D2 D2 B4 B4 B4 D6 D6 D6 C9 C9"), exposed, kEast, 4, context);
  EXPECT_EQ(both->doublings, 6);
}

TEST(Doubles, TheBooksExampleDoublesForDragonsOwnWindAndOneSuit) {
  // "3 Red Dragons, 4 of your own Wind, and all other cards of the same suit": three
  // doubles (the suit with honours counts once).
  const std::array<Group, 1> exposed = {kong("SW")};
  const auto score =
      score_winner(counts("RD RD RD C2 C2 C2 C5 C5 C5 C8 C8"), exposed, kSouth, 4, WinContext{});
  // Not a winning shape (a kong with 3-card groups); score the sets as a loser does.
  EXPECT_FALSE(score);
  const HandScore sets =
      score_loser(counts("RD RD RD C2 C2 C2 C5 C5 C5 C8 C8"), exposed, kSouth, 4);
  EXPECT_EQ(sets.doublings, 2);  // a loser's hand: Dragons and own Wind only
  const std::array<Group, 1> pung_wind = {pung("SW")};
  const auto won =
      score_winner(counts("RD RD RD C2 C2 C2 C5 C5 C5 C8 C8"), pung_wind, kSouth, 4, WinContext{});
  ASSERT_TRUE(won);
  EXPECT_EQ(won->doublings, 3);
  EXPECT_EQ(won->total, won->base * 8);
}

TEST(BestArrangement, PicksTheGroupsThatScoreHighest) {
  // C1 C1 C1 C2 C2 C2 C3 C3 C3 is three pungs (4+2+2, no chows) or three chows (0): the
  // pungs win. Pure Craks either way.
  const auto score =
      score_winner(counts("C1 C1 C1 C2 C2 C2 C3 C3 C3 C7 C8 C9 C5 C5"), {}, kEast, 4, WinContext{});
  ASSERT_TRUE(score);
  EXPECT_EQ(score->set_points, 8);
  EXPECT_EQ(bonus(*score, Bonus::no_chows), 0);  // C7 C8 C9 is a chow anyway
  EXPECT_EQ(score->total, (8 + 20) << 4);        // concealed 1 + pure suit 3
  // A kong beats a pung and a chow made of the same cards.
  const auto kongs =
      score_winner(counts("D2 D2 D2 D2 D3 D3 D3 D3 D4 D4 D4 D4 EW EW"), {}, kEast, 4, WinContext{});
  ASSERT_TRUE(kongs);
  EXPECT_EQ(kongs->set_points, 24 + 2);  // three kongs and the own-wind pair
}

TEST(Losers, ScoreTheirCompleteSetsWithDragonAndOwnWindDoublesOnly) {
  const std::array<Group, 1> exposed = {chow("B1")};
  // Concealed: RD pung 4 (double), C9 kong 16, NW pung 4 (own), GD pair 2, loose cards.
  const HandScore s =
      score_loser(counts("RD RD RD C9 C9 C9 C9 NW NW NW GD GD"), exposed, kNorth, 4);
  EXPECT_EQ(s.set_points, 4 + 16 + 4 + 2);
  EXPECT_EQ(s.doublings, 2);
  EXPECT_EQ(s.total, 26 * 4);
  EXPECT_TRUE(s.bonuses.empty());
  // All one suit and concealed: no whole-hand doubles for a loser.
  const HandScore plain = score_loser(counts("C2 C2 C2 C4 C5 C6 C7 C8"), {}, kNorth, 4);
  EXPECT_EQ(plain.total, 2);
}

// docs/rules/chinese.md "Scoring": a loser scores every scoring pair, each Dragon pair
// and the own-Wind pair, not only the first (pairs never double).
TEST(Losers, ScoreEveryScoringPair) {
  const HandScore s = score_loser(counts("RD RD GD GD WD WD NW NW EW EW C1 C5 B9"), {}, kNorth, 4);
  EXPECT_EQ(s.set_points, 4 * 2);  // three Dragon pairs and North; East's pair scores nothing
  EXPECT_EQ(s.doublings, 0);
  EXPECT_EQ(s.total, 8);
  int pairs = 0;
  for (const ScoredGroup& g : s.groups) pairs += g.group.type == GroupType::pair;
  EXPECT_EQ(pairs, 4);
  // Beside a pung of one Dragon, another Dragon's pair still scores.
  const HandScore mixed =
      score_loser(counts("RD RD RD GD GD C2 C4 C6 C8 B1 B3 B5 B7"), {}, kEast, 4);
  EXPECT_EQ(mixed.set_points, 4 + 2);
  EXPECT_EQ(mixed.total, 6 * 2);
}

TEST(Payments, TheBooksWorkedExample) {
  // South (seat 1) wins with 24; West 6, North 36, East (seat 0) 16.
  const std::array<int, kMaxPlayers> scores = {16, 24, 6, 36, 0, 0};
  const PaymentMatrix pay = settle(4, Seat(1), Seat(0), scores, 0);
  const int east = 0, south = 1, west = 2, north = 3;
  EXPECT_EQ(pay[west][south], 24);
  EXPECT_EQ(pay[north][south], 24);
  EXPECT_EQ(pay[east][south], 48);
  EXPECT_EQ(pay[west][north], 30);
  EXPECT_EQ(pay[east][north], 40);
  EXPECT_EQ(pay[west][east], 20);
  int total = 0;
  for (const auto& row : pay) {
    for (int v : row) total += v;
  }
  EXPECT_EQ(total, 24 + 24 + 48 + 30 + 40 + 20);  // nothing else changes hands
  EXPECT_EQ(pay[south][north] + pay[south][east] + pay[south][west], 0);  // the winner pays nothing
}

TEST(Payments, EastWinningCollectsDoubleFromEveryone) {
  const std::array<int, kMaxPlayers> scores = {30, 0, 0, 0, 0, 0};
  const PaymentMatrix pay = settle(3, Seat(0), Seat(0), scores, 0);
  EXPECT_EQ(pay[1][0], 60);
  EXPECT_EQ(pay[2][0], 60);
}

TEST(Payments, TheLimitCapsEverySinglePayment) {
  const std::array<int, kMaxPlayers> scores = {16, 24, 6, 36, 0, 0};
  const PaymentMatrix pay = settle(4, Seat(1), Seat(0), scores, 25);
  EXPECT_EQ(pay[0][1], 25);  // East's 48 capped
  EXPECT_EQ(pay[2][1], 24);
  EXPECT_EQ(pay[2][3], 25);
  EXPECT_EQ(pay[0][3], 25);
  EXPECT_EQ(pay[2][0], 20);
}

TEST(Payments, EqualLosersPayEachOtherNothing) {
  const std::array<int, kMaxPlayers> scores = {8, 24, 8, 8, 8, 0};
  const PaymentMatrix pay = settle(5, Seat(1), Seat(0), scores, 0);
  EXPECT_EQ(pay[2][3] + pay[3][2] + pay[0][2] + pay[2][0] + pay[4][0] + pay[0][4], 0);
  EXPECT_EQ(pay[4][1], 24);
}

}  // namespace
}  // namespace jongtable::chinese
