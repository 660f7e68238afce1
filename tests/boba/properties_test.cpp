// Properties over thousands of seeded games between basic bots, and of random intents:
// cards are conserved, games end, no seat is told the other's hand or the supply's
// order, refused intents change nothing, and a game replays exactly from its inputs.
#include <gtest/gtest.h>

#include <algorithm>

#include "boba_fixture.hpp"
#include "jongtable/boba/match.hpp"

namespace jongtable::boba {
namespace {

using testing::seat;

void check_cards_conserved(const State& s) {
  if (s.phase == Phase::not_started) return;
  std::array<int, kDeckSize> seen{};
  auto mark = [&](const std::vector<CardId>& cards) {
    for (CardId c : cards) ++seen[index(c)];
  };
  for (const auto& p : s.players) {
    mark(p.hand);
    mark(p.score_cards);
  }
  for (const auto& pile : s.piles) mark(pile);
  mark(s.supply);
  mark(s.removed);
  for (int id = 0; id < kDeckSize; ++id) ASSERT_EQ(seen[id], 1) << "card " << id;
  for (CardId c : s.removed) ASSERT_TRUE(is_zero(c)) << "only 0s leave the game";
}

// Cards in events go only to the seat that holds them; views hold the viewer's own hand
// and nothing that orders the supply.
void check_no_leaks(const State& s, const Outcome& out, bool check_views) {
  for (int v = -1; v < kSeats; ++v) {
    const std::optional<Seat> viewer = v < 0 ? std::nullopt : std::optional(seat(v));
    for (const Event& e : out.events) {
      if (!e.audience.includes(viewer)) continue;
      if (const auto* dealt = std::get_if<HandDealt>(&e.body)) {
        ASSERT_EQ(viewer, dealt->seat);
      }
      if (const auto* drawn = std::get_if<SupplyDrawn>(&e.body); drawn && !drawn->cards.empty()) {
        ASSERT_EQ(viewer, drawn->seat);
      }
    }
    if (!check_views) continue;
    const View view = view_for(s, viewer);
    std::vector<CardId> own;
    if (viewer) own = s.players[v].hand;
    std::sort(own.begin(), own.end());
    ASSERT_EQ(view.hand, own);
    ASSERT_EQ(view.supply_count, static_cast<int>(s.supply.size()));
    for (int p = 0; p < kSeats; ++p) {
      ASSERT_EQ(view.players[p].hand_count, static_cast<int>(s.players[p].hand.size()));
    }
    // Sets on offer use the viewer's own cards and pile tops only.
    for (const SetOption& option : view.legal.sets) {
      for (int i = 0; i < option.from_hand; ++i) {
        ASSERT_TRUE(std::binary_search(own.begin(), own.end(), option.cards[i]));
      }
    }
  }
}

struct Input {
  Intent intent;
  Millis at;
};

TEST(Properties, ThousandsOfBotGamesEndAndKeepEveryInvariant) {
  int games = 0, shared = 0, by_points = 0;
  std::array<int, kSeats> wins{};
  long turns = 0;
  for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
    int step = 0;
    const MatchResult result = play_match(
        Settings{}, seed, [&](const Intent&, Millis, const State& s, const Outcome& out) {
          check_cards_conserved(s);
          check_no_leaks(s, out, step++ % 4 == 0 || game_over(s));
        });
    ASSERT_FALSE(::testing::Test::HasFailure()) << "seed " << seed;
    ASSERT_TRUE(result.finished) << "seed " << seed << " never ended";
    ASSERT_EQ(result.refused_intents, 0) << "seed " << seed;
    ASSERT_EQ(result.clock_expiries, 0) << "seed " << seed;
    ++games;
    turns += result.turns;
    if (result.winner) ++wins[index(*result.winner)];
    shared += !result.winner;
    by_points += result.decided_by == DecidedBy::points;
  }
  EXPECT_EQ(games, 3000);
  // Both seats win games, and most games are decided on points.
  EXPECT_GT(wins[0], 500);
  EXPECT_GT(wins[1], 500);
  EXPECT_GT(by_points, 2000);
  EXPECT_GT(turns, 3000 * 4);
}

TEST(Properties, ABotGameReplaysIdenticallyFromItsSeedAndInputs) {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    std::vector<Input> inputs;
    std::vector<std::uint64_t> hashes;
    const MatchResult first = play_match(
        Settings{}, seed, [&](const Intent& intent, Millis at, const State& s, const Outcome&) {
          inputs.push_back({intent, at});
          hashes.push_back(state_hash(s));
        });
    const MatchResult again = play_match(Settings{}, seed);
    ASSERT_EQ(first.final_state_hash, again.final_state_hash) << "seed " << seed;

    State replay = create_table(Settings{}, seed);
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      ASSERT_TRUE(apply(replay, inputs[i].intent, inputs[i].at).ok()) << "seed " << seed;
      ASSERT_EQ(state_hash(replay), hashes[i]) << "seed " << seed << " step " << i;
    }
    ASSERT_EQ(state_hash(replay), first.final_state_hash);
  }
}

