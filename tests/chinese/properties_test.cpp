// Chinese Mah Jongg's own properties over seeded games between basic bots at every table
// size (3-6): points are conserved, windows last the same whatever the card, each player
// is East once, and bots exercise calls, wins and void hands. What every game must keep
// (cards in one place, no hidden card shown, legal moves accepted, replays, refusals) is
// checked once for all games in tests/properties.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <vector>

#include "chinese_game.hpp"
#include "fixture.hpp"
#include "harness.hpp"
#include "jongtable/chinese/match.hpp"

namespace jongtable::chinese {
namespace {

// The harness's tables: 3-6 seats (seed % 4), Flowers and a limit varied by the seed.
Settings varied_settings(std::uint64_t seed) {
  return properties::ChineseGame::settings_for(seed);
}

void check_cards_conserved(const State& t) {
  properties::expect_each_card_once<properties::ChineseGame>(t, t.settings);
}

void check_points_conserved(const State& t) {
  int total = 0;
  for (int s = 0; s < t.settings.seats; ++s) total += t.players[s].score;
  ASSERT_EQ(total, 0);
}

struct Tally {
  int games = 0, hands = 0, calls = 0, mah_jonggs = 0, voids = 0;
};

void play_checked_games(int seats, int games, Tally& tally) {
  for (std::uint64_t n = 1; n <= static_cast<std::uint64_t>(games); ++n) {
    const std::uint64_t seed = n * 4 + static_cast<std::uint64_t>(seats - 3);
    const Settings settings = varied_settings(seed);
    ASSERT_EQ(settings.seats, seats);
    const MatchObserver observer = [&](const State& t, const Intent&, Millis now,
                                       const Outcome& out) {
      check_cards_conserved(t);
      check_points_conserved(t);
      for (const Event& e : out.events) {
        if (const auto* discarded = std::get_if<CardDiscarded>(&e.body)) {
          ASSERT_EQ(discarded->closes_at - now, settings.claim_window);
        }
      }
    };
    std::array<BasicBot, kMaxPlayers> bots{BasicBot(seed),     BasicBot(seed + 1),
                                           BasicBot(seed + 2), BasicBot(seed + 3),
                                           BasicBot(seed + 4), BasicBot(seed + 5)};
    const MatchResult result =
        play_match(settings, seed,
                   std::span<BasicBot>(bots.data(), static_cast<std::size_t>(seats)), observer);
    ASSERT_FALSE(::testing::Test::HasFailure()) << "seed " << seed;
    ASSERT_TRUE(result.finished) << "seed " << seed << " never ended";
    ASSERT_EQ(result.refused_intents, 0) << "seed " << seed;
    EXPECT_EQ(result.hands, seats);  // each player East once
    ++tally.games;
    tally.hands += result.hands;
    tally.calls += result.calls;
    tally.mah_jonggs += result.mah_jonggs;
    tally.voids += result.void_hands;
  }
}

class PropertiesAt : public ::testing::TestWithParam<int> {};

TEST_P(PropertiesAt, BotGamesConservePointsAndExerciseCallsWinsAndVoidHands) {
  const int seats = GetParam();
  Tally tally;
  play_checked_games(seats, 1000, tally);
  EXPECT_EQ(tally.games, 1000);
  std::printf("%d players: %d games, %d hands, %d calls, %d mah jonggs, %d void hands\n", seats,
              tally.games, tally.hands, tally.calls, tally.mah_jonggs, tally.voids);
  // The bots exercise calls, wins and void hands at every size.
  EXPECT_GT(tally.calls, 1000);
  EXPECT_GT(tally.mah_jonggs, 1000);
  EXPECT_GT(tally.voids, 0);
}

TEST_P(PropertiesAt, TheSameSeedGivesTheSameGame) {
  const int seats = GetParam();
  for (std::uint64_t n = 1; n <= 5; ++n) {
    const std::uint64_t seed = n * 4 + static_cast<std::uint64_t>(seats - 3);
    const Settings settings = varied_settings(seed);
    EXPECT_EQ(play_match(settings, seed).final_state_hash,
              play_match(settings, seed).final_state_hash);
  }
}

INSTANTIATE_TEST_SUITE_P(Players, PropertiesAt, ::testing::Values(3, 4, 5, 6),
                         [](const ::testing::TestParamInfo<int>& param) {
                           return std::to_string(param.param) + "_players";
                         });

}  // namespace
}  // namespace jongtable::chinese
