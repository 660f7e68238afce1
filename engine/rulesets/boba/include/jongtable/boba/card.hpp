#pragma once
// The 53 ingredient cards of Boba Mahjong (docs/rules/boba.md "Cards"): five flavours with one
// card of every number 0-8, and two each of four toppings.

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace jongtable::boba {

// A physical card: 0..44 are number cards (flavour * 9 + number), 45..52 toppings
// (45 + topping * 2 + copy).
enum class CardId : std::uint8_t {};
// What is printed on a card: 0..44 like the number cards, 45..48 one per topping (the two
// copies of a topping share a face).
enum class Face : std::uint8_t {};
enum class Flavour : std::uint8_t { taro, matcha, strawberry, butterfly, mango };
enum class Topping : std::uint8_t { pearls, grass_jelly, cheese_foam, red_bean };

inline constexpr int kFlavours = 5;
inline constexpr int kNumbers = 9;  // 0..8
inline constexpr int kNumberCards = kFlavours * kNumbers;
inline constexpr int kToppings = 4;
inline constexpr int kToppingCopies = 2;
inline constexpr int kDeckSize = kNumberCards + kToppings * kToppingCopies;
inline constexpr int kFaceCount = kNumberCards + kToppings;

[[nodiscard]] constexpr int index(CardId card) {
  return static_cast<int>(card);
}
[[nodiscard]] constexpr int index(Face face) {
  return static_cast<int>(face);
}
[[nodiscard]] constexpr int index(Flavour f) {
  return static_cast<int>(f);
}
[[nodiscard]] constexpr int index(Topping t) {
  return static_cast<int>(t);
}
[[nodiscard]] constexpr bool is_valid(CardId card) {
  return index(card) < kDeckSize;
}
[[nodiscard]] constexpr bool is_valid(Face face) {
  return index(face) < kFaceCount;
}
[[nodiscard]] constexpr bool is_topping(CardId card) {
  return index(card) >= kNumberCards;
}
[[nodiscard]] constexpr bool is_number(CardId card) {
  return index(card) < kNumberCards;
}
// Number cards only.
[[nodiscard]] constexpr int number_of(CardId card) {
  return index(card) % kNumbers;
}
[[nodiscard]] constexpr Flavour flavour_of(CardId card) {
  return Flavour(index(card) / kNumbers);
}
[[nodiscard]] constexpr bool is_zero(CardId card) {
  return is_number(card) && number_of(card) == 0;
}
// Toppings only.
[[nodiscard]] constexpr Topping topping_of(CardId card) {
  return Topping((index(card) - kNumberCards) / kToppingCopies);
}
[[nodiscard]] constexpr Face face_of(CardId card) {
  return is_number(card) ? Face(index(card))
                         : Face(static_cast<std::uint8_t>(kNumberCards + index(topping_of(card))));
}
[[nodiscard]] constexpr CardId number_card(Flavour flavour, int number) {
  return CardId(static_cast<std::uint8_t>(index(flavour) * kNumbers + number));
}
[[nodiscard]] constexpr CardId topping_card(Topping topping, int copy) {
  return CardId(static_cast<std::uint8_t>(kNumberCards + index(topping) * kToppingCopies + copy));
}

// Stable codes used in logs and the protocol: the flavour's name and the number for
// number cards ("taro3", "matcha0", "strawberry8", "butterfly5", "mango1"), the topping's
// name for toppings ("pearls", "grass_jelly", "cheese_foam", "red_bean"). Whole words,
// because the flavours' initials collide (Matcha, Mango).
[[nodiscard]] std::string_view face_code(Face face);
[[nodiscard]] std::optional<Face> face_from_code(std::string_view code);
// Names for people: "3 Taro", "0 Butterfly", "Grass Jelly".
[[nodiscard]] std::string_view face_name(Face face);
[[nodiscard]] std::string_view flavour_code(Flavour flavour);
[[nodiscard]] std::string_view topping_code(Topping topping);

struct CatalogueEntry {
  Face face{};
  std::string_view code;
  std::string_view name;
};
// Every face, in face order: what the lobby sends so clients can draw any card.
[[nodiscard]] std::span<const CatalogueEntry> catalogue();

}  // namespace jongtable::boba
