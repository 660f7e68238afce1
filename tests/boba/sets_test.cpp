// What makes a set (docs/rules/boba.md "A set").
#include "jongtable/boba/sets.hpp"

#include <gtest/gtest.h>

#include "boba_fixture.hpp"

namespace jongtable::boba {
namespace {

using testing::cards;

bool set(const std::string& codes) {
  const auto c = cards(codes);
  return is_set(c[0], c[1], c[2]);
}

TEST(Sets, ThreeOfAKindInAnyColours) {
  EXPECT_TRUE(set("taro4 matcha4 mango4"));
  EXPECT_TRUE(set("taro0 matcha0 mango0"));
  EXPECT_FALSE(set("taro4 matcha4 mango5"));
}

TEST(Sets, StraightOfThreeConsecutiveNumbersInAnyColours) {
  EXPECT_TRUE(set("taro5 matcha6 mango7"));
  EXPECT_TRUE(set("mango7 taro5 matcha6"));
  EXPECT_TRUE(set("butterfly6 butterfly7 butterfly8"));
  EXPECT_FALSE(set("taro1 taro2 taro4"));
  EXPECT_FALSE(set("taro1 taro3 taro5"));
}

TEST(Sets, NoWrapAround) {
  EXPECT_FALSE(set("taro8 matcha1 mango2"));
  EXPECT_FALSE(set("taro7 matcha8 mango1"));
  // A real 0 with 8 and 1 would need 8-0-1 to wrap: not a set.
  EXPECT_FALSE(set("taro8 matcha0 mango1"));
}

TEST(Sets, AnyZeroStandsForAnyNumber) {
  EXPECT_TRUE(set("taro1 matcha0 mango3"));   // 1-2-3
  EXPECT_TRUE(set("taro0 matcha0 mango5"));   // 5-5-5 or a straight
  EXPECT_TRUE(set("taro0 matcha5 mango5"));   // 5-5-5
  EXPECT_TRUE(set("taro0 matcha7 mango8"));   // 6-7-8
  EXPECT_TRUE(set("taro0 matcha1 mango2"));   // 0-1-2, the 0 as itself
  EXPECT_TRUE(set("taro8 matcha0 mango6"));   // 6-7-8
  EXPECT_FALSE(set("taro1 matcha0 mango4"));  // nothing fills two gaps
  EXPECT_FALSE(set("taro0 matcha2 mango8"));
}

TEST(Sets, AnyThreeToppings) {
  EXPECT_TRUE(set("pearls grass_jelly red_bean"));
  EXPECT_TRUE(set("pearls pearls cheese_foam"));
}

TEST(Sets, ToppingsAndNumbersNeverMixZerosIncluded) {
  EXPECT_FALSE(set("pearls grass_jelly taro0"));
  EXPECT_FALSE(set("pearls taro0 matcha0"));
  EXPECT_FALSE(set("pearls taro3 matcha3"));
}

}  // namespace
}  // namespace jongtable::boba
