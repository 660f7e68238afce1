#include "jongtable/american/cards.hpp"

#include <gtest/gtest.h>

namespace jongtable::american {
namespace {

TEST(Cards, OneHundredFiftyTwoCards) {
  int jokers = 0;
  int flowers = 0;
  for (int c = 0; c < kCardCount; ++c) {
    const Face f = face_of(CardId(static_cast<std::uint8_t>(c)));
    jokers += f == kJoker;
    flowers += f == kFlower;
  }
  EXPECT_EQ(jokers, 8);
  EXPECT_EQ(flowers, 8);
}

}  // namespace
}  // namespace jongtable::american
