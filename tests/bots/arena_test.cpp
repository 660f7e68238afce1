// The arena's own arithmetic: its command line, the Wilson interval, seating, totals.

#include <gtest/gtest.h>

#include <numeric>

#include "arena_options.hpp"
#include "seat_tournament.hpp"
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
  EXPECT_FALSE(parse_arena_options({"--ruleset", "poker"}).options);
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

TEST(ArenaOptions, EachRulesetTakesItsOwnSeats) {
  const auto gimme = parse_arena_options({"--ruleset", "gimme", "--seats", "2"});
  ASSERT_TRUE(gimme.options) << gimme.error;
  EXPECT_EQ(gimme.options->ruleset, Ruleset::gimme);
  EXPECT_EQ(gimme.options->seats, 2);
  EXPECT_EQ(parse_arena_options({"--ruleset", "boba"}).options->seats, 2);
  EXPECT_EQ(parse_arena_options({"--ruleset", "chinese"}).options->seats, 4);
  EXPECT_TRUE(parse_arena_options({"--ruleset", "chinese", "--seats", "6"}).options);
  EXPECT_FALSE(parse_arena_options({"--ruleset", "chinese", "--seats", "7"}).options);
  EXPECT_FALSE(parse_arena_options({"--ruleset", "gimme", "--seats", "5"}).options);
  EXPECT_FALSE(parse_arena_options({"--ruleset", "boba", "--seats", "3"}).options);
  EXPECT_FALSE(parse_arena_options({"--ruleset", "american", "--seats", "2"}).options);
  EXPECT_FALSE(parse_arena_options({"--seats", "2"}).options);  // nymj: 3 or 4
  // Only Not Your Ma's Jong has a strong bot.
  const auto strong = parse_arena_options({"--ruleset", "gimme", "--players", "strong,basic"});
  EXPECT_FALSE(strong.options);
  EXPECT_NE(strong.error.find("basic"), std::string::npos);
  EXPECT_EQ(
      parse_arena_options({"--ruleset", "gimme", "--players", "basic,basic,basic"}).options->seats,
      3);
}

TEST(ArenaOptions, NymjSeatsAloneMeanBasicBots) {
  const auto parsed = parse_arena_options({"--seats", "3"});
  ASSERT_TRUE(parsed.options) << parsed.error;
  EXPECT_EQ(parsed.options->players, std::vector<bots::Strength>(3, bots::Strength::basic));
  EXPECT_EQ(parse_arena_options({}).options->players.size(), 4u);
  EXPECT_FALSE(
      parse_arena_options({"--seats", "3", "--players", "basic,basic,basic,basic"}).options);
}

// Every ruleset plays a few games through the arena: all finish, nobody's intent is
// refused, and the seats' tallies add up to the games (a shared win counts for each).
class EveryRuleset : public ::testing::TestWithParam<std::pair<Ruleset, int>> {};

TEST_P(EveryRuleset, PlaysBrieflyAndTalliesEverySeat) {
  ArenaOptions options;
  options.ruleset = GetParam().first;
  options.seats = GetParam().second;
  options.games = 4;
  options.threads = 2;
  const SeatTournamentResult result = run_seat_tournament(options, [](int) {});
  EXPECT_EQ(result.games, 4);
  EXPECT_EQ(result.unfinished, 0);
  EXPECT_EQ(result.refused_intents, 0);
  EXPECT_GE(result.rounds, 4);
  ASSERT_EQ(result.seats.size(), static_cast<std::size_t>(options.seats));
  long won = 0;
  long shared = 0;
  for (const SeatTally& seat : result.seats) {
    won += seat.games_won;
    shared += seat.shared_wins;
  }
  EXPECT_EQ(won - shared + result.shared_games, 4);
}

