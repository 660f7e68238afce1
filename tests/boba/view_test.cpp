// What a seat sees: every pile in order, the supply as a count, its own hand, the other's
// count, both score rows, and what it may do now.
#include <gtest/gtest.h>

#include "boba_fixture.hpp"

namespace jongtable::boba {
namespace {

using testing::BobaTest;
using testing::card;
using testing::cards;
using testing::Layout;
using testing::seat;

class ViewTest : public BobaTest {};

const Layout kTable = testing::layout(
    0, "taro4 taro6 mango8 pearls red_bean", "butterfly1 butterfly5 strawberry8 grass_jelly mango4",
    "matcha2 matcha3", "matcha5", "strawberry7", "mango6 taro8", false, "taro0", "mango1 mango2");

TEST_F(ViewTest, PilesInFullHandsHiddenSupplyCounted) {
  start(kTable);
  const View mine = view_for(state, seat(0));
  EXPECT_EQ(mine.piles[0], cards("matcha2 matcha3"));
  EXPECT_EQ(mine.piles[1], cards("matcha5"));
  EXPECT_EQ(mine.supply_count, static_cast<int>(state.supply.size()));
  auto own = cards("taro4 taro6 mango8 pearls red_bean");
  std::sort(own.begin(), own.end());
  EXPECT_EQ(mine.hand, own);
  EXPECT_EQ(mine.players[1].hand_count, 5);
  EXPECT_EQ(mine.players[0].score_cards, cards("taro0"));
  EXPECT_EQ(mine.players[1].score_cards, cards("mango1 mango2"));
  EXPECT_EQ(mine.phase, Phase::drawing);
  EXPECT_EQ(mine.current, seat(0));
  EXPECT_EQ(mine.decision_deadline, now + 45000);

  const View theirs = view_for(state, seat(1));
  auto other = cards("butterfly1 butterfly5 strawberry8 grass_jelly mango4");
  std::sort(other.begin(), other.end());
  EXPECT_EQ(theirs.hand, other);
  EXPECT_EQ(theirs.players[0].hand_count, 5);

  const View spectator = view_for(state, std::nullopt);
  EXPECT_TRUE(spectator.hand.empty());
  EXPECT_FALSE(spectator.legal.draw_supply);
  EXPECT_EQ(spectator.piles, mine.piles);
}

TEST_F(ViewTest, LegalActionsFollowTheStepsOfTheTurn) {
  start(kTable);
  View v = view_for(state, seat(0));
  EXPECT_TRUE(v.legal.draw_supply);
  EXPECT_EQ(v.legal.take_pile, (std::vector<int>{0, 1, 2}));
  EXPECT_TRUE(v.legal.sets.empty());
  EXPECT_FALSE(v.legal.end_sets);
  EXPECT_FALSE(view_for(state, seat(1)).legal.draw_supply);

  play(DrawSupply{seat(0)});
  v = view_for(state, seat(0));
  EXPECT_TRUE(v.legal.draw_supply) << "drawing again";
  EXPECT_TRUE(v.legal.end_sets);
  // taro4 and taro6 with the top of the second pile (index 1), matcha5.
  const SetOption with_pile{{card("taro4"), card("taro6"), card("matcha5")}, 2, 1};
  EXPECT_NE(std::find(v.legal.sets.begin(), v.legal.sets.end(), with_pile), v.legal.sets.end());
  for (const SetOption& option : v.legal.sets) {
    EXPECT_TRUE(option.from_hand == 3 || option.pile.has_value());
  }
  EXPECT_FALSE(view_for(state, seat(1)).legal.end_sets);
}

TEST_F(ViewTest, AtTheHandLimitOnlyDiscardsToTheAllowedPiles) {
  Layout layout = kTable;
  layout.hand0 = "taro1 taro5 matcha8 pearls mango3 mango5 butterfly2";
  layout.pile2 = "";
  start(layout);
  play(DrawSupply{seat(0)});
  play(EndSets{seat(0)});
  const View v = view_for(state, seat(0));
  EXPECT_TRUE(v.legal.discard);
  EXPECT_EQ(v.legal.discard_piles, (std::vector<int>{2}));
  EXPECT_FALSE(v.legal.draw_supply);
  EXPECT_TRUE(v.legal.sets.empty());
}

TEST_F(ViewTest, AtTheEndEveryoneSeesTheScoring) {
  Layout layout;
  layout.pile0 = "taro8";
  layout.pile1 = "matcha8";
  layout.supply_exact = true;
  layout.score0 = "taro0 matcha0 strawberry6 butterfly6 mango6 taro3";
  start(layout);
  play(TakePileTop{seat(0), 0});
  play(EndSets{seat(0)});
  play(TakePileTop{seat(1), 1});
  play(EndSets{seat(1)});
  const View v = view_for(state, std::nullopt);
  EXPECT_EQ(v.phase, Phase::game_over);
  ASSERT_TRUE(v.result.has_value());
  EXPECT_EQ(v.result->players[0].best.total(), 16);
  EXPECT_EQ(v.result->winner, seat(0));
  EXPECT_FALSE(view_for(state, seat(0)).legal.draw_supply);
}

}  // namespace
}  // namespace jongtable::boba
