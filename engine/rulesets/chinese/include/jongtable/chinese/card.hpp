#pragma once
// The cards of Chinese Mah Jongg (docs/rules/chinese.md "Cards"): Craks, Dots and Bams 1-9,
// three Dragons and four Winds, four copies of each face (136), and eight one-of-a-kind
// Flower cards (four Flowers, four Seasons) used only by the `flowers` setting or, as
// extra Wind cards, by five and six players. No Jokers.
//
// Faces and cards are physical. What a card counts as in a set is its Kind: the face
// itself, except that a Flower card in a five-player deck (a North-East Wind card) or any
// Flower card in a six-player deck (an Extra Wind card) counts as the one Kind
// kExtraWind, so those cards are interchangeable.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace jongtable::chinese {

// 0..135: copies of a face are consecutive (face * 4 + copy); 136..143 the Flower cards.
enum class CardId : std::uint8_t {};
// 0-8 Craks 1-9, 9-17 Dots 1-9, 18-26 Bams 1-9, 27-29 Red, Green, White Dragon,
// 30-33 East, South, West, North Wind, 34-37 Flowers 1-4, 38-41 Seasons 1-4.
enum class Face : std::uint8_t {};
// What a card counts as in sets: 0..33 the same as Face, 34 the extra Wind.
enum class Kind : std::uint8_t {};
enum class Suit : std::uint8_t { craks, dots, bams, dragons, winds, flowers };

inline constexpr int kCopies = 4;
inline constexpr int kStandardFaces = 34;
inline constexpr int kFaceCount = 42;
inline constexpr int kStandardCards = kStandardFaces * kCopies;  // 136
inline constexpr int kCardCount = kStandardCards + 8;            // 144
inline constexpr int kKindCount = 35;
inline constexpr Kind kExtraWind = Kind(34);
inline constexpr Face kFirstFlower = Face(34);
inline constexpr Face kFirstSeason = Face(38);

[[nodiscard]] constexpr int index(CardId c) {
  return static_cast<int>(c);
}
[[nodiscard]] constexpr int index(Face f) {
  return static_cast<int>(f);
}
[[nodiscard]] constexpr int index(Kind k) {
  return static_cast<int>(k);
}

[[nodiscard]] constexpr Face face_of(CardId card) {
  const int c = index(card);
  return c < kStandardCards ? Face(c / kCopies) : Face(kStandardFaces + c - kStandardCards);
}
[[nodiscard]] constexpr bool is_flower_card(Face face) {
  return index(face) >= kStandardFaces;
}
[[nodiscard]] constexpr bool is_season(Face face) {
  return index(face) >= index(kFirstSeason);
}
[[nodiscard]] constexpr CardId first_card(Face face) {
  return index(face) < kStandardFaces ? CardId(index(face) * kCopies)
                                      : CardId(kStandardCards + index(face) - kStandardFaces);
}
[[nodiscard]] constexpr int copies_of(Face face) {
  return is_flower_card(face) ? 1 : kCopies;
}

[[nodiscard]] constexpr Suit suit_of(Kind kind) {
  const int k = index(kind);
  if (k < 27) return Suit(k / 9);
  if (k < 30) return Suit::dragons;
  return Suit::winds;  // the four Winds and the extra Wind
}
[[nodiscard]] constexpr bool is_numbered(Kind kind) {
  return index(kind) < 27;
}
[[nodiscard]] constexpr bool is_dragon(Kind kind) {
  return suit_of(kind) == Suit::dragons;
}
[[nodiscard]] constexpr bool is_honour(Kind kind) {
  return !is_numbered(kind);
}
// 1..9 for numbered kinds, 0 for honours.
[[nodiscard]] constexpr int rank_of(Kind kind) {
  return is_numbered(kind) ? index(kind) % 9 + 1 : 0;
}
[[nodiscard]] constexpr bool is_terminal(Kind kind) {
  return rank_of(kind) == 1 || rank_of(kind) == 9;
}

// Whether this card is a bonus card laid aside at once (the `flowers` setting, 3-4
// players) rather than a card played in hands.
[[nodiscard]] constexpr bool is_bonus_card(CardId card, int seats) {
  return seats <= 4 && is_flower_card(face_of(card));
}
// What a card in play counts as. Flower cards only reach hands with 5 players (the
// Flowers) or 6 (all eight), always as the extra Wind.
[[nodiscard]] constexpr Kind kind_of(CardId card) {
  const Face f = face_of(card);
  return is_flower_card(f) ? kExtraWind : Kind(index(f));
}

// The seat winds, in the order they sit from East at a six-player table.
enum class Wind : std::uint8_t { east, south, south_west, west, north, north_east };
// The wind of the seat `offset` places after East at a table of `seats` (3-6).
[[nodiscard]] Wind seat_wind(int seats, int offset);
// The Kind that is a seat's own Wind: the extra Wind for North-East and South-West.
[[nodiscard]] Kind own_wind_kind(Wind wind);
[[nodiscard]] std::string_view wind_name(Wind wind);

// Stable codes (logs, scenarios, the protocol): "C1".."C9" Craks, "D1".."D9" Dots,
// "B1".."B9" Bams, "RD" "GD" "WD" Dragons, "EW" "SW" "WW" "NW" Winds, "F1".."F4"
// Flowers, "S1".."S4" Seasons.
[[nodiscard]] std::string_view face_code(Face face);
[[nodiscard]] std::optional<Face> face_from_code(std::string_view code);
// Names for people: "3 Craks", "Red Dragon", "East Wind", "Flower 2", "Season 4".
[[nodiscard]] std::string_view face_name(Face face);
// Names of kinds for people, given the table size: the extra Wind is "North-East Wind"
// with five players and "Extra Wind" with six.
[[nodiscard]] std::string_view kind_name(Kind kind, int seats);

struct FaceEntry {
  Face face{};
  std::string_view code;
  std::string_view name;
};
[[nodiscard]] std::span<const FaceEntry> catalogue();

// How many cards of each Kind.
using KindCounts = std::array<std::uint8_t, kKindCount>;
[[nodiscard]] KindCounts count_kinds(std::span<const CardId> cards);

}  // namespace jongtable::chinese
