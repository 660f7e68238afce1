// Properties over thousands of seeded games between basic bots: tiles are conserved,
// every game ends, no view shows a concealed tile its viewer may not see, every legal
// action a view offers is accepted, windows last the same whatever the tile, and a game
// replays exactly from its seed and inputs.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "fixture.hpp"
#include "jongtable/gimme/match.hpp"

namespace jongtable::gimme {
namespace {

using testing::seat;

Settings varied_settings(std::uint64_t seed) {
  Settings s;
  s.seats = 2 + static_cast<int>(seed % 3);
  s.pesky_pairs_1 = seed % 5 == 1;
  s.pesky_pairs_2 = seed % 7 == 2;
  s.mahjong_first = seed % 4 == 3;
  s.bonuses = seed % 6 != 4;
  s.gimme_window = seed % 2 ? 2500 : 800;
  s.turn_clock = seed % 9 == 0 ? 0 : 30000;
  return s;
}

void check_tiles_conserved(const State& t) {
  if (t.phase == Phase::not_started) return;
  std::array<int, kTileCount> seen{};
  for (int s = 0; s < t.settings.seats; ++s) {
    for (TileId tile : t.players[s].concealed) ++seen[index(tile)];
    for (const GimmeSet& set : t.players[s].exposed) {
      for (TileId tile : set.tiles) ++seen[index(tile)];
    }
  }
  for (TileId tile : t.pool) ++seen[index(tile)];
  for (TileId tile : t.dropped) ++seen[index(tile)];
  for (int id = 0; id < kTileCount; ++id) ASSERT_EQ(seen[id], 1) << "tile " << id;
}

// Every tile a view shows must be public or the viewer's own.
void check_view_hides(const State& t, std::optional<Seat> viewer) {
  const View view = view_for(t, viewer);
  std::array<bool, kTileCount> hidden{};  // concealed by someone other than the viewer
  for (int s = 0; s < t.settings.seats; ++s) {
    if (seat(s) == viewer || t.players[s].finished) continue;
    for (TileId tile : t.players[s].concealed) hidden[index(tile)] = true;
  }
  for (TileId tile : t.pool) hidden[index(tile)] = true;
  auto visible = [&](TileId tile) { ASSERT_FALSE(hidden[index(tile)]) << "tile " << index(tile); };
  for (TileId tile : view.hand) visible(tile);
  if (view.just_drawn) visible(*view.just_drawn);
  for (const SeatView& s : view.seats) {
    for (TileId tile : s.revealed) visible(tile);
    for (const GimmeSet& set : s.exposed) {
      for (TileId tile : set.tiles) visible(tile);
    }
  }
  for (TileId tile : view.dropped) visible(tile);
  if (view.window) visible(view.window->tile);
  for (TileId tile : view.legal.drop) visible(tile);
  if (viewer) {
    EXPECT_EQ(view.hand, t.players[engine::index(*viewer)].concealed);
  } else {
    EXPECT_TRUE(view.hand.empty());
  }
}

void check_events_addressed(const State& t, const Outcome& out) {
  for (const Event& e : out.events) {
    for (int s = -1; s < t.settings.seats; ++s) {
      const std::optional<Seat> viewer = s < 0 ? std::nullopt : std::optional(seat(s));
      if (!e.audience.includes(viewer)) continue;
      if (const auto* dealt = std::get_if<HandDealt>(&e.body)) {
        ASSERT_EQ(viewer, dealt->seat);
      }
      if (const auto* drawn = std::get_if<TileDrawn>(&e.body); drawn && drawn->tile) {
        ASSERT_EQ(viewer, drawn->seat);
      }
    }
  }
}

// Every action each seat's view offers is accepted (on a copy of the state).
void check_legal_actions_accepted(const State& t, Millis now) {
  for (int s = 0; s < t.settings.seats; ++s) {
    const View view = view_for(t, seat(s));
    const LegalActions& legal = view.legal;
    std::vector<Intent> offered;
    for (TileId tile : legal.drop) offered.push_back(Drop{seat(s), tile});
    if (legal.declare_mahjong) offered.push_back(DeclareMahjong{seat(s)});
    if (legal.pass) offered.push_back(Pass{seat(s), view.window->id});
    for (const GimmeTiles& option : legal.gimme_options) {
      offered.push_back(
          Gimme{seat(s), view.window->id, std::vector<TileId>(option.begin(), option.end())});
    }
    for (const JokerStealOption& steal : legal.joker_steals) {
      offered.push_back(JokerSteal{seat(s), steal.tile, steal.owner, steal.set});
    }
    for (const Intent& intent : offered) {
      State copy = t;
      const Outcome out = apply(copy, intent, now);
      ASSERT_TRUE(out.ok()) << "seat " << s << " refused: " << code(*out.error);
    }
  }
}

TEST(Properties, ThousandsOfBotGamesKeepEveryInvariant) {
  int games = 0, rounds = 0, gimmes = 0, steals = 0, mahjongs = 0, shared = 0;
  for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
    const Settings settings = varied_settings(seed);
    const bool deep = seed <= 500;  // views and legal actions checked at every step
    int step = 0;
    const MatchObserver observer = [&](const State& t, const Intent&, Millis now,
                                       const Outcome& out) {
      ++step;
      check_tiles_conserved(t);
      for (const Event& e : out.events) {
        // A window lasts the same whatever the tile (a Joker's too).
        if (const auto* dropped = std::get_if<TileDropped>(&e.body)) {
          ASSERT_EQ(dropped->closes_at - now, settings.gimme_window);
        }
      }
      if (!deep && step % 16 != 0) return;
      check_events_addressed(t, out);
      for (int s = -1; s < settings.seats; ++s) {
        check_view_hides(t, s < 0 ? std::nullopt : std::optional(seat(s)));
      }
      check_legal_actions_accepted(t, now);
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

struct Input {
  Intent intent;
  Millis at;
};

TEST(Properties, ReplayingSeedAndInputsYieldsTheIdenticalState) {
  for (std::uint64_t seed = 1; seed <= 150; ++seed) {
    const Settings settings = varied_settings(seed);
    std::vector<Input> inputs;
    std::vector<std::uint64_t> hashes;
    const MatchObserver observer = [&](const State& t, const Intent& intent, Millis now,
                                       const Outcome&) {
      inputs.push_back({intent, now});
      hashes.push_back(state_hash(t));
    };
    std::array<BasicBot, 4> bots{BasicBot(seed), BasicBot(seed), BasicBot(seed), BasicBot(seed)};
    const MatchResult result = play_match(
        settings, seed, std::span<BasicBot>(bots.data(), static_cast<std::size_t>(settings.seats)),
        observer);
    State replay = create_table(settings, seed);
    Outcome out;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      apply(replay, inputs[i].intent, inputs[i].at, out);
      ASSERT_TRUE(out.ok()) << "seed " << seed << " input " << i;
      ASSERT_EQ(state_hash(replay), hashes[i]) << "seed " << seed << " input " << i;
    }
    EXPECT_EQ(state_hash(replay), result.final_state_hash);
  }
}

TEST(Properties, RefusedIntentsChangeNothing) {
  // Random intents thrown at games in progress: every refusal leaves the state as it was.
  engine::Rng rng(5);
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const Settings settings = varied_settings(seed);
    int step = 0;
    const MatchObserver observer = [&](const State& t, const Intent&, Millis now, const Outcome&) {
      if (++step % 3 != 0) return;
      const Seat who = seat(static_cast<int>(rng.below(5)));
      const auto tile = TileId(static_cast<int>(rng.below(120)));
      const std::uint32_t window = t.window.id + static_cast<std::uint32_t>(rng.below(2));
      const std::array<Intent, 8> tries = {
          Drop{who, tile},
          Gimme{who, window, {tile}},
          Gimme{who, window, {tile, TileId(static_cast<int>(rng.below(116)))}},
          Pass{who, window},
          JokerSteal{who, tile, seat(static_cast<int>(rng.below(4))),
                     static_cast<int>(rng.below(3))},
          DeclareMahjong{who},
          TurnClockExpired{t.decision + static_cast<std::uint32_t>(rng.below(2))},
          BeginNextRound{t.round + static_cast<int>(rng.below(2))}};
      for (const Intent& intent : tries) {
        State copy = t;
        const Outcome out = apply(copy, intent, now + static_cast<Millis>(rng.below(4000)));
        if (!out.ok()) {
          ASSERT_TRUE(copy == t) << code(*out.error);
          ASSERT_EQ(state_hash(copy), state_hash(t));
        } else {
          check_tiles_conserved(copy);
        }
      }
    };
    std::array<BasicBot, 4> bots{BasicBot(seed), BasicBot(seed), BasicBot(seed), BasicBot(seed)};
    const MatchResult result = play_match(
        settings, seed, std::span<BasicBot>(bots.data(), static_cast<std::size_t>(settings.seats)),
        observer);
    ASSERT_FALSE(::testing::Test::HasFailure()) << "seed " << seed;
    EXPECT_TRUE(result.finished);
  }
}

// A careless table: each step is a bot's move, a random (often illegal) intent, or a
// timer firing early, so the turn clock plays after draws, Gimmes and steals, windows
// close with answers missing, and stale timers arrive. Games still end and tiles stay.
TEST(Properties, CarelessPlayGamesStillEndWithEveryTileAccountedFor) {
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const Settings settings = varied_settings(seed);
    State t = create_table(settings, seed);
    engine::Rng rng(seed * 31 + 7);
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
          intent = bots[static_cast<std::size_t>(engine::index(who))].decide(view_for(t, who));
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