INSTANTIATE_TEST_SUITE_P(
    Arena, EveryRuleset,
    ::testing::Values(std::pair{Ruleset::gimme, 2}, std::pair{Ruleset::gimme, 4},
                      std::pair{Ruleset::boba, 2}, std::pair{Ruleset::chinese, 3},
                      std::pair{Ruleset::chinese, 6}, std::pair{Ruleset::american, 4}));

TEST(ArenaOptions, EveryGameTakesFriendlyPlayers) {
  const auto gimme = parse_arena_options({"--ruleset", "gimme", "--players", "friendly,basic"});
  ASSERT_TRUE(gimme.options) << gimme.error;
  EXPECT_EQ(gimme.options->seats, 2);
  EXPECT_EQ(gimme.options->players[0], bots::Strength::friendly);
  const auto nymj = parse_arena_options({"--players", "friendly,strong,friendly"});
  ASSERT_TRUE(nymj.options) << nymj.error;
  EXPECT_EQ(nymj.options->players[2], bots::Strength::friendly);
}

// A mixed table of a game with one bot: each player's wins and calls wherever it sat, and
// the friendly one takes a smaller share of the calls on offer.
TEST(SeatTournament, TalliesEachPlayersWinsAndCalls) {
  ArenaOptions options;
  options.ruleset = Ruleset::chinese;
  options.seats = 4;
  options.players = {bots::Strength::friendly, bots::Strength::basic, bots::Strength::friendly,
                     bots::Strength::basic};
  options.games = 12;
  options.threads = 2;
  const SeatTournamentResult result = run_seat_tournament(options, [](int) {});
  ASSERT_EQ(result.players.size(), 4u);
  EXPECT_EQ(result.refused_intents, 0);
  long won = 0;
  for (const EntryTally& player : result.players) {
    won += player.games_won;
    EXPECT_GT(player.calls.chances, 0);
    EXPECT_LE(player.calls.taken, player.calls.chances);
  }
  EXPECT_EQ(won,
            std::accumulate(result.seats.begin(), result.seats.end(), 0L,
                            [](long sum, const SeatTally& seat) { return sum + seat.games_won; }));
  const auto share = [&](std::size_t i) {
    return static_cast<double>(result.players[i].calls.taken) /
           static_cast<double>(result.players[i].calls.chances);
  };
  EXPECT_LT(share(0) + share(2), share(1) + share(3));
}

TEST(Tournament, CountsTheStealsOnOfferAndTaken) {
  ArenaOptions options;
  options.players = {bots::Strength::friendly, bots::Strength::strong, bots::Strength::friendly,
                     bots::Strength::strong};
  options.games = 8;
  options.threads = 2;
  const TournamentResult result = run_tournament(options, [](int) {});
  EXPECT_EQ(result.refused_intents, 0);
  EXPECT_EQ(result.mistaken_steals, 0);
  long friendly_taken = 0;
  long strong_taken = 0;
  for (const PlayerTally& player : result.players) {
    EXPECT_GT(player.calls.chances, 0);
    EXPECT_LE(player.calls.taken, player.calls.chances);
    (player.strength == bots::Strength::friendly ? friendly_taken : strong_taken) +=
        player.calls.taken;
  }
  EXPECT_LT(friendly_taken, strong_taken);
}

TEST(SeatTournament, TotalsDoNotDependOnTheThreadCount) {
  ArenaOptions options;
  options.ruleset = Ruleset::gimme;
  options.seats = 3;
  options.games = 12;
  options.threads = 1;
  const auto one = run_seat_tournament(options, [](int) {});
  options.threads = 3;
  const auto three = run_seat_tournament(options, [](int) {});
  EXPECT_EQ(one.rounds, three.rounds);
  for (std::size_t s = 0; s < one.seats.size(); ++s) {
    EXPECT_EQ(one.seats[s].games_won, three.seats[s].games_won);
    EXPECT_EQ(one.seats[s].score, three.seats[s].score);
  }
}

}  // namespace
}  // namespace jongtable::arena
