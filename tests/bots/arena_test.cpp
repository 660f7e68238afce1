// The arena's own arithmetic: its command line, the Wilson interval, seating, totals.

#include <gtest/gtest.h>

#include <numeric>

#include "arena_options.hpp"
#include "tournament.hpp"
#include "wilson.hpp"

namespace jongtable::arena {
namespace {

TEST(WilsonInterval, MatchesTheTextbookValue) {
  // 50 of 100: 95% interval [40.4%, 59.6%].
  const Interval ci = wilson_interval(50, 100);
  EXPECT_NEAR(ci.low, 0.4038, 1e-3);
  EXPECT_NEAR(ci.high, 0.5962, 1e-3);
}

TEST(WilsonInterval, StaysInsideZeroAndOne) {
  const Interval none = wilson_interval(0, 10);
  EXPECT_NEAR(none.low, 0.0, 1e-12);
  EXPECT_GT(none.high, 0.2);
  const Interval all = wilson_interval(10, 10);
  EXPECT_NEAR(all.high, 1.0, 1e-12);
  EXPECT_LT(all.low, 0.8);
}

TEST(ArenaOptions, ParsesPlayersGamesAndSeed) {
  const auto parsed =
      parse_arena_options({"--players", "strong,basic,basic", "--games", "12", "--seed", "40"});
  ASSERT_TRUE(parsed.options) << parsed.error;
  EXPECT_EQ(parsed.options->players.size(), 3u);
  EXPECT_EQ(parsed.options->players[0], bots::Strength::strong);
  EXPECT_EQ(parsed.options->games, 12);
  EXPECT_EQ(parsed.options->seed, 40u);
}

TEST(ArenaOptions, RefusesNonsenseWithAReason) {
  EXPECT_FALSE(parse_arena_options({"--players", "strong,genius,basic"}).options);
  EXPECT_FALSE(parse_arena_options({"--players", "strong,basic"}).options);
  EXPECT_FALSE(parse_arena_options({"--games", "0"}).options);
  EXPECT_FALSE(parse_arena_options({"--games"}).options);
  const auto unknown = parse_arena_options({"--fast"});
  EXPECT_FALSE(unknown.options);
  EXPECT_NE(unknown.error.find("--fast"), std::string::npos);
}

TEST(Seating, RotatesByTheSeedSoTheSeedAloneReplaysAGame) {
  ArenaOptions options;
  EXPECT_EQ(seating(options, 8), (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(seating(options, 9), (std::vector<int>{1, 2, 3, 0}));
  options.rotate = false;
  EXPECT_EQ(seating(options, 9), (std::vector<int>{0, 1, 2, 3}));
}

TEST(Tournament, TotalsDoNotDependOnTheThreadCount) {
  ArenaOptions options;
  options.games = 16;
  options.threads = 1;
  const auto one = run_tournament(options, [](int) {});
  options.threads = 3;
  const auto three = run_tournament(options, [](int) {});
  ASSERT_EQ(one.players.size(), 4u);
  long won = 0;
  for (std::size_t i = 0; i < one.players.size(); ++i) {
    EXPECT_EQ(one.players[i].games_won, three.players[i].games_won);
    EXPECT_EQ(one.players[i].final_tokens, three.players[i].final_tokens);
    won += one.players[i].games_won;
  }
  EXPECT_EQ(won, 16);
  EXPECT_EQ(one.rounds, three.rounds);
  EXPECT_EQ(one.refused_intents, 0);
  EXPECT_EQ(one.mistaken_steals, 0);
}

}  // namespace
}  // namespace jongtable::arena
