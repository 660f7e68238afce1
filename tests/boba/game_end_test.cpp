// The end (docs/rules/boba.md "The end"): ten score cards or an empty supply at the end of a
// turn gives the other player one more turn; then the best six decide, with tie-breaks.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

#include "boba_fixture.hpp"

namespace jongtable::boba {
namespace {

using testing::BobaTest;
using testing::cards;
using testing::find_event;
using testing::Layout;
using testing::seat;

class GameEnd : public BobaTest {
 protected:
  // Both players pass a turn without a set: draw (a pile's top once the supply is empty)
  // and end.
  void quiet_turn(int s) {
    if (state.supply.empty()) {
      play(TakePileTop{seat(s), view_for(state, seat(s)).legal.take_pile.front()});
    } else {
      play(DrawSupply{seat(s)});
    }
    if (state.phase == Phase::sets_or_draw) play(EndSets{seat(s)});
  }
  // A table whose supply is already empty, so the game ends after two quiet turns (each
  // taking a pile's top), scored on the score cards given.
  void finish_with(const std::string& score0, const std::string& score1) {
    Layout layout;
    layout.pile0 = "taro8";
    layout.pile1 = "matcha8";
    layout.supply_exact = true;
    layout.score0 = score0;
    layout.score1 = score1;
    start(layout);
    quiet_turn(0);
    ASSERT_EQ(state.last_turn, seat(1));
    quiet_turn(1);
    ASSERT_TRUE(game_over(state));
  }
};

const Layout kNineScoreCards =
    testing::layout(0, "taro1 taro2 taro3 matcha4 matcha5 matcha6",
                    "butterfly1 butterfly5 strawberry8 red_bean mango4", "matcha2", "butterfly3",
                    "strawberry7", "mango6 taro8 mango7 mango8", false,
                    "strawberry0 strawberry1 strawberry2 strawberry3 strawberry4 "
                    "strawberry5 strawberry6 mango0 mango1",
                    "");

TEST_F(GameEnd, TenScoreCardsAtTheEndOfATurnGiveTheOtherOneMoreTurn) {
  start(kNineScoreCards);
  play(DrawSupply{seat(0)});
  play(testing::BobaTest::set_of(0, "taro1 taro2 taro3", std::nullopt, "taro3", "taro1", 0, "taro2",
                                 0));
  ASSERT_EQ(state.players[0].score_cards.size(), 10u);
  // Checked only at the end of the turn: a second set may still be made.
  EXPECT_FALSE(state.last_turn.has_value());
  play(set_of(0, "matcha4 matcha5 matcha6", std::nullopt, "matcha6", "matcha4", 0, "matcha5", 0));
  const Outcome out = play(EndSets{seat(0)});
  const auto* called = find_event<LastTurnCalled>(out);
  ASSERT_NE(called, nullptr);
  EXPECT_EQ(called->last, seat(1));
  EXPECT_EQ(called->trigger, EndTrigger::ten_score_cards);
  const auto* turn = find_event<TurnStarted>(out);
  ASSERT_NE(turn, nullptr);
  EXPECT_TRUE(turn->last_turn);
  EXPECT_FALSE(game_over(state));
  // The other player's one more turn, then the end.
  play(DrawSupply{seat(1)});
  const Outcome end = play(EndSets{seat(1)});
  EXPECT_TRUE(game_over(state));
  const auto* ended = find_event<GameEnded>(end);
  ASSERT_NE(ended, nullptr);
  ASSERT_TRUE(state.result.has_value());
  EXPECT_EQ(*ended->result, *state.result);
  refuse(DrawSupply{seat(0)}, RuleError::game_over);
}

TEST_F(GameEnd, NineScoreCardsDoNotEndTheGame) {
  Layout layout = kNineScoreCards;
  layout.hand0 = "taro1 taro2 taro3";
  start(layout);
  quiet_turn(0);
  EXPECT_FALSE(state.last_turn.has_value());
  EXPECT_EQ(state.current, seat(1));
}

TEST_F(GameEnd, AnEmptySupplyAtTheEndOfATurnGivesTheOtherOneMoreTurn) {
  Layout layout =
      testing::layout(0, "taro1", "mango1", "taro8", "matcha8", "mango8", "taro5 taro6", true);
  start(layout);
  play(DrawSupply{seat(0)});
  ASSERT_TRUE(state.supply.empty());
  const Outcome out = play(EndSets{seat(0)});
  const auto* called = find_event<LastTurnCalled>(out);
  ASSERT_NE(called, nullptr);
  EXPECT_EQ(called->trigger, EndTrigger::supply_empty);
  EXPECT_EQ(called->last, seat(1));
  // The last turn: nothing left to draw but the piles.
  play(TakePileTop{seat(1), 0});
  EXPECT_FALSE(game_over(state));
  play(EndSets{seat(1)});
  EXPECT_TRUE(game_over(state));
}

TEST_F(GameEnd, TheWinnerHasTheMostPointsFromTheBestSix) {
  finish_with("taro6 matcha6", "taro1");
  const GameResult& result = *state.result;
  EXPECT_EQ(result.winner, seat(0));
  EXPECT_EQ(result.decided_by, DecidedBy::points);
  EXPECT_EQ(result.players[0].best.total(), 3 + 0);
  EXPECT_EQ(result.players[0].best.points.freshness, 3);
  EXPECT_EQ(result.players[1].best.total(), 0);
}

TEST_F(GameEnd, ATieIsScoredAgainWithAllScoreCards) {
  // Both best sixes score 19; the seventh card raises seat 0's whole pile to 22.
  finish_with("taro1 taro2 taro3 matcha1 matcha2 matcha3 strawberry1",
              "butterfly1 butterfly2 butterfly3 mango1 mango2 mango3");
  const GameResult& result = *state.result;
  EXPECT_EQ(result.players[0].best.total(), 19);
  EXPECT_EQ(result.players[1].best.total(), 19);
  EXPECT_EQ(result.players[0].all_cards.total(), 22);
  EXPECT_EQ(result.winner, seat(0));
  EXPECT_EQ(result.decided_by, DecidedBy::all_score_cards);
}

TEST_F(GameEnd, ThenFewerScoreCardsWin) {
  finish_with("taro6 matcha6 pearls", "strawberry6 butterfly6");
  const GameResult& result = *state.result;
  EXPECT_EQ(result.players[0].all_cards.total(), result.players[1].all_cards.total());
  EXPECT_EQ(result.winner, seat(1));
  EXPECT_EQ(result.decided_by, DecidedBy::fewer_score_cards);
}

TEST_F(GameEnd, ThenTheWinIsShared) {
  finish_with("taro6 matcha6", "strawberry6 butterfly6");
  EXPECT_FALSE(state.result->winner.has_value());
  EXPECT_EQ(state.result->decided_by, DecidedBy::shared);
}

TEST_F(GameEnd, TheResultCarriesEachPlayersChosenSixAndBreakdown) {
  finish_with("taro0 matcha0 strawberry6 butterfly6 mango6 taro3 pearls", "");
  const PlayerResult& mine = state.result->players[0];
  EXPECT_EQ(mine.best.total(), 16);
  EXPECT_EQ(mine.best.cards, cards("taro0 matcha0 strawberry6 butterfly6 mango6 taro3"));
  EXPECT_EQ(mine.best.points.presentation, 7);
  EXPECT_EQ(mine.score_cards, 7);
}

// Our online ruling (docs/rules/boba.md): players who only ever take pile tops never empty
// the supply nor keep a score card, so after kMaxTurns turns the last turn is called.
TEST_F(GameEnd, PlayersWhoOnlyTakePileTopsStillReachTheEnd) {
  Layout layout = kNineScoreCards;
  layout.hand0 = "taro1 taro5 matcha8 pearls mango3 butterfly1 strawberry0";
  layout.hand1 = "butterfly5 strawberry8 red_bean mango4 taro2 matcha4 mango0";
  layout.score0 = "";
  start(layout);
  const std::size_t supply = state.supply.size();
  std::optional<EndTrigger> trigger;
  for (int step = 0; step < 20 * kMaxTurns && !game_over(state); ++step) {
    const int s = kernel::index(state.current);
    Outcome out;
    if (state.phase == Phase::drawing || state.phase == Phase::sets_or_draw) {
      int pile = 0;
      while (state.piles[static_cast<std::size_t>(pile)].empty()) ++pile;
      out = play(TakePileTop{seat(s), pile});
    } else if (state.phase == Phase::hand_limit) {
      // A discard goes to an empty pile while there is one (the engine picks it).
      const bool empty_pile = std::any_of(state.piles.begin(), state.piles.end(),
                                          [](const auto& p) { return p.empty(); });
      out = play(Discard{seat(s), state.players[static_cast<std::size_t>(s)].hand.front(),
                         empty_pile ? std::nullopt : std::optional<int>(0)});
    } else {
      FAIL() << "unexpected phase";
    }
    if (const auto* called = find_event<LastTurnCalled>(out)) trigger = called->trigger;
  }
  ASSERT_TRUE(game_over(state));
  EXPECT_EQ(state.supply.size(), supply) << "nobody drew from the supply";
  ASSERT_TRUE(trigger.has_value());
  EXPECT_EQ(*trigger, EndTrigger::turn_limit);
  EXPECT_EQ(state.turn, kMaxTurns + 1) << "the other player's one more turn";
}

}  // namespace
}  // namespace jongtable::boba
