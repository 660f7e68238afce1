// "Setup" and "Options" in docs/rules/pairs.md.
#include <gtest/gtest.h>

#include <set>

#include "pairs_fixture.hpp"

namespace jongtable::pairs {
namespace {

using testing::face;
using testing::PairsTest;
using testing::seat;

class Setup : public PairsTest {};

TEST_F(Setup, FiveCardsEachTheRestIsThePileAndTheDealerDrawsFirst) {
  for (int seats : {2, 3}) {
    settings.seats = seats;
    state = create_table(settings, 42);
    play(StartGame{});
    std::set<int> seen;
    for (int s = 0; s < seats; ++s) {
      EXPECT_EQ(hand(s).size(), 5u);
      for (CardId c : hand(s)) seen.insert(index(c));
    }
    EXPECT_EQ(state.pile.size(), static_cast<std::size_t>(24 - 5 * seats));
    for (CardId c : state.pile) seen.insert(index(c));
    EXPECT_EQ(seen.size(), 24u);
    EXPECT_EQ(state.phase, Phase::drawing);
    EXPECT_EQ(state.current, state.dealer);
    EXPECT_EQ(whose_decision(state), state.dealer);
  }
}

TEST_F(Setup, TheSeedDecidesTheShuffleAndTheFirstDealer) {
  const auto dealt = [&](std::uint64_t seed) {
    State t = create_table(settings, seed);
    (void)apply(t, StartGame{}, 0);
    return t;
  };
  EXPECT_TRUE(dealt(7) == dealt(7));
  EXPECT_EQ(state_hash(dealt(7)), state_hash(dealt(7)));
  EXPECT_FALSE(dealt(7).pile == dealt(8).pile);
  std::set<int> dealers;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) dealers.insert(index(dealt(seed).dealer));
  EXPECT_EQ(dealers.size(), 2u);
}

TEST_F(Setup, HandsAreDealtOnlyToTheirSeat) {
  const Outcome out = start(1, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "B6");
  EXPECT_EQ(testing::count_events<HandDealt>(out), 2);
  for (const Event& e : out.events) {
    if (const auto* dealt = std::get_if<HandDealt>(&e.body)) {
      EXPECT_TRUE(e.audience.includes(dealt->seat));
      EXPECT_FALSE(e.audience.includes(std::nullopt));
    }
  }
  EXPECT_EQ(state.current, seat(1));
  EXPECT_EQ(face_of(state.pile.back()), face("B6"));
  refuse(StartGame{}, RuleError::game_already_started);
}

TEST_F(Setup, OptionsOutOfRangeAreNamed) {
  EXPECT_EQ(invalid_setting(Settings{}), std::nullopt);
  const auto bad = [](auto change) {
    Settings s;
    change(s);
    return invalid_setting(s).value_or("");
  };
  EXPECT_EQ(bad([](Settings& s) { s.seats = 4; }), "seats");
  EXPECT_EQ(bad([](Settings& s) { s.seats = 1; }), "seats");
  EXPECT_EQ(bad([](Settings& s) { s.rounds = 0; }), "rounds");
  EXPECT_EQ(bad([](Settings& s) { s.claim_window = -1; }), "claim_window");
  EXPECT_EQ(bad([](Settings& s) { s.turn_clock = 600001; }), "turn_clock");
  EXPECT_EQ(bad([](Settings& s) { s.between_rounds = -5; }), "between_rounds");
  EXPECT_EQ(Settings{}.rounds, 3);
  EXPECT_EQ(Settings{}.seats, 2);
}

TEST_F(Setup, AScenarioRefusesAFaceUsedThreeTimes) {
  Scenario s;
  s.hands = {"R1 R1 R2", "R1 B2"};
  EXPECT_FALSE(create_scenario(s).state);
  s.hands = {"R1 R1 R2"};
  EXPECT_FALSE(create_scenario(s).state);
}

}  // namespace
}  // namespace jongtable::pairs
