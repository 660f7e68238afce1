// docs/rules/boba.md "The end": drawing from an empty supply is neither offered nor
// allowed (a pile's top is the draw then); only when the supply and every pile are empty
// does the game end without the last turn's draw. The turn clock and the bot follow.
#include <gtest/gtest.h>

#include "boba_fixture.hpp"
#include "jongtable/boba/bot.hpp"

namespace jongtable::boba {
namespace {

using testing::BobaTest;
using testing::find_event;
using testing::Layout;
using testing::seat;

class EmptySupply : public BobaTest {};

// Seat 0 draws the last two cards of the supply; seat 1's last turn has only the piles.
const Layout kLastTwoInTheSupply =
    testing::layout(0, "taro1", "mango1", "taro8", "matcha8", "", "taro5 taro6", true);

TEST_F(EmptySupply, DrawingFromItIsNotOfferedAndIsRefused) {
  start(kLastTwoInTheSupply);
  play(DrawSupply{seat(0)});
  play(EndSets{seat(0)});
  ASSERT_TRUE(state.supply.empty());
  ASSERT_EQ(state.current, seat(1));
  EXPECT_FALSE(view_for(state, seat(1)).legal.draw_supply);
  EXPECT_EQ(view_for(state, seat(1)).legal.take_pile, (std::vector<int>{0, 1}));
  refuse(DrawSupply{seat(1)}, RuleError::supply_empty);
  // Step 2's "draw again" is the same draw: from a pile only.
  play(TakePileTop{seat(1), 0});
  ASSERT_EQ(state.phase, Phase::sets_or_draw);
  EXPECT_FALSE(view_for(state, seat(1)).legal.draw_supply);
  refuse(DrawSupply{seat(1)}, RuleError::supply_empty);
  play(TakePileTop{seat(1), 1});
  EXPECT_TRUE(game_over(state));
}

TEST_F(EmptySupply, WithTheSupplyAndEveryPileEmptyTheGameEnds) {
  // Seat 0 takes the only card left anywhere: seat 1's last turn has nothing to draw.
  start(testing::layout(0, "taro1", "mango1", "taro8", "", "", "", true, "", "matcha6 taro6"));
  refuse(DrawSupply{seat(0)}, RuleError::supply_empty);
  play(TakePileTop{seat(0), 0});
  const Outcome out = play(EndSets{seat(0)});
  EXPECT_TRUE(game_over(state));
  EXPECT_EQ(find_event<TurnStarted>(out), nullptr);
  const auto* ended = find_event<GameEnded>(out);
  ASSERT_NE(ended, nullptr);
  EXPECT_EQ(ended->result->winner, seat(1));  // scored as at any end
  refuse(TakePileTop{seat(1), 0}, RuleError::game_over);
}

TEST_F(EmptySupply, TheTurnClockTakesTheLowestPilesTopInstead) {
  settings.turn_clock = 30000;
  start(testing::layout(0, "taro1", "mango1", "", "matcha8", "mango8", "", true));
  const Outcome out = play(timer_intent(kernel::TimerKind::turn_clock, state.decision));
  EXPECT_EQ(find_event<SupplyDrawn>(out), nullptr);
  const auto* taken = find_event<PileTopTaken>(out);
  ASSERT_NE(taken, nullptr);
  EXPECT_EQ(taken->pile, 1);
  EXPECT_TRUE(holds(0, "matcha8"));
  EXPECT_EQ(state.current, seat(1));
}

TEST_F(EmptySupply, TheBotTakesAPileAndEndsWhenNothingIsLeftToDraw) {
  start(testing::layout(0, "taro1", "mango1", "taro8", "", "", "", true));
  BasicBot bot(3);
  const auto draw = bot.decide(view_for(state, seat(0)));
  ASSERT_TRUE(draw.has_value());
  ASSERT_TRUE(std::holds_alternative<TakePileTop>(*draw));
  play(*draw);
  // Room in hand, no set, and nothing left to draw again: the bot ends its sets.
  const auto next = bot.decide(view_for(state, seat(0)));
  ASSERT_TRUE(next.has_value());
  EXPECT_TRUE(std::holds_alternative<EndSets>(*next));
}

}  // namespace
}  // namespace jongtable::boba
