// The deck (docs/rules/boba.md "Cards"): 53 ingredients, their codes and names.
#include "jongtable/boba/card.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace jongtable::boba {
namespace {

TEST(Cards, FiveFlavoursOfNineNumbersAndTwoOfEachOfFourToppings) {
  int numbers = 0, zeros = 0;
  std::array<int, kToppings> toppings{};
  std::array<std::array<int, kNumbers>, kFlavours> per_flavour{};
  for (int id = 0; id < kDeckSize; ++id) {
    const CardId c{static_cast<std::uint8_t>(id)};
    if (is_number(c)) {
      ++numbers;
      zeros += is_zero(c);
      ++per_flavour[index(flavour_of(c))][number_of(c)];
    } else {
      ++toppings[index(topping_of(c))];
    }
  }
  EXPECT_EQ(kDeckSize, 53);
  EXPECT_EQ(numbers, 45);
  EXPECT_EQ(zeros, 5);
  for (const auto& flavour : per_flavour) {
    for (int count : flavour) EXPECT_EQ(count, 1);
  }
  for (int count : toppings) EXPECT_EQ(count, 2);
}

TEST(Cards, CatalogueListsEveryFaceWithAUniqueCodeThatReadsBack) {
  const auto faces = catalogue();
  ASSERT_EQ(faces.size(), 49u);
  std::set<std::string> codes;
  for (const auto& entry : faces) {
    codes.insert(std::string(entry.code));
    EXPECT_EQ(face_from_code(entry.code), entry.face);
    EXPECT_EQ(face_code(entry.face), entry.code);
    EXPECT_EQ(face_name(entry.face), entry.name);
  }
  EXPECT_EQ(codes.size(), 49u);
  EXPECT_FALSE(face_from_code("T3").has_value());
}

TEST(Cards, CodesAndNamesSayFlavourAndNumberOrTopping) {
  EXPECT_EQ(face_code(face_of(number_card(Flavour::taro, 3))), "taro3");
  EXPECT_EQ(face_name(face_of(number_card(Flavour::taro, 3))), "3 Taro");
  EXPECT_EQ(face_code(face_of(number_card(Flavour::butterfly, 0))), "butterfly0");
  EXPECT_EQ(face_name(face_of(number_card(Flavour::mango, 8))), "8 Mango");
  EXPECT_EQ(face_code(face_of(topping_card(Topping::grass_jelly, 1))), "grass_jelly");
  EXPECT_EQ(face_name(face_of(topping_card(Topping::pearls, 0))), "Pearls");
  EXPECT_EQ(face_of(topping_card(Topping::red_bean, 0)),
            face_of(topping_card(Topping::red_bean, 1)));
  EXPECT_EQ(face_name(face_of(topping_card(Topping::cheese_foam, 0))), "Cheese Foam");
}

}  // namespace
}  // namespace jongtable::boba
