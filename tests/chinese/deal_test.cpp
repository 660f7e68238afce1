// docs/rules/chinese.md "Cards", "Seats and winds" and "Deal and play": the deck at each table
// size, seat winds, the deal, East's first turn, East's rotation and the game's length.
#include <gtest/gtest.h>

#include <set>

#include "fixture.hpp"

namespace jongtable::chinese {
namespace {

using testing::seat;
using testing::test_settings;

// Every card on the table after the deal, by id.
std::vector<CardId> all_cards(const State& t) {
  std::vector<CardId> cards(t.wall.begin(), t.wall.end());
  for (int s = 0; s < t.settings.seats; ++s) {
    const Player& p = t.players[s];
    cards.insert(cards.end(), p.concealed.begin(), p.concealed.end());
    cards.insert(cards.end(), p.flowers.begin(), p.flowers.end());
  }
  return cards;
}

State started(const Settings& settings, std::uint64_t seed = 3) {
  State t = create_table(settings, seed);
  EXPECT_TRUE(apply(t, StartGame{}, 0).ok());
  return t;
}

TEST(Deck, Has136CardsAndNoJokersByDefault) {
  const State t = started(test_settings(4));
  const auto cards = all_cards(t);
  EXPECT_EQ(cards.size(), 136u);
  EXPECT_EQ(std::set<CardId>(cards.begin(), cards.end()).size(), 136u);
  for (CardId c : cards) EXPECT_FALSE(is_flower_card(face_of(c)));
  EXPECT_FALSE(face_from_code("J").has_value());  // there is no Joker face at all
}

TEST(Deck, TheFlowersSettingAddsEightBonusCards) {
  Settings s = test_settings(4);
  s.flowers = true;
  const State t = started(s);
  EXPECT_EQ(all_cards(t).size(), 144u);
  // None stays in a hand: each was laid down and replaced.
  for (int p = 0; p < 4; ++p) {
    for (CardId c : t.players[p].concealed) EXPECT_FALSE(is_flower_card(face_of(c)));
  }
}

TEST(Deck, FivePlayersAddTheFourFlowersAsNorthEastWinds) {
  const State t = started(test_settings(5));
  const auto cards = all_cards(t);
  EXPECT_EQ(cards.size(), 140u);
  int flowers = 0;
  for (CardId c : cards) {
    EXPECT_FALSE(is_season(face_of(c)));
    if (is_flower_card(face_of(c))) {
      ++flowers;
      EXPECT_EQ(kind_of(c), kExtraWind);
      EXPECT_FALSE(is_bonus_card(c, 5));  // a Wind card, kept in hand
    }
  }
  EXPECT_EQ(flowers, 4);
  EXPECT_EQ(kind_name(kExtraWind, 5), "North-East Wind");
}

TEST(Deck, SixPlayersAddAllEightFlowersAsInterchangeableExtraWinds) {
  const State t = started(test_settings(6));
  const auto cards = all_cards(t);
  EXPECT_EQ(cards.size(), 144u);
  for (int f = 34; f < 42; ++f) EXPECT_EQ(kind_of(first_card(Face(f))), kExtraWind);
  EXPECT_EQ(kind_name(kExtraWind, 6), "Extra Wind");
}

TEST(Deck, ThreePlayersKeepTheWestWindCards) {
  const State t = started(test_settings(3));
  const auto cards = all_cards(t);
  EXPECT_EQ(cards.size(), 136u);
  const Face west = *face_from_code("WW");
  EXPECT_EQ(std::count_if(cards.begin(), cards.end(), [&](CardId c) { return face_of(c) == west; }),
            4);
}

TEST(Cards, CodesRoundTripAndTheCatalogueListsEveryFace) {
  EXPECT_EQ(catalogue().size(), 42u);
  for (const FaceEntry& e : catalogue()) {
    EXPECT_EQ(face_from_code(e.code), e.face);
    EXPECT_EQ(face_name(e.face), e.name);
  }
  EXPECT_EQ(face_name(*face_from_code("RD")), "Red Dragon");
  EXPECT_EQ(face_name(*face_from_code("C3")), "3 Craks");
}

TEST(Settings, InvalidFieldsAreNamed) {
  Settings s;
  EXPECT_FALSE(invalid_setting(s));
  s.seats = 2;
  EXPECT_EQ(invalid_setting(s), "seats");
  s.seats = 7;
  EXPECT_EQ(invalid_setting(s), "seats");
  s.seats = 5;
  s.flowers = true;  // five and six players already use the Flowers as Winds
  EXPECT_EQ(invalid_setting(s), "flowers");
  s = Settings{};
  s.limit = -1;
  EXPECT_EQ(invalid_setting(s), "limit");
  EXPECT_EQ(Settings{}.limit, 0);
  EXPECT_FALSE(Settings{}.flowers);
  EXPECT_EQ(Settings{}.claim_window, 2500);
}

TEST(Winds, FollowTheTableSize) {
  EXPECT_EQ(seat_wind(3, 0), Wind::east);
  EXPECT_EQ(seat_wind(3, 1), Wind::south);
  EXPECT_EQ(seat_wind(3, 2), Wind::north);  // no West with three players
  EXPECT_EQ(seat_wind(4, 2), Wind::west);
  EXPECT_EQ(seat_wind(4, 3), Wind::north);
  EXPECT_EQ(seat_wind(5, 3), Wind::north);
  EXPECT_EQ(seat_wind(5, 4), Wind::north_east);
  const std::array<Wind, 6> six = {Wind::east, Wind::south, Wind::south_west,
                                   Wind::west, Wind::north, Wind::north_east};
  for (int k = 0; k < 6; ++k) EXPECT_EQ(seat_wind(6, k), six[k]);
  EXPECT_EQ(own_wind_kind(Wind::north_east), kExtraWind);
  EXPECT_EQ(own_wind_kind(Wind::south_west), kExtraWind);
  EXPECT_EQ(own_wind_kind(Wind::north), testing::kind("NW"));
}

TEST(Winds, AreCountedFromEastInTheView) {
  State t = started(test_settings(5), 11);
  const View v = view_for(t, std::nullopt);
  for (int s = 0; s < 5; ++s) {
    const int offset = (s - kernel::index(t.east) + 5) % 5;
    EXPECT_EQ(v.seats[s].wind, seat_wind(5, offset));
  }
}

TEST(Deal, EastIsDealtFourteenAndDiscardsFirstWithoutDrawing) {
  for (int seats = 3; seats <= 6; ++seats) {
    const State t = started(test_settings(seats), 7);
    const int dealt = seats == 6 ? 10 : 13;
    for (int s = 0; s < seats; ++s) {
      const int expected = dealt + (seat(s) == t.east ? 1 : 0);
      EXPECT_EQ(static_cast<int>(t.players[s].concealed.size()), expected) << seats;
    }
    EXPECT_EQ(t.phase, Phase::discarding);
    EXPECT_EQ(t.current, t.east);
    const int deck = seats == 5 ? 140 : seats == 6 ? 144 : 136;
    EXPECT_EQ(static_cast<int>(t.wall.size()), deck - dealt * seats - 1);  // no draw yet
  }
}

TEST(Deal, TheFirstEastIsChosenAtRandom) {
  std::set<int> easts;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    easts.insert(kernel::index(started(test_settings(4), seed).east));
  }
  EXPECT_EQ(easts.size(), 4u);
}

class HandsTest : public testing::ChineseTest {};

TEST_F(HandsTest, AnEmptyWallVoidsTheHandAndEastMovesOn) {
  start(scenario({"C1 C4 C7 D2 D5 D8 B3 B6 B9 EW SW WW NW RD", testing::kJunkB, testing::kJunkC,
                  "C2 C5 C8 D3 D6 D9 B1 B4 B7 GD GD WD WD"}));
  state.wall.clear();  // the last card has been drawn
  discard(0, "RD");
  const Outcome out = all_pass();
  ASSERT_EQ(state.phase, Phase::hand_over);
  const HandResult& r = last_hand();
  EXPECT_EQ(r.ended_by, HandEnd::wall_exhausted);
  EXPECT_FALSE(r.winner);
  for (int s = 0; s < 4; ++s) {
    EXPECT_EQ(r.net[s], 0);
    EXPECT_EQ(state.players[s].score, 0);
  }
  play(BeginNextHand{state.hand});
  EXPECT_EQ(state.east, seat(1));
  EXPECT_EQ(state.hand, 2);
}

TEST_F(HandsTest, EastRotatesEveryHandAndTheGameEndsWhenEachWasEastOnce) {
  Scenario s = scenario(
      {testing::kJunkB, testing::kJunkC, "C1 C4 C7 D2 D5 D8 B3 B6 B9 EW SW WW NW RD"}, "", 2);
  s.scores = {-30, 50, -20};
  s.hand = 3;  // the last hand of a three-player game
  start(s);
  state.wall.clear();
  discard(2, "RD");
  all_pass();
  ASSERT_EQ(state.phase, Phase::game_over);
  ASSERT_TRUE(state.result);
  EXPECT_EQ(state.result->standings[0], seat(1));
  EXPECT_TRUE(state.result->winners.contains(seat(1)));
  EXPECT_EQ(state.result->scores[0], -30);  // scores may go below zero
  refuse(BeginNextHand{state.hand}, RuleError::stale_timer);
}

TEST_F(HandsTest, ATieForMostPointsIsASharedWin) {
  Scenario s =
      scenario({"C1 C4 C7 D2 D5 D8 B3 B6 B9 EW SW WW NW RD", testing::kJunkB, testing::kJunkC});
  s.scores = {20, 20, -40};
  s.hand = 3;
  start(s);
  state.wall.clear();
  discard(0, "RD");
  all_pass();
  ASSERT_TRUE(state.result);
  EXPECT_EQ(state.result->winners.size(), 2);
}

}  // namespace
}  // namespace jongtable::chinese