// A careless player: mostly legal moves from the view, with garbage thrown in.
Intent random_intent(const State& s, engine::Rng& rng) {
  const Seat someone = seat(static_cast<int>(rng.below(3)));  // seat 2 does not exist
  const auto any_card = [&] { return CardId(static_cast<std::uint8_t>(rng.below(kDeckSize))); };
  const int pile = static_cast<int>(rng.below(4));
  switch (rng.below(9)) {
    case 0:
      return StartGame{};
    case 1:
      return DrawSupply{rng.below(4) ? s.current : someone};
    case 2:
      return TakePileTop{rng.below(4) ? s.current : someone, pile};
    case 3:
      return EndSets{rng.below(4) ? s.current : someone};
    case 4:
      return TurnClockExpired{s.decision - static_cast<std::uint32_t>(rng.below(2))};
    case 5: {
      const auto& hand = s.players[index(s.current)].hand;
      const CardId c = hand.empty() ? any_card() : hand[rng.below(hand.size())];
      return Discard{s.current, rng.below(5) ? c : any_card(),
                     rng.below(3) ? std::optional<int>(pile) : std::nullopt};
    }
    default: {
      // A set from the view's options, kept and placed at random; or nonsense.
      const View view = view_for(s, s.current);
      if (view.legal.sets.empty() || rng.below(6) == 0) {
        return MakeSet{
            s.current, {any_card(), any_card(), any_card()}, std::nullopt, any_card(), {}};
      }
      const SetOption& o = view.legal.sets[rng.below(view.legal.sets.size())];
      const int keep = static_cast<int>(rng.below(3));
      MakeSet set{
          s.current, {o.cards.begin(), o.cards.begin() + o.from_hand}, o.pile, o.cards[keep], {}};
      int placed = 0;
      for (int k = 0; k < 3; ++k) {
        if (k != keep) set.others[placed++] = {o.cards[k], static_cast<int>(rng.below(3))};
      }
      return set;
    }
  }
}

TEST(Properties, RandomIntentsNeverBreakTheTableAndRefusalsChangeNothing) {
  int refusals = 0, ended = 0;
  for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
    State s = create_table(Settings{}, seed);
    engine::Rng rng(seed * 31 + 7);
    Millis now = 0;
    for (int step = 0; step < 3000 && !game_over(s); ++step) {
      now += 10;
      const Intent intent = random_intent(s, rng);
      const State before = s;
      const Outcome out = apply(s, intent, now);
      if (!out.ok()) {
        ++refusals;
        ASSERT_TRUE(s == before) << "a refused intent changed the table, seed " << seed;
        ASSERT_TRUE(out.events.empty());
        continue;
      }
      check_cards_conserved(s);
      check_no_leaks(s, out, step % 16 == 0);
      ASSERT_FALSE(::testing::Test::HasFailure()) << "seed " << seed;
    }
    ended += game_over(s);
  }
  EXPECT_GT(refusals, 0);
  EXPECT_GT(ended, 1000);
}

}  // namespace
}  // namespace jongtable::boba
