// One property harness, every game: the same checks (harness.hpp) against each game's
// adapter. A sixth game joins by adding its adapter to the list below.
#include <gtest/gtest.h>

#include "american_game.hpp"
#include "boba_game.hpp"
#include "chinese_game.hpp"
#include "gimme_game.hpp"
#include "harness.hpp"
#include "nymj_game.hpp"

namespace jongtable::properties {
namespace {

template <typename G>
class EveryGame : public ::testing::Test {};

using Games = ::testing::Types<NymjGame, GimmeGame, AmericanGame, ChineseGame, BobaGame>;

struct GameNames {
  template <typename G>
  static std::string GetName(int) {
    return G::name;
  }
};
TYPED_TEST_SUITE(EveryGame, Games, GameNames);

TYPED_TEST(EveryGame, GamesEndWithEveryCardInOnePlace) {
  games_end_with_every_card_in_one_place<TypeParam>();
}

TYPED_TEST(EveryGame, NoViewOrEventShowsAHiddenCard) {
  no_view_or_event_shows_a_hidden_card<TypeParam>();
}

TYPED_TEST(EveryGame, EveryListedMoveIsAccepted) {
  every_listed_move_is_accepted<TypeParam>();
}

TYPED_TEST(EveryGame, ReplayEqualsLive) {
  replay_equals_live<TypeParam>();
}

TYPED_TEST(EveryGame, CarelessIntentsAreRefusedWithNothingChanged) {
  careless_intents_are_refused_with_nothing_changed<TypeParam>();
}

}  // namespace
}  // namespace jongtable::properties
