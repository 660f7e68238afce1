// Gimme!'s own properties over thousands of seeded games: windows last the same whatever
// the tile, games have their rounds, bots exercise every rule, and careless play still
// ends. What every game must keep (cards in one place, no hidden tile shown, legal moves
// accepted, replays, refusals) is checked once for all games in tests/properties.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "fixture.hpp"
#include "gimme_game.hpp"
#include "harness.hpp"
#include "jongtable/gimme/match.hpp"

namespace jongtable::gimme {
namespace {

using testing::seat;

// The harness's tables: 2-4 seats, the optional rules varied by the seed.
Settings varied_settings(std::uint64_t seed) {
  return properties::GimmeGame::settings_for(seed);
}

void check_tiles_conserved(const State& t) {
  properties::expect_each_card_once<properties::GimmeGame>(t, t.settings);
}

TEST(Properties, BotGamesHaveTheirRoundsAndExerciseEveryRule) {
  int games = 0, rounds = 0, gimmes = 0, steals = 0, mahjongs = 0, shared = 0;
  for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
    const Settings settings = varied_settings(seed);
    const MatchObserver observer = [&](const State& t, const Intent&, Millis now,
                                       const Outcome& out) {
      check_tiles_conserved(t);
      for (const Event& e : out.events) {
        // A window lasts the same whatever the tile (a Joker's too).
        if (const auto* dropped = std::get_if<TileDropped>(&e.body)) {
          ASSERT_EQ(dropped->closes_at - now, settings.gimme_window);
        }
      }
    };
    std::array<BasicBot, 4> bots{BasicBot(seed), BasicBot(seed + 1), BasicBot(seed + 2),
                                 BasicBot(seed + 3)};
    const MatchResult result = play_match(
        settings, seed, std::span<BasicBot>(bots.data(), static_cast<std::size_t>(settings.seats)),
        observer);
    ASSERT_FALSE(::testing::Test::HasFailure()) << "seed " << seed;
    ASSERT_TRUE(result.finished) << "seed " << seed << " never ended";
    ASSERT_EQ(result.refused_intents, 0) << "seed " << seed;
    EXPECT_EQ(result.rounds, rounds_in_game(settings));
    ++games;
    rounds += result.rounds;
    gimmes += result.gimmes;
    steals += result.joker_steals;
    mahjongs += result.mahjongs;
    shared += result.winners.size() > 1;
  }
  EXPECT_EQ(games, 3000);
  EXPECT_GT(rounds, 3000 * 2);
  // The bots exercise every part of the rules.
  EXPECT_GT(gimmes, 10000);
  EXPECT_GT(steals, 100);
  EXPECT_GT(mahjongs, 3000);
  EXPECT_GT(shared, 0);
}

// A careless table: each step is a bot's move, a random (often illegal) intent, or a
// timer firing early, so the turn clock plays after draws, Gimmes and steals, windows
// close with answers missing, and stale timers arrive. Games still end and tiles stay.
TEST(Properties, CarelessPlayGamesStillEndWithEveryTileAccountedFor) {
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const Settings settings = varied_settings(seed);
    State t = create_table(settings, seed);
    kernel::Rng rng(seed * 31 + 7);
    std::array<BasicBot, 4> bots{BasicBot(seed), BasicBot(seed + 1), BasicBot(seed + 2),
                                 BasicBot(seed + 3)};
    Outcome out;
    Millis now = 0;
    apply(t, StartGame{}, now, out);
    int refusals = 0;
    for (int step = 0; step < 100000 && !game_over(t); ++step) {
      now += static_cast<Millis>(rng.below(400));
      const Seat who =
          seat(static_cast<int>(rng.below(static_cast<std::uint64_t>(settings.seats))));
      std::optional<Intent> intent;
      switch (rng.below(10)) {
        case 0:
          intent = TurnClockExpired{t.decision};
          break;
        case 1:
          intent = WindowExpired{t.window.id};
          break;
        case 2:
          intent = Drop{who, TileId(static_cast<int>(rng.below(kTileCount)))};
          break;
        case 3:
          intent = BeginNextRound{t.round};
          break;
        default:
          intent = bots[static_cast<std::size_t>(kernel::index(who))].decide(view_for(t, who));
          break;
      }
      if (!intent) continue;
      const std::uint64_t before = state_hash(t);
      apply(t, *intent, now, out);
      if (!out.ok()) {
        ++refusals;
        ASSERT_EQ(state_hash(t), before) << "seed " << seed;
        continue;
      }
      check_tiles_conserved(t);
      ASSERT_FALSE(::testing::Test::HasFatalFailure()) << "seed " << seed;
    }
    ASSERT_TRUE(game_over(t)) << "seed " << seed << " never ended";
    EXPECT_GT(refusals, 0);
    EXPECT_EQ(static_cast<int>(t.history.size()), rounds_in_game(settings));
  }
}

}  // namespace
}  // namespace jongtable::gimme
