#pragma once
// The 24 cards of Pairs (docs/rules/pairs.md "Setup"): the numbers 1-6 in red and in
// blue, two copies of each face.

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace jongtable::pairs {

// A physical card, 0..23. The two copies of a face are consecutive ids, so a hand sorted
// by id is sorted by face.
enum class CardId : std::uint8_t {};
// What is printed on a card: 0..5 red 1-6, 6..11 blue 1-6.
enum class Face : std::uint8_t {};
enum class Colour : std::uint8_t { red, blue };

inline constexpr int kNumbers = 6;
inline constexpr int kColours = 2;
inline constexpr int kFaceCount = kNumbers * kColours;
inline constexpr int kCopies = 2;
inline constexpr int kDeckSize = kFaceCount * kCopies;

[[nodiscard]] constexpr int index(CardId card) {
  return static_cast<int>(card);
}
[[nodiscard]] constexpr int index(Face face) {
  return static_cast<int>(face);
}
[[nodiscard]] constexpr bool is_valid(CardId card) {
  return index(card) < kDeckSize;
}
[[nodiscard]] constexpr bool is_valid(Face face) {
  return index(face) < kFaceCount;
}
[[nodiscard]] constexpr Face face_of(CardId card) {
  return Face(static_cast<std::uint8_t>(index(card) / kCopies));
}
[[nodiscard]] constexpr Colour colour_of(Face face) {
  return Colour(index(face) / kNumbers);
}
// 1..6.
[[nodiscard]] constexpr int number_of(Face face) {
  return index(face) % kNumbers + 1;
}
[[nodiscard]] constexpr CardId card_of(Face face, int copy) {
  return CardId(static_cast<std::uint8_t>(index(face) * kCopies + copy));
}

// Stable codes used in logs, scenarios and the protocol: "R1".."R6", "B1".."B6".
[[nodiscard]] std::string_view face_code(Face face);
[[nodiscard]] std::optional<Face> face_from_code(std::string_view code);
// Names for people: "1 Red", "6 Blue".
[[nodiscard]] std::string_view face_name(Face face);
[[nodiscard]] std::string_view colour_code(Colour colour);

struct CatalogueEntry {
  Face face{};
  std::string_view code;
  std::string_view name;
};
// Every face, in face order: what the lobby sends so clients can draw any card.
[[nodiscard]] std::span<const CatalogueEntry> catalogue();

}  // namespace jongtable::pairs
