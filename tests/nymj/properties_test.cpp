// Properties over thousands of seeded random games: cards and tokens are conserved,
// every game ends, no seat is ever told another's concealed card, refused intents
// change nothing, and a game replays exactly from its seed and inputs.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "seeded_games.hpp"
#include "table_fixture.hpp"

namespace jongtable::nymj {
namespace {

using testing::seat;

struct Input {
  Intent intent;
  Millis at;
};

// A careless player: legal moves, often sensible, often random, with mistaken steals,
// late and out-of-turn intents thrown in. Sensible enough that rounds are won, so
// games (and their tiebreakers) end.
class RandomPlay {
 public:
  explicit RandomPlay(std::uint64_t seed) : rng_(seed) {}

  Intent next(const Table& t) {
    const int seats = static_cast<int>(t.players.size());
    const Seat someone = seat(static_cast<int>(rng_.below(seats)));
    if (rng_.below(20) == 0) return Discard{someone, CardId(static_cast<int>(rng_.below(75)))};
    switch (t.phase) {
      case Phase::not_started:
        return StartGame{};
      case Phase::awaiting_discard: {
        const Player& p = t.players[index(t.current)];
        if (is_winning(p.concealed, static_cast<int>(p.exposed.size())) && rng_.below(4) != 0)
          return DeclareWin{t.current};
        if (rng_.below(30) == 0) return TurnClockExpired{t.decision};
        if (rng_.below(4) == 0)
          return Discard{t.current, p.concealed[rng_.below(p.concealed.size())]};
        return Discard{t.current, least_useful(p)};
      }
      case Phase::claim_window: {
        const auto latency = static_cast<Millis>(rng_.below(300));
        switch (rng_.below(8)) {
          case 0:
            return Steal{someone, t.window.id, latency};
          case 1:
          case 2:
            return Pass{someone, t.window.id};
          case 3: {
            // Someone who really can use the card.
            for (int s = 0; s < seats; ++s) {
              const Player& p = t.players[s];
              if (seat(s) != t.window.discarder &&
                  classify_claim(count_faces(p.concealed), static_cast<int>(p.exposed.size()),
                                 face_of(t.window.card)) != ClaimKind::mistaken) {
                return Steal{seat(s), t.window.id, latency};
              }
            }
            return ClaimWindowExpired{t.window.id};
          }
          default:
            return ClaimWindowExpired{t.window.id};
        }
      }
      case Phase::awaiting_exposure: {
        const Player& p = t.players[index(t.current)];
        if (rng_.below(3) == 0) return TurnClockExpired{t.decision};
        return ExposeSet{t.current, p.concealed[rng_.below(p.concealed.size())],
                         p.concealed[rng_.below(p.concealed.size())]};
      }
      case Phase::round_over:
        return BeginNextRound{t.round};
      case Phase::game_over:
        return StartGame{};
    }
    return StartGame{};
  }

 private:
  // The card whose discard leaves the hand closest to winning.
  static CardId least_useful(const Player& p) {
    const FaceCounts all = count_faces(p.concealed);
    const int sets = static_cast<int>(p.exposed.size());
    CardId best = p.concealed.front();
    int best_distance = 99;
    for (CardId c : p.concealed) {
      FaceCounts rest = all;
      --rest[index(face_of(c))];
      const int d = cards_from_winning(rest, sets);
      if (d < best_distance) best_distance = d, best = c;
    }
    return best;
  }

