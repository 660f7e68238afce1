// Boba's own properties over thousands of seeded games between basic bots, and of random
// intents: both seats win, most games are decided on points, a view counts what it may
// not show, sets on offer use the viewer's own cards, and careless play ends. What every
// game must keep (cards in one place, no hidden card shown or told, legal moves accepted,
// replays, refusals) is checked once for all games in tests/properties.
#include <gtest/gtest.h>

#include <algorithm>

#include "boba_fixture.hpp"
#include "boba_game.hpp"
#include "harness.hpp"
#include "jongtable/boba/match.hpp"

namespace jongtable::boba {
namespace {

using testing::seat;

void check_cards_conserved(const State& s) {
  properties::expect_each_card_once<properties::BobaGame>(s, s.settings);
  for (CardId c : s.removed) ASSERT_TRUE(is_zero(c)) << "only 0s leave the game";
}

// A view counts the supply and the other hand without showing them, and offers sets of the
// viewer's own cards and pile tops only.
void check_view_counts(const State& s, bool check_views) {
  for (int v = -1; v < kSeats; ++v) {
    const std::optional<Seat> viewer = v < 0 ? std::nullopt : std::optional(seat(v));
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

TEST(Properties, ThousandsOfBotGamesEndAndKeepEveryInvariant) {
  int games = 0, shared = 0, by_points = 0;
  std::array<int, kSeats> wins{};
  long turns = 0;
  for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
    int step = 0;
    const MatchResult result =
        play_match(Settings{}, seed, [&](const State& s, const Intent&, Millis, const Outcome&) {
          check_cards_conserved(s);
          check_view_counts(s, step++ % 4 == 0 || game_over(s));
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

// A careless player: mostly legal moves from the view, with garbage thrown in.
Intent random_intent(const State& s, kernel::Rng& rng) {
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
    kernel::Rng rng(seed * 31 + 7);
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
      check_view_counts(s, step % 16 == 0);
      ASSERT_FALSE(::testing::Test::HasFailure()) << "seed " << seed;
    }
    ended += game_over(s);
  }
  EXPECT_GT(refusals, 0);
  EXPECT_GT(ended, 1000);
}

}  // namespace
}  // namespace jongtable::boba
