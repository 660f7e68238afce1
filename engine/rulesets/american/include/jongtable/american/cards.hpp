#pragma once
// The 152 cards of the Gold Standard game (docs/rules/american.md "Cards"): Craks, Dots and Bams 1-9,
// three Dragons, four Winds, four copies of each; eight Flowers (one face) and eight
// Jokers.

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace jongtable::american {

// A physical card within a round, 0..151. Copies of one face are consecutive ids, the
// Flowers (136..143) and Jokers (144..151) last, so a hand sorted by id is sorted by face.
enum class CardId : std::uint8_t {};
// 0-8 Craks 1-9, 9-17 Dots 1-9, 18-26 Bams 1-9, 27 Red, 28 Green, 29 White Dragon,
// 30 North, 31 East, 32 South, 33 West, 34 Flower, 35 Joker.
enum class Face : std::uint8_t {};
enum class Suit : std::uint8_t { craks, dots, bams };

inline constexpr int kFaceCount = 36;
inline constexpr int kCardCount = 152;
inline constexpr Face kRedDragon = Face(27);
inline constexpr Face kGreenDragon = Face(28);
inline constexpr Face kWhiteDragon = Face(29);
inline constexpr Face kFlower = Face(34);
inline constexpr Face kJoker = Face(35);

// A set of faces as bits (bit f for face f): what a group of a hand may be made of.
using FaceMask = std::uint64_t;
[[nodiscard]] constexpr FaceMask bit(Face face) {
  return FaceMask{1} << static_cast<unsigned>(face);
}

[[nodiscard]] constexpr int index(CardId card) {
  return static_cast<int>(card);
}
[[nodiscard]] constexpr int index(Face face) {
  return static_cast<int>(face);
}
[[nodiscard]] constexpr bool is_valid(CardId card) {
  return index(card) < kCardCount;
}
[[nodiscard]] constexpr bool is_valid(Face face) {
  return index(face) < kFaceCount;
}
[[nodiscard]] constexpr Face face_of(CardId card) {
  const int c = index(card);
  if (c < 136) return Face(c / 4);
  return c < 144 ? kFlower : kJoker;
}
[[nodiscard]] constexpr bool is_joker(CardId card) {
  return index(card) >= 144;
}
[[nodiscard]] constexpr bool is_number(Face face) {
  return index(face) < 27;
}
[[nodiscard]] constexpr Suit suit_of(Face number) {
  return Suit(index(number) / 9);
}
// 1..9 for a number face.
[[nodiscard]] constexpr int rank_of(Face number) {
  return index(number) % 9 + 1;
}
[[nodiscard]] constexpr Face number_face(Suit suit, int rank) {
  return Face(static_cast<std::uint8_t>(static_cast<int>(suit) * 9 + rank - 1));
}
[[nodiscard]] constexpr CardId first_card(Face face) {
  const int f = index(face);
  if (f < 34) return CardId(static_cast<std::uint8_t>(f * 4));
  return f == 34 ? CardId(136) : CardId(144);
}
[[nodiscard]] constexpr int copies_of(Face face) {
  return index(face) >= 34 ? 8 : 4;
}

// Stable short codes (logs, scenarios, the protocol and the hands notation):
// "C1".."C9" Craks, "D1".."D9" Dots, "B1".."B9" Bams, "RD" "GD" "WD" the Dragons,
// "N" "E" "S" "W" the Winds, "F" Flower, "J" Joker.
[[nodiscard]] std::string_view face_code(Face face);
[[nodiscard]] std::optional<Face> face_from_code(std::string_view code);
// Names for people: "3 Crak", "2 Dot", "9 Bam", "Red Dragon", "North Wind", "Flower", "Joker".
[[nodiscard]] std::string_view face_name(Face face);

struct FaceEntry {
  Face face{};
  std::string_view code;
  std::string_view name;
};
// Every face with its code and name, in face order.
[[nodiscard]] std::span<const FaceEntry> catalogue();

}  // namespace jongtable::american
