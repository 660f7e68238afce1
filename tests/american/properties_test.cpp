// American Mah Jongg's own properties over seeded games between bots: points are
// conserved, each player is East once, and the bots expose, exchange Jokers and dance a
// second Charleston. What every game must keep (cards in one place, no concealed card or
// another pair's pass shown, legal moves accepted, replays, refusals) is checked once for
// all games in tests/properties.

#include "american_game.hpp"
#include "fixture.hpp"
#include "harness.hpp"
#include "jongtable/american/match.hpp"

namespace jongtable::american {
namespace {

int total_points(const State& state) {
  int n = 0;
  for (int s = 0; s < state.settings.seats; ++s)
    n += state.players[static_cast<std::size_t>(s)].score;
  return n;
}

std::vector<Settings> table_kinds() {
  std::vector<Settings> kinds;
  for (int seats : {4, 3}) {
    for (HandsChoice hands : {HandsChoice::advanced, HandsChoice::beginner}) {
      for (bool extras : {true, false}) {
        Settings s = testing::test_settings(seats);
        s.hands = hands;
        s.charleston_extras = extras;
        kinds.push_back(s);
      }
    }
  }
  return kinds;
}

TEST(Properties, GamesEndWithCardsAndPointsConserved) {
  int games = 0;
  int exposures = 0;
  int exchanges = 0;
  int second = 0;
  for (const Settings& settings : table_kinds()) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      bool conserved = true;
      const auto result = play_match(
          settings, seed * 7919, [&](const State& s, const Intent&, Millis, const Outcome&) {
            properties::expect_each_card_once<properties::AmericanGame>(s, settings);
            conserved = conserved && total_points(s) == settings.seats * kStartingScore;
          });
      ++games;
      exposures += result.exposures;
      exchanges += result.joker_exchanges;
      second += result.second_charlestons;
      EXPECT_TRUE(result.finished) << "seed " << seed;
      EXPECT_TRUE(conserved) << "seed " << seed;
      EXPECT_EQ(result.refused_intents, 0) << "seed " << seed;
      EXPECT_EQ(result.rounds, settings.seats);
    }
  }
  // The games exercise the rules worth checking.
  EXPECT_GT(exposures, games);
  EXPECT_GT(exchanges, 0);
  EXPECT_GT(second, 0);
}

TEST(Properties, DifferentSeedsDealDifferently) {
  State a = create_table(Settings{}, 1);
  State b = create_table(Settings{}, 2);
  ASSERT_TRUE(apply(a, StartGame{}, 0).ok());
  ASSERT_TRUE(apply(b, StartGame{}, 0).ok());
  EXPECT_NE(state_hash(a), state_hash(b));
}

}  // namespace
}  // namespace jongtable::american
