// End-game scoring (docs/rules/boba.md "The end"): the categories, the book's example, and the
// optimiser against a plain brute force.
#include <gtest/gtest.h>

#include <algorithm>

#include "boba_fixture.hpp"
#include "jongtable/kernel/rng.hpp"
#include "scoring_reference.hpp"

namespace jongtable::boba {
namespace {

using testing::cards;

Breakdown points(const std::string& codes) {
  return score_of(cards(codes));
}

TEST(Scoring, TheBooksExampleScoresSixteen) {
  const auto pile = cards("taro0 matcha0 strawberry6 butterfly6 mango6 taro3");
  const Score score = best_score(pile);
  EXPECT_EQ(score.points.freshness, 3 + 6);
  EXPECT_EQ(score.points.smoothness, 0);
  EXPECT_EQ(score.points.complexity, 0);
  EXPECT_EQ(score.points.presentation, 7);
  EXPECT_EQ(score.total(), 16);
  EXPECT_EQ(testing::reference_best_score(pile).total(), 16);
}

TEST(Scoring, FreshnessSameNumberTwoThreeFour) {
  EXPECT_EQ(points("taro2 matcha2").freshness, 3);
  EXPECT_EQ(points("taro2 matcha2 mango2").freshness, 6);
  EXPECT_EQ(points("taro2 matcha2 mango2 butterfly2").freshness, 10);
  // Five of a number: four and one left over beats three and two.
  EXPECT_EQ(points("taro2 matcha2 mango2 butterfly2 strawberry2").freshness, 10);
  EXPECT_EQ(points("taro0 matcha0").freshness, 3);  // a 0 is the number zero
  EXPECT_EQ(points("taro2 taro3").freshness, 0);
}

TEST(Scoring, FreshnessSameTopping) {
  EXPECT_EQ(points("pearls pearls").freshness, 3);
  EXPECT_EQ(points("pearls grass_jelly").freshness, 0);
}

TEST(Scoring, SmoothnessStraightsOfDistinctConsecutiveNumbers) {
  EXPECT_EQ(points("taro6 matcha7 mango8").smoothness, 2);
  EXPECT_EQ(points("taro2 taro3 taro4 taro5").smoothness, 4);
  EXPECT_EQ(points("taro2 taro3 taro4 taro5 taro6").smoothness, 7);
  EXPECT_EQ(points("taro2 taro3 taro4 taro5 taro6 taro7").smoothness, 10);
  EXPECT_EQ(points("taro0 matcha1 mango2").smoothness, 2);  // 0 counts as zero
  EXPECT_EQ(points("taro7 matcha8 mango0").smoothness, 0);  // no wrap
  EXPECT_EQ(points("taro7 matcha8 mango1").smoothness, 0);
  EXPECT_EQ(points("taro2 matcha2 mango3").smoothness, 0);  // distinct numbers only
}

TEST(Scoring, SeparateStraightsAddUp) {
  EXPECT_EQ(points("taro1 taro2 taro3 matcha5 matcha6 matcha7").smoothness, 2 + 2);
  EXPECT_EQ(points("taro1 taro2 taro3 matcha1 matcha2 matcha3").smoothness, 2 + 2);
  // The book's 2-3-4 and 4-5-6 add up to 4, but the groups are chosen to score the most:
  // 2-3-4-5-6 with one 4 left out scores 7.
  EXPECT_EQ(points("taro2 taro3 taro4 matcha4 matcha5 matcha6").smoothness, 7);
}

TEST(Scoring, ComplexityEveryTwoToppings) {
  EXPECT_EQ(points("pearls").complexity, 0);
  EXPECT_EQ(points("pearls red_bean").complexity, 3);
  EXPECT_EQ(points("pearls red_bean cheese_foam").complexity, 3);
  EXPECT_EQ(points("pearls red_bean cheese_foam grass_jelly").complexity, 6);
}

TEST(Scoring, PresentationSameColour) {
  EXPECT_EQ(points("taro1 taro4 taro7").presentation, 3);
  EXPECT_EQ(points("taro1 taro4 taro7 taro8").presentation, 6);
  EXPECT_EQ(points("taro1 taro2 taro4 taro7 taro8").presentation, 9);
  EXPECT_EQ(points("taro1 taro2 taro3 taro4 taro7 taro8").presentation, 12);
  EXPECT_EQ(points("taro1 taro4 butterfly1 butterfly5 butterfly8 taro7").presentation, 3 + 3);
}

TEST(Scoring, PresentationDifferentColours) {
  EXPECT_EQ(points("taro1 matcha4 mango7").presentation, 2);
  EXPECT_EQ(points("taro1 matcha4 mango7 butterfly1").presentation, 3);
  EXPECT_EQ(points("taro1 matcha4 mango7 butterfly1 strawberry5").presentation, 7);
  EXPECT_EQ(points("taro1 matcha4 mango7 taro2 matcha5 mango8").presentation, 2 + 2);
}

TEST(Scoring, PresentationMixesSameAndDifferentGroups) {
  EXPECT_EQ(points("taro1 taro4 taro7 matcha1 mango2 butterfly3").presentation, 3 + 2);
}

TEST(Scoring, ToppingsHaveNoColour) {
  EXPECT_EQ(points("pearls red_bean cheese_foam").presentation, 0);
  EXPECT_EQ(points("taro1 taro4 pearls").presentation, 0);
  EXPECT_EQ(points("taro1 matcha4 pearls").presentation, 0);
}

TEST(Scoring, TheBestSixAreChosenFromMore) {
  // Six taros make 12 of presentation and a 10 of smoothness; the toppings pair less.
  const auto pile = cards("pearls taro1 taro2 red_bean taro3 taro4 taro5 taro6 mango8");
  const Score score = best_score(pile);
  EXPECT_EQ(score.cards.size(), 6u);
  EXPECT_EQ(score.total(), 22);
  EXPECT_EQ(testing::reference_best_score(pile).total(), 22);
}

TEST(Scoring, FewerThanSixAreAllScored) {
  const auto pile = cards("taro5 matcha5 mango5");
  const Score score = best_score(pile);
  EXPECT_EQ(score.cards, pile);
  EXPECT_EQ(score.total(), 6 + 2);
  EXPECT_EQ(best_score({}).total(), 0);
}

// Random score piles drawn from the deck, sizes 0..12.
std::vector<CardId> random_pile(kernel::Rng& rng, std::size_t size) {
  std::vector<CardId> deck;
  for (int id = 0; id < kDeckSize; ++id) deck.push_back(CardId(static_cast<std::uint8_t>(id)));
  kernel::shuffle(std::span(deck), rng);
  deck.resize(size);
  return deck;
}

TEST(Scoring, OptimiserMatchesBruteForceOnThousandsOfRandomPiles) {
  kernel::Rng rng(20261123);
  for (int trial = 0; trial < 2500; ++trial) {
    const auto pile = random_pile(rng, rng.below(13));
    const Score fast = best_score(pile);
    const Score slow = testing::reference_best_score(pile);
    ASSERT_EQ(fast.total(), slow.total()) << "trial " << trial;
    // The reported choice is up to six of the pile's cards and scores what it says.
    ASSERT_LE(fast.cards.size(), 6u);
    for (CardId c : fast.cards) {
      ASSERT_NE(std::find(pile.begin(), pile.end(), c), pile.end());
    }
    ASSERT_EQ(fast.points, testing::reference_score_of(fast.cards)) << "trial " << trial;
  }
}

TEST(Scoring, AllCardsScoreMatchesBruteForce) {
  kernel::Rng rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    const auto pile = random_pile(rng, rng.below(13));
    ASSERT_EQ(all_cards_score(pile).points, testing::reference_score_of(pile)) << trial;
  }
}

}  // namespace
}  // namespace jongtable::boba
