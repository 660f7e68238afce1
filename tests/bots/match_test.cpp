// Whole games of bots through the engine: legal to the end, and replayable by seed.

#include "jongtable/bots/match.hpp"

#include <gtest/gtest.h>

#include <numeric>

namespace jongtable::bots {
namespace {

using nymj::Settings;

Settings four_seats() {
  return Settings{};
}
Settings three_seats() {
  Settings s;
  s.seats = 3;
  return s;
}

void expect_clean_game(const MatchResult& result, const Settings& settings) {
  EXPECT_TRUE(result.finished) << "seed " << result.seed;
  EXPECT_TRUE(result.winner.has_value()) << "seed " << result.seed;
  EXPECT_EQ(result.refused_intents, 0) << "seed " << result.seed;
  EXPECT_EQ(result.mistaken_steals, 0) << "seed " << result.seed;
  EXPECT_EQ(std::accumulate(result.tokens.begin(), result.tokens.end(), 0),
            settings.seats * settings.starting_tokens);
  EXPECT_GE(result.rounds, 1);
}

TEST(Match, BasicBotsPlayWholeGamesWithoutARefusedIntent) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto result = play_match(four_seats(), seed, std::vector<Strength>(4, Strength::basic));
    expect_clean_game(result, four_seats());
  }
}

TEST(Match, StrongBotsPlayWholeGamesWithoutARefusedIntent) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto result = play_match(four_seats(), seed, std::vector<Strength>(4, Strength::strong));
    expect_clean_game(result, four_seats());
  }
}

TEST(Match, ThreeSeatTablesPlayToTheEnd) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto result =
        play_match(three_seats(), seed, {Strength::strong, Strength::basic, Strength::basic});
    expect_clean_game(result, three_seats());
  }
}

TEST(Match, TheSameSeedReplaysTheSameGame) {
  const std::vector<Strength> mix{Strength::strong, Strength::basic, Strength::strong,
                                  Strength::basic};
  const auto first = play_match(four_seats(), 4242, mix);
  const auto again = play_match(four_seats(), 4242, mix);
  EXPECT_EQ(first.final_state_hash, again.final_state_hash);
  EXPECT_EQ(first.tokens, again.tokens);
  EXPECT_EQ(first.winner, again.winner);
  const auto other = play_match(four_seats(), 4243, mix);
  EXPECT_NE(first.final_state_hash, other.final_state_hash);
}

TEST(Match, RoundsAreWonAndStealsHappen) {
  int won = 0;
  int steals = 0;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    const auto result = play_match(four_seats(), seed, std::vector<Strength>(4, Strength::strong));
    won += std::accumulate(result.rounds_won.begin(), result.rounds_won.end(), 0);
    steals += std::accumulate(result.steals.begin(), result.steals.end(), 0);
  }
  EXPECT_GT(won, 0);
  EXPECT_GT(steals, 0);
}

TEST(Match, AStepBudgetStopsAGameEarly) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (int s = 0; s < 4; ++s) bots.push_back(make_bot(Strength::basic, 1));
  const auto result = play_match(four_seats(), 7, bots, 10);
  EXPECT_FALSE(result.finished);
}

}  // namespace
}  // namespace jongtable::bots
