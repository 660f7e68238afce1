// Properties over many seeded games between bots: cards and points conserved, games end,
// no view or event leaks a concealed card or another pair's pass, bots' intents are
// legal, refusals change nothing, replays are identical.
#include <set>

#include "fixture.hpp"
#include "jongtable/american/match.hpp"

namespace jongtable::american {
namespace {

using testing::seat;

int total_cards(const State& state) {
  if (state.phase == Phase::not_started) return kCardCount;
  int n = static_cast<int>(state.wall.size() + state.discards.size());
  for (int s = 0; s < state.settings.seats; ++s) {
    const Player& p = state.players[static_cast<std::size_t>(s)];
    n += static_cast<int>(p.concealed.size());
    for (const ExposedGroup& g : p.exposed) n += static_cast<int>(g.cards.size());
  }
  return n;
}

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
            conserved = conserved && total_cards(s) == kCardCount &&
                        total_points(s) == settings.seats * kStartingScore;
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

// Every card a view or an event shows a seat is its own or public.
TEST(Properties, NoViewOrEventLeaksAConcealedCardOrAnotherPairsPass) {
  for (const Settings& settings : table_kinds()) {
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      int checked = 0;
      const auto result = play_match(
          settings, seed, [&](const State& state, const Intent&, Millis, const Outcome& out) {
            const int n = state.settings.seats;
            std::set<int> open;  // cards anyone may see
            for (CardId c : state.discards) open.insert(index(c));
            for (int s = 0; s < n; ++s) {
              for (const auto& g : state.players[static_cast<std::size_t>(s)].exposed) {
                for (CardId c : g.cards) open.insert(index(c));
              }
            }
            if (state.phase == Phase::call_window) open.insert(index(state.window.card));
            for (const RoundResult& r : state.history) {
              for (CardId c : r.winning_hand) open.insert(index(c));
            }
            for (int v = -1; v < n; ++v) {
              const std::optional<Seat> viewer =
                  v < 0 ? std::nullopt : std::optional<Seat>(seat(v));
              std::set<int> mine = open;
              if (viewer) {
                for (CardId c : state.players[static_cast<std::size_t>(v)].concealed)
                  mine.insert(index(c));
              }
              const View view = view_for(state, viewer);
              std::vector<CardId> shown = view.hand;
              shown.insert(shown.end(), view.discards.begin(), view.discards.end());
              if (view.just_drawn) shown.push_back(*view.just_drawn);
              if (view.sealed && view.sealed->my_choice) {
                shown.insert(shown.end(), view.sealed->my_choice->cards.begin(),
                             view.sealed->my_choice->cards.end());
              }
              for (CardId c : shown) {
                EXPECT_TRUE(mine.count(index(c))) << "view of " << v << " shows card " << index(c);
              }
              if (!viewer) {
                EXPECT_TRUE(view.hand.empty());
              }
              for (const Event& e : out.events) {
                if (!e.audience.includes(viewer)) continue;
                std::vector<CardId> told;
                std::optional<Seat> owner;  // whose cards they are
                if (const auto* d = std::get_if<HandDealt>(&e.body)) {
                  told = d->cards;
                  owner = d->seat;
                } else if (const auto* drawn = std::get_if<CardDrawn>(&e.body)) {
                  if (drawn->card) told.push_back(*drawn->card);
                  owner = drawn->seat;
                } else if (const auto* p = std::get_if<CardsPassed>(&e.body)) {
                  told = p->own;
                  owner = p->from;
                } else if (const auto* r = std::get_if<CardsReceived>(&e.body)) {
                  told = r->cards;
                  owner = r->to;
                }
                if (!told.empty()) {
                  EXPECT_EQ(viewer, owner) << "event with cards told to " << v;
                }
              }
              ++checked;
            }
          });
      EXPECT_TRUE(result.finished);
      EXPECT_GT(checked, 0);
    }
  }
}

struct Step {
  Intent intent;
  Millis now;
};

TEST(Properties, ReplayIsIdenticalAndRefusalsChangeNothing) {
  for (const Settings& settings : table_kinds()) {
    const std::uint64_t seed = 99;
    std::vector<Step> steps;
    std::vector<std::uint64_t> hashes;
    const auto result = play_match(
        settings, seed, [&](const State& state, const Intent& intent, Millis now, const Outcome&) {
          steps.push_back({intent, now});
          hashes.push_back(state_hash(state));
        });
    ASSERT_TRUE(result.finished);
    State replay = create_table(settings, seed);
    Outcome out;
    for (std::size_t i = 0; i < steps.size(); ++i) {
      // A few intents that must be refused, each leaving the state exactly as it was.
      if (i % 7 == 0 && replay.phase != Phase::not_started) {
        const State before = replay;
        const Seat other = engine::seat_after(replay.current, settings.seats);
        for (const Intent& bad : std::vector<Intent>{
                 Discard{other, CardId(151)}, PassCall{seat(0), replay.window.id + 5},
                 ExchangeJoker{other, CardId(0), seat(0), 9}, StartGame{},
                 TurnClockExpired{replay.decision + 1}, BeginNextRound{replay.round + 1},
                 Call{seat(5), replay.window.id, true, {}}}) {
          apply(replay, bad, steps[i].now, out);
          ASSERT_FALSE(out.ok());
          ASSERT_EQ(replay, before);
        }
      }
      apply(replay, steps[i].intent, steps[i].now, out);
      ASSERT_TRUE(out.ok()) << "step " << i;
      ASSERT_EQ(state_hash(replay), hashes[i]) << "step " << i;
    }
    EXPECT_EQ(state_hash(replay), result.final_state_hash);
  }
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
