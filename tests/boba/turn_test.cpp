// A turn (docs/rules/boba.md "A turn, in this order"): the draw choices, sets, keeping one,
// placing two, 0s leaving the game, empty piles first, the hand limit and the refill.
#include <gtest/gtest.h>

#include "boba_fixture.hpp"

namespace jongtable::boba {
namespace {

using testing::BobaTest;
using testing::card;
using testing::cards;
using testing::find_event;
using testing::Layout;
using testing::seat;

class Turn : public BobaTest {};

const Layout kBasic = testing::layout(
    0, "taro1 taro5 matcha8 pearls mango3", "butterfly1 butterfly5 strawberry8 red_bean mango4",
    "matcha2", "butterfly3 butterfly4", "strawberry7", "mango6 taro8");

TEST_F(Turn, DrawTwoFromTheSupplyToldOnlyToTheDrawer) {
  start(kBasic);
  const int supply = static_cast<int>(state.supply.size());
  const Outcome out = play(DrawSupply{seat(0)});
  EXPECT_TRUE(holds(0, "mango6"));
  EXPECT_TRUE(holds(0, "taro8"));
  EXPECT_EQ(hand(0).size(), 7u);
  EXPECT_EQ(static_cast<int>(state.supply.size()), supply - 2);
  EXPECT_EQ(state.phase, Phase::sets_or_draw);
  int told = 0;
  for (const Event& e : out.events) {
    const auto* drawn = std::get_if<SupplyDrawn>(&e.body);
    if (!drawn) continue;
    ++told;
    EXPECT_EQ(drawn->count, 2);
    if (e.audience.includes(seat(0))) {
      EXPECT_FALSE(e.audience.includes(seat(1)));
      EXPECT_EQ(drawn->cards, cards("mango6 taro8"));
    } else {
      EXPECT_TRUE(drawn->cards.empty());
      EXPECT_TRUE(e.audience.includes(seat(1)));
      EXPECT_TRUE(e.audience.includes(std::nullopt));
    }
  }
  EXPECT_EQ(told, 2);
}

TEST_F(Turn, OrTakeTheTopCardOfOnePile) {
  start(kBasic);
  const Outcome out = play(TakePileTop{seat(0), 1});
  EXPECT_TRUE(holds(0, "butterfly4"));
  EXPECT_EQ(pile(1), cards("butterfly3"));
  EXPECT_EQ(hand(0).size(), 6u);
  EXPECT_EQ(state.phase, Phase::sets_or_draw);
  const auto* taken = find_event<PileTopTaken>(out);
  ASSERT_NE(taken, nullptr);
  EXPECT_EQ(taken->card, card("butterfly4"));
}

TEST_F(Turn, DrawsAreRefusedFromEmptyOrMissingPilesAndOutOfTurn) {
  Layout layout = kBasic;
  layout.pile2 = "";
  start(layout);
  refuse(TakePileTop{seat(0), 2}, RuleError::pile_empty);
  refuse(TakePileTop{seat(0), 3}, RuleError::no_such_pile);
  refuse(TakePileTop{seat(0), -1}, RuleError::no_such_pile);
  refuse(DrawSupply{seat(1)}, RuleError::not_your_turn);
  refuse(EndSets{seat(0)}, RuleError::wrong_phase);
  refuse(set_of(0, "taro1 taro5 mango3", std::nullopt, "taro1", "taro5", 0, "mango3", 0),
         RuleError::wrong_phase);
}

TEST_F(Turn, DrawingAgainEndsStepTwoWithoutASet) {
  Layout layout = kBasic;
  layout.hand0 = "taro1 taro2 taro3";
  layout.supply = "mango6 taro8 mango7 mango8";
  start(layout);
  play(DrawSupply{seat(0)});
  const Outcome out = play(DrawSupply{seat(0)});
  const auto* again = find_event<SupplyDrawn>(out);
  ASSERT_NE(again, nullptr);
  EXPECT_EQ(again->reason, DrawReason::draw_again);
  EXPECT_EQ(hand(0).size(), 7u);
  EXPECT_TRUE(state.players[0].score_cards.empty());
  // Seven cards: the turn is over and the set in hand waits.
  EXPECT_EQ(state.current, seat(1));
  EXPECT_EQ(state.phase, Phase::drawing);
}

TEST_F(Turn, DrawingAgainMayTakeAPileTop) {
  Layout layout = kBasic;
  layout.hand0 = "taro1 taro2";
  start(layout);
  play(TakePileTop{seat(0), 0});
  play(TakePileTop{seat(0), 1});
  EXPECT_TRUE(holds(0, "matcha2"));
  EXPECT_TRUE(holds(0, "butterfly4"));
  EXPECT_EQ(state.current, seat(1));
}

TEST_F(Turn, AnAlmostEmptySupplyGivesWhatItHas) {
  Layout layout = kBasic;
  layout.supply = "mango6";
  layout.supply_exact = true;
  start(layout);
  const Outcome out = play(DrawSupply{seat(0)});
  EXPECT_EQ(find_event<SupplyDrawn>(out)->count, 1);
  EXPECT_TRUE(holds(0, "mango6"));
  EXPECT_TRUE(state.supply.empty());
}

TEST_F(Turn, ASetOfThreeHandCardsKeepsOneAndPlacesTwo) {
  Layout layout = kBasic;
  layout.hand0 = "taro4 taro5 taro6 mango1 mango8";
  layout.supply = "pearls red_bean";
  start(layout);
  play(DrawSupply{seat(0)});
  const Outcome out =
      play(set_of(0, "taro4 taro5 taro6", std::nullopt, "taro6", "taro4", 0, "taro5", 2));
  EXPECT_EQ(state.players[0].score_cards, cards("taro6"));
  EXPECT_EQ(pile(0), cards("matcha2 taro4"));
  EXPECT_EQ(pile(2), cards("strawberry7 taro5"));
  EXPECT_FALSE(holds(0, "taro4"));
  EXPECT_FALSE(holds(0, "taro5"));
  EXPECT_FALSE(holds(0, "taro6"));
  EXPECT_EQ(hand(0).size(), 4u);
  EXPECT_EQ(state.phase, Phase::making_sets);
  const auto* made = find_event<SetMade>(out);
  ASSERT_NE(made, nullptr);
  EXPECT_EQ(made->kept, card("taro6"));
  EXPECT_EQ(made->others[1].pile, 2);
  EXPECT_EQ(made->sets_this_turn, 1);
}

// The book's example of more than one set in a turn, after the draw we require first.
TEST_F(Turn, TheBooksTwoSetsWithPileTopsAndAnEmptiedPile) {
  start(testing::layout(0, "taro4 taro6 strawberry0 matcha1 mango8",
                        "butterfly5 butterfly6 mango2 mango3 taro8", "taro2", "butterfly1 matcha5",
                        "strawberry7", "pearls red_bean"));
  play(DrawSupply{seat(0)});
  play(set_of(0, "taro4 taro6", 1, "taro6", "matcha5", 0, "taro4", 0));
  EXPECT_EQ(pile(0), cards("taro2 matcha5 taro4"));
  EXPECT_EQ(pile(1), cards("butterfly1"));
  // Taking Butterfly 1 empties pile 2 (index 1): Matcha 1 must go there.
  refuse(set_of(0, "strawberry0 matcha1", 1, "butterfly1", "strawberry0", 0, "matcha1", 0),
         RuleError::must_use_empty_pile);
  play(set_of(0, "strawberry0 matcha1", 1, "butterfly1", "strawberry0", 0, "matcha1", 1));
  EXPECT_EQ(pile(1), cards("matcha1"));
  EXPECT_EQ(state.removed, cards("strawberry0"));
  EXPECT_EQ(state.players[0].score_cards, cards("taro6 butterfly1"));
  play(EndSets{seat(0)});
  EXPECT_EQ(hand(0), cards("mango8 pearls red_bean"));
  EXPECT_EQ(state.current, seat(1));
}

TEST_F(Turn, WhatIsNotASetIsRefused) {
  Layout layout = kBasic;
  layout.hand0 = "taro1 taro2 taro4 taro8 matcha0 mango1 pearls red_bean";
  layout.supply = "cheese_foam grass_jelly";
  start(layout);
  play(DrawSupply{seat(0)});
  refuse(set_of(0, "taro1 taro2 taro4", std::nullopt, "taro1", "taro2", 0, "taro4", 0),
         RuleError::not_a_set);
  refuse(set_of(0, "taro8 matcha0 mango1", std::nullopt, "taro8", "matcha0", 0, "mango1", 0),
         RuleError::not_a_set);
  refuse(set_of(0, "pearls red_bean matcha0", std::nullopt, "pearls", "red_bean", 0, "matcha0", 0),
         RuleError::not_a_set);
  refuse(set_of(0, "taro1 taro2 mango3", std::nullopt, "taro1", "taro2", 0, "mango3", 0),
         RuleError::card_not_held);
  // Two hand cards need a pile's top; three do not take one.
  refuse(set_of(0, "taro1 taro2", std::nullopt, "taro1", "taro2", 0, "taro2", 0),
         RuleError::not_a_set);
  refuse(set_of(0, "pearls red_bean cheese_foam", 0, "pearls", "red_bean", 0, "cheese_foam", 0),
         RuleError::not_a_set);
  // The same card twice is not three cards.
  const CardId pearls = card("pearls");
  const CardId foam = card("cheese_foam");
  refuse(MakeSet{seat(0), {pearls, pearls, foam}, std::nullopt, pearls, {{{pearls, 0}, {foam, 0}}}},
         RuleError::not_a_set);
}

TEST_F(Turn, KeepOneOfTheSetAndPlaceExactlyTheOtherTwo) {
  Layout layout = kBasic;
  layout.hand0 = "taro1 taro2 taro3 mango8";
  start(layout);
  play(DrawSupply{seat(0)});
  refuse(set_of(0, "taro1 taro2 taro3", std::nullopt, "mango8", "taro1", 0, "taro2", 0),
         RuleError::wrong_set_cards);
  refuse(set_of(0, "taro1 taro2 taro3", std::nullopt, "taro3", "taro1", 0, "taro1", 0),
         RuleError::wrong_set_cards);
  refuse(set_of(0, "taro1 taro2 taro3", std::nullopt, "taro3", "taro1", 0, "taro2", 5),
         RuleError::no_such_pile);
  play(set_of(0, "taro1 taro2 taro3", std::nullopt, "taro3", "taro1", 1, "taro2", 1));
  // One or two piles in any order: both on one pile, the second placed on top.
  EXPECT_EQ(pile(1), cards("butterfly3 butterfly4 taro1 taro2"));
  EXPECT_EQ(state.players[0].score_cards, cards("taro3"));
}

TEST_F(Turn, AZeroPlacedLeavesTheGameAndAZeroMayBeKept) {
  Layout layout = kBasic;
  layout.hand0 = "taro0 matcha0 mango5 mango8";
  start(layout);
  play(DrawSupply{seat(0)});
  play(set_of(0, "taro0 matcha0 mango5", std::nullopt, "taro0", "matcha0", 2, "mango5", 2));
  EXPECT_EQ(state.players[0].score_cards, cards("taro0"));
  EXPECT_EQ(state.removed, cards("matcha0"));
  EXPECT_EQ(pile(2), cards("strawberry7 mango5"));
}

TEST_F(Turn, WhileAPileIsEmptyCardsGoToTheLowestNumberedEmptyPile) {
  Layout layout = kBasic;
  layout.hand0 = "taro1 taro2 taro3 mango8";
  layout.pile1 = "";
  layout.pile2 = "";
  start(layout);
  play(DrawSupply{seat(0)});
  refuse(set_of(0, "taro1 taro2 taro3", std::nullopt, "taro3", "taro1", 0, "taro2", 0),
         RuleError::must_use_empty_pile);
  refuse(set_of(0, "taro1 taro2 taro3", std::nullopt, "taro3", "taro1", 2, "taro2", 1),
         RuleError::must_use_empty_pile);
  refuse(set_of(0, "taro1 taro2 taro3", std::nullopt, "taro3", "taro1", 1, "taro2", 1),
         RuleError::must_use_empty_pile);
  play(set_of(0, "taro1 taro2 taro3", std::nullopt, "taro3", "taro1", 1, "taro2", 2));
  EXPECT_EQ(pile(1), cards("taro1"));
  EXPECT_EQ(pile(2), cards("taro2"));
}

TEST_F(Turn, UpToThreeSetsThenTheTurnMovesOn) {
  Layout layout = kBasic;
  layout.hand0 = "taro1 taro2 taro3 matcha4 matcha5 matcha6 mango7 mango8 butterfly6";
  layout.supply = "pearls red_bean";
  start(layout);
  play(DrawSupply{seat(0)});
  play(set_of(0, "taro1 taro2 taro3", std::nullopt, "taro3", "taro1", 0, "taro2", 0));
  play(set_of(0, "matcha4 matcha5 matcha6", std::nullopt, "matcha6", "matcha4", 0, "matcha5", 0));
  const Outcome out = play(
      set_of(0, "mango7 mango8 butterfly6", std::nullopt, "mango8", "mango7", 0, "butterfly6", 0));
  const auto* ended = find_event<SetsEnded>(out);
  ASSERT_NE(ended, nullptr);
  EXPECT_EQ(ended->sets, 3);
  EXPECT_EQ(state.players[0].score_cards.size(), 3u);
  EXPECT_EQ(state.current, seat(1));
  EXPECT_EQ(state.phase, Phase::drawing);
}

TEST_F(Turn, EndingSetsWithNoneMadeEndsTheTurn) {
  start(kBasic);
  play(DrawSupply{seat(0)});
  const Outcome out = play(EndSets{seat(0)});
  EXPECT_EQ(find_event<SetsEnded>(out)->sets, 0);
  EXPECT_NE(find_event<TurnEnded>(out), nullptr);
  EXPECT_EQ(state.current, seat(1));
}

TEST_F(Turn, AboveSevenCardsDiscardDownToSeven) {
  Layout layout = kBasic;
  layout.hand0 = "taro1 taro5 matcha8 pearls mango3 mango5 butterfly2";
  start(layout);
  play(DrawSupply{seat(0)});
  refuse(Discard{seat(0), card("taro1"), 0}, RuleError::wrong_phase);
  play(EndSets{seat(0)});
  EXPECT_EQ(state.phase, Phase::hand_limit);
  EXPECT_EQ(hand(0).size(), 9u);
  refuse(EndSets{seat(0)}, RuleError::wrong_phase);
  refuse(Discard{seat(0), card("mango7"), 0}, RuleError::card_not_held);
  refuse(Discard{seat(0), card("taro1"), std::nullopt}, RuleError::no_such_pile);
  refuse(Discard{seat(1), card("butterfly1"), 0}, RuleError::not_your_turn);
  const Outcome out = play(Discard{seat(0), card("taro1"), 2});
  EXPECT_EQ(find_event<CardDiscarded>(out)->pile, 2);
  EXPECT_EQ(pile(2), cards("strawberry7 taro1"));
  EXPECT_EQ(state.phase, Phase::hand_limit);
  play(Discard{seat(0), card("taro5"), 0});
  EXPECT_EQ(hand(0).size(), 7u);
  EXPECT_EQ(state.current, seat(1));
}

TEST_F(Turn, AHandLimitDiscardGoesToAnEmptyPileFirstAndAZeroStaysInPlay) {
  Layout layout = kBasic;
  layout.hand0 = "taro0 taro5 matcha8 pearls mango3 mango5 butterfly2";
  layout.pile1 = "";
  start(layout);
  play(DrawSupply{seat(0)});
  play(EndSets{seat(0)});
  refuse(Discard{seat(0), card("taro0"), 0}, RuleError::must_use_empty_pile);
  play(Discard{seat(0), card("taro0"), std::nullopt});
  EXPECT_EQ(pile(1), cards("taro0"));
  EXPECT_TRUE(state.removed.empty());
}

TEST_F(Turn, AnEmptyHandDrawsThreeFromTheSupply) {
  start(testing::layout(0, "taro1 taro2", "butterfly1 butterfly5 strawberry8 mango4", "taro3",
                        "mango5", "mango6", "pearls red_bean cheese_foam"));
  play(TakePileTop{seat(0), 0});
  play(set_of(0, "taro1 taro2 taro3", std::nullopt, "taro3", "taro1", 0, "taro2", 1));
  EXPECT_TRUE(hand(0).empty());
  const Outcome out = play(EndSets{seat(0)});
  const auto* refill = find_event<SupplyDrawn>(out);
  ASSERT_NE(refill, nullptr);
  EXPECT_EQ(refill->reason, DrawReason::empty_hand);
  EXPECT_EQ(refill->count, 3);
  EXPECT_EQ(hand(0), cards("pearls red_bean cheese_foam"));
  EXPECT_EQ(state.current, seat(1));
}

TEST_F(Turn, AToppingKeptAsAScoreCardHasNoPower) {
  Layout layout = kBasic;
  layout.hand0 = "pearls grass_jelly cheese_foam taro1";
  layout.hand1 = "butterfly1 butterfly5 strawberry8 mango4";
  start(layout);
  play(DrawSupply{seat(0)});
  const auto supply = state.supply.size();
  const Outcome out = play(set_of(0, "pearls grass_jelly cheese_foam", std::nullopt, "pearls",
                                  "grass_jelly", 0, "cheese_foam", 1));
  // Nothing is drawn or played for the topping: the turn simply goes on.
  EXPECT_EQ(state.supply.size(), supply);
  EXPECT_EQ(testing::count_events<SupplyDrawn>(out), 0);
  EXPECT_EQ(state.phase, Phase::making_sets);
  EXPECT_EQ(state.players[0].score_cards, cards("pearls"));
}

TEST_F(Turn, ASetAndItsScoreCardAreSeenByEveryone) {
  Layout layout = kBasic;
  layout.hand0 = "taro4 taro5 taro6 mango1 mango8";
  start(layout);
  play(DrawSupply{seat(0)});
  const Outcome out =
      play(set_of(0, "taro4 taro5 taro6", std::nullopt, "taro5", "taro4", 0, "taro6", 1));
  for (const Event& e : out.events) {
    if (std::holds_alternative<SetMade>(e.body)) {
      EXPECT_TRUE(e.audience.includes(seat(1)));
      EXPECT_TRUE(e.audience.includes(std::nullopt));
    }
  }
  EXPECT_EQ(view_for(state, seat(1)).players[0].score_cards, cards("taro5"));
  EXPECT_EQ(view_for(state, std::nullopt).piles[1], cards("butterfly3 butterfly4 taro6"));
}

TEST(Scenario, ImpossibleLayoutsAreRefusedWithAReason) {
  Scenario s;
  s.hands[0] = testing::faces("pearls pearls");
  s.piles[0] = testing::faces("pearls");
  EXPECT_FALSE(create_scenario(s).state.has_value());
  Scenario twice;
  twice.hands[0] = testing::faces("taro1");
  twice.supply = testing::faces("taro1");
  const auto made = create_scenario(twice);
  EXPECT_FALSE(made.state.has_value());
  EXPECT_FALSE(made.error.empty());
  Scenario three_seats;
  three_seats.settings.seats = 3;
  EXPECT_FALSE(create_scenario(three_seats).state.has_value());
}

}  // namespace
}  // namespace jongtable::boba
