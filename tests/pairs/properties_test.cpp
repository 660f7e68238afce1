// Pairs against the one property harness (tests/properties/harness.hpp): the checks every
// game passes, here for this game alone because tests/properties lists the five games
// the server plays. Then Pairs' own: both outcomes of a round happen, and claims too.
#include <gtest/gtest.h>

#include "harness.hpp"
#include "jongtable/pairs/match.hpp"
#include "pairs_game.hpp"

namespace jongtable::properties {
namespace {

TEST(PairsProperties, GamesEndWithEveryCardInOnePlace) {
  games_end_with_every_card_in_one_place<PairsGame>();
}

TEST(PairsProperties, NoViewOrEventShowsAHiddenCard) {
  no_view_or_event_shows_a_hidden_card<PairsGame>();
}

TEST(PairsProperties, EveryListedMoveIsAccepted) {
  every_listed_move_is_accepted<PairsGame>();
}

TEST(PairsProperties, ReplayEqualsLive) {
  replay_equals_live<PairsGame>();
}

TEST(PairsProperties, CarelessIntentsAreRefusedWithNothingChanged) {
  careless_intents_are_refused_with_nothing_changed<PairsGame>();
}

// Bot games reach every way a round ends, so the checks above have seen each of them.
TEST(PairsProperties, BotGamesWinByDrawAndByClaimAndEndInDrawGames) {
  int rounds = 0, claims = 0, draw_games = 0;
  for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
    const pairs::MatchResult r = pairs::play_match(PairsGame::settings_for(seed), seed);
    ASSERT_TRUE(r.finished) << "seed " << seed;
    rounds += r.rounds;
    claims += r.claims;
    draw_games += r.draw_games;
  }
  EXPECT_GT(claims, rounds / 20);
  EXPECT_GT(draw_games, 0);
  EXPECT_GT(rounds - claims - draw_games, rounds / 20);
}

}  // namespace
}  // namespace jongtable::properties