  Rng rng_;
};

void check_cards_conserved(const Table& t) {
  if (t.phase == Phase::not_started) return;
  std::vector<int> seen(kDeckSize, 0);
  auto mark = [&](CardId c) { ++seen[index(c)]; };
  for (const auto& p : t.players) {
    std::for_each(p.concealed.begin(), p.concealed.end(), mark);
    for (const auto& set : p.exposed) std::for_each(set.cards.begin(), set.cards.end(), mark);
  }
  std::for_each(t.draw_pile.begin(), t.draw_pile.end(), mark);
  std::for_each(t.discard_pile.begin(), t.discard_pile.end(), mark);
  if (t.stolen_card) mark(*t.stolen_card);
  for (int id = 0; id < kDeckSize; ++id) ASSERT_EQ(seen[id], 1) << "card " << id;
}

void check_no_leaks(const Table& t, const Outcome& out, bool check_views) {
  const int seats = static_cast<int>(t.players.size());
  for (int s = -1; s < seats; ++s) {
    const std::optional<Seat> viewer = s < 0 ? std::nullopt : std::optional(seat(s));
    for (const Event& e : out.events) {
      if (!e.audience.includes(viewer)) continue;
      if (auto* dealt = std::get_if<HandDealt>(&e.body)) {
        ASSERT_EQ(viewer, dealt->seat);
      }
      if (auto* drawn = std::get_if<CardDrawn>(&e.body); drawn && drawn->card) {
        ASSERT_EQ(viewer, drawn->seat);
      }
    }
    if (!check_views) continue;
    const TableView view = view_for(t, viewer);
    std::vector<CardId> own;
    if (viewer) own = t.players[s].concealed;
    std::sort(own.begin(), own.end());
    ASSERT_EQ(view.hand, own);
    if (view.just_drawn) {
      ASSERT_TRUE(std::binary_search(own.begin(), own.end(), *view.just_drawn));
    }
  }
}

struct GameLog {
  std::uint64_t seed;
  Settings settings;
  std::vector<Input> inputs;
  Table final_state;
  int refusals = 0;
};

GameLog play_random_game(std::uint64_t seed, int seats) {
  Settings settings = testing::test_settings(seats);
  settings.turn_cap = 60;
  Table t = create_table(settings, seed);
  GameLog log{seed, settings, {}, t, 0};
  RandomPlay player(seed * 7919 + 1);
  const int total_tokens = seats * log.settings.starting_tokens;
  Millis now = 0;
  for (int step = 0; step < 200000 && t.phase != Phase::game_over; ++step) {
    now += 1;
    const Intent intent = player.next(t);
    const auto before = state_hash(t);
    const Outcome out = apply(t, intent, now);
    if (!out.ok()) {
      ++log.refusals;
      EXPECT_EQ(state_hash(t), before) << "a refused intent changed the table";
      continue;
    }
    log.inputs.push_back({intent, now});
    check_cards_conserved(t);
    // Views are rebuilt on a sample of steps (and every step that ends a round).
    check_no_leaks(t, out, step % 8 == 0 || t.phase == Phase::round_over);
    int tokens = 0;
    for (const auto& p : t.players) {
      EXPECT_GE(p.tokens, 0);
      tokens += p.tokens;
    }
    EXPECT_EQ(tokens, total_tokens) << "tokens are never created or destroyed";
    if (::testing::Test::HasFatalFailure()) break;
  }
  EXPECT_EQ(t.phase, Phase::game_over) << "seed " << seed << " never ended";
  log.final_state = t;
  return log;
}

TEST(Properties, ThousandsOfRandomGamesKeepEveryInvariant) {
  const int total = jongtable::testing::seeded_games(2000);
  int games = 0, rounds = 0, refusals = 0;
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(total); ++seed) {
    const auto log = play_random_game(seed, seed % 2 ? 4 : 3);
    ASSERT_FALSE(::testing::Test::HasFailure()) << "seed " << seed;
    ++games;
    rounds += log.final_state.round;
    refusals += log.refusals;
    EXPECT_TRUE(log.final_state.result.has_value());
  }
  EXPECT_EQ(games, total);
  EXPECT_GT(rounds, total * 4);
  EXPECT_GT(refusals, 0) << "the random player does try illegal things";
}

TEST(Properties, ReplayingSeedAndInputsYieldsTheIdenticalState) {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const auto log = play_random_game(seed, 4);
    Table replay = create_table(log.settings, log.seed);
    for (const auto& input : log.inputs) ASSERT_TRUE(apply(replay, input.intent, input.at).ok());
    ASSERT_TRUE(replay == log.final_state) << "seed " << seed;
    ASSERT_EQ(state_hash(replay), state_hash(log.final_state));
  }
}

TEST(Properties, DifferentSeedsGiveDifferentGames) {
  const auto a = play_random_game(11, 4);
  const auto b = play_random_game(12, 4);
  EXPECT_NE(state_hash(a.final_state), state_hash(b.final_state));
}

}  // namespace
}  // namespace jongtable::nymj
