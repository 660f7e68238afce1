// Time (docs/rules/boba.md "Time"): when the turn clock runs out the server draws two from the
// supply, makes no set, and discards the highest-numbered cards down to seven.
#include <gtest/gtest.h>

#include "boba_fixture.hpp"

namespace jongtable::boba {
namespace {

using testing::BobaTest;
using testing::cards;
using testing::find_event;
using testing::Layout;
using testing::seat;

class TurnClock : public BobaTest {
 protected:
  const kernel::StartTimer* timer(const Outcome& out) {
    for (const auto& effect : out.effects) {
      if (const auto* start = std::get_if<kernel::StartTimer>(&effect)) return start;
    }
    return nullptr;
  }
};

const Layout kSevenInHand =
    testing::layout(0, "taro1 taro5 matcha8 pearls mango3 mango5 butterfly2",
                    "butterfly1 butterfly5 strawberry8 red_bean mango4", "matcha2", "butterfly3",
                    "strawberry7", "mango6 taro8");

TEST_F(TurnClock, EveryTurnStartsAClockOfTheSettingsLength) {
  State fresh = create_table(Settings{}, 3);
  const Outcome out = apply(fresh, StartGame{}, 500);
  const auto* start = timer(out);
  ASSERT_NE(start, nullptr);
  EXPECT_EQ(start->kind, kernel::TimerKind::turn_clock);
  EXPECT_EQ(start->at, 500 + 45000);
  EXPECT_EQ(start->id, fresh.decision);
  EXPECT_EQ(fresh.decision_deadline, 500 + 45000);
}

TEST_F(TurnClock, RunningOutAtTheDrawDrawsTwoMakesNoSetAndDiscardsTheHighest) {
  start(kSevenInHand);
  const Outcome out = play(timer_intent(kernel::TimerKind::turn_clock, state.decision));
  // Nine cards: the two highest numbers (matcha8 and taro8) go, to the first pile.
  const auto* drawn = find_event<SupplyDrawn>(out);
  ASSERT_NE(drawn, nullptr);
  EXPECT_TRUE(drawn->by_turn_clock);
  EXPECT_EQ(hand(0).size(), 7u);
  EXPECT_FALSE(holds(0, "matcha8"));
  EXPECT_FALSE(holds(0, "taro8"));
  EXPECT_TRUE(holds(0, "pearls"));
  EXPECT_TRUE(state.players[0].score_cards.empty());
  EXPECT_EQ(testing::count_events<CardDiscarded>(out), 2);
  EXPECT_EQ(pile(0).size(), 3u);
  EXPECT_TRUE(find_event<SetsEnded>(out)->by_turn_clock);
  EXPECT_EQ(state.current, seat(1));
  EXPECT_NE(timer(out), nullptr) << "the next turn has its own clock";
}

TEST_F(TurnClock, RunningOutAfterTheDrawMakesNoSet) {
  Layout layout = kSevenInHand;
  layout.hand0 = "taro1 taro2 taro3";
  start(layout);
  play(DrawSupply{seat(0)});
  play(timer_intent(kernel::TimerKind::turn_clock, state.decision));
  EXPECT_EQ(hand(0).size(), 5u);
  EXPECT_TRUE(state.players[0].score_cards.empty());
  EXPECT_EQ(state.current, seat(1));
}

TEST_F(TurnClock, RunningOutAtTheHandLimitDiscardsTheHighestToAnEmptyPileFirst) {
  Layout layout = kSevenInHand;
  layout.pile1 = "";
  start(layout);
  play(DrawSupply{seat(0)});
  play(EndSets{seat(0)});
  play(Discard{seat(0), testing::card("taro1"), std::nullopt});  // fills pile 2 (index 1)
  ASSERT_EQ(state.phase, Phase::hand_limit);
  play(timer_intent(kernel::TimerKind::turn_clock, state.decision));
  EXPECT_EQ(hand(0).size(), 7u);
  EXPECT_FALSE(holds(0, "matcha8"));
  EXPECT_EQ(pile(0), cards("matcha2 matcha8"));
  EXPECT_EQ(state.current, seat(1));
}

TEST_F(TurnClock, ToppingsHaveNoNumberSoNumbersGoFirst) {
  Layout layout = kSevenInHand;
  layout.hand0 = "pearls red_bean cheese_foam grass_jelly pearls taro0 matcha1";
  layout.hand1 = "butterfly1 butterfly5 strawberry8 mango4";
  layout.supply = "red_bean grass_jelly";
  start(layout);
  play(timer_intent(kernel::TimerKind::turn_clock, state.decision));
  EXPECT_FALSE(holds(0, "taro0"));
  EXPECT_FALSE(holds(0, "matcha1"));
  EXPECT_EQ(hand(0).size(), 7u);
}

TEST_F(TurnClock, AStaleOrUnsetClockIsRefused) {
  start(kSevenInHand);
  const std::uint32_t old = state.decision;
  play(DrawSupply{seat(0)});
  play(EndSets{seat(0)});
  play(Discard{seat(0), testing::card("taro1"), 0});
  play(Discard{seat(0), testing::card("taro5"), 0});
  refuse(TurnClockExpired{old}, RuleError::stale_timer);

  settings.turn_clock = 0;
  start(kSevenInHand);
  refuse(TurnClockExpired{state.decision}, RuleError::stale_timer);
}

TEST_F(TurnClock, OnlyTheTurnClockTimerCountsAsTheTurnClock) {
  start(kSevenInHand);
  refuse(timer_intent(kernel::TimerKind::claim_window, state.decision), RuleError::stale_timer);
  refuse(timer_intent(kernel::TimerKind::next_round, state.decision), RuleError::stale_timer);
}

TEST_F(TurnClock, NoClockMeansNoTimer) {
  Settings untimed;
  untimed.turn_clock = 0;
  State fresh = create_table(untimed, 3);
  const Outcome out = apply(fresh, StartGame{}, 500);
  EXPECT_EQ(timer(out), nullptr);
  EXPECT_EQ(fresh.decision_deadline, 0);
}

}  // namespace
}  // namespace jongtable::boba
