// "Goal" and the cards of "Setup" in docs/rules/pairs.md.
#include "jongtable/pairs/card.hpp"

#include <gtest/gtest.h>

#include <set>

#include "jongtable/pairs/hand.hpp"
#include "pairs_fixture.hpp"

namespace jongtable::pairs {
namespace {

using testing::face;

std::vector<CardId> cards_of(const std::string& codes) {
  std::vector<CardId> out;
  std::array<int, kFaceCount> copies{};
  const std::vector<Face> faces = faces_from_codes(codes).value();
  for (Face f : faces) out.push_back(card_of(f, copies[index(f)]++));
  return out;
}

TEST(Cards, TwelveFacesInTwoColoursTwoCopiesEach) {
  EXPECT_EQ(kDeckSize, 24);
  ASSERT_EQ(catalogue().size(), 12u);
  std::set<std::string_view> codes;
  for (const CatalogueEntry& entry : catalogue()) {
    codes.insert(entry.code);
    EXPECT_EQ(face_from_code(entry.code), entry.face);
    EXPECT_EQ(face_name(entry.face), entry.name);
  }
  EXPECT_EQ(codes.size(), 12u);
  EXPECT_EQ(face_name(face("R3")), "3 Red");
  EXPECT_EQ(face_name(face("B6")), "6 Blue");
  EXPECT_EQ(colour_of(face("B1")), Colour::blue);
  EXPECT_EQ(number_of(face("B1")), 1);
  for (int id = 0; id < kDeckSize; ++id) {
    const auto card = CardId(static_cast<std::uint8_t>(id));
    EXPECT_EQ(card_of(face_of(card), id % kCopies), card);
  }
  EXPECT_FALSE(face_from_code("G1"));
}

TEST(Goal, ThreePairsWin) {
  EXPECT_TRUE(is_three_pairs(cards_of("R1 B6 R1 B2 B6 B2")));
  EXPECT_FALSE(is_three_pairs(cards_of("R1 R1 B2 B2 B6 B5")));  // two pairs
  EXPECT_FALSE(is_three_pairs(cards_of("R1 R1 B2 B2 B6")));     // five cards
  EXPECT_FALSE(is_three_pairs(cards_of("R1 R1 B2 B2 B6 B6 R3 R3")));
  // Two of a number in different colours are not a pair.
  EXPECT_FALSE(is_three_pairs(cards_of("R1 B1 B2 B2 B6 B6")));
}

TEST(Goal, ADiscardWinsAFiveCardHandItCompletes) {
  const auto hand = cards_of("R1 R1 B2 B2 B6");
  EXPECT_TRUE(wins_with(hand, card_of(face("B6"), 1)));
  EXPECT_FALSE(wins_with(hand, card_of(face("B5"), 0)));
}

}  // namespace
}  // namespace jongtable::pairs
