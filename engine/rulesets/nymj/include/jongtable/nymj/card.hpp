#pragma once
// Cards of Not Your Ma's Jong: 25 faces, three copies of each, 75 cards.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace jongtable::nymj {

// A physical card within a round: 0..74. Copies of one face are consecutive ids.
enum class CardId : std::uint8_t {};
// One of the 25 faces: Red 1-6, Blue 1-6, Green 1-6, four Seasons, three Emotions.
enum class Face : std::uint8_t {};
enum class Suit : std::uint8_t { red, blue, green, seasons, emotions };

inline constexpr int kFaceCount = 25;
inline constexpr int kCopiesPerFace = 3;
inline constexpr int kDeckSize = kFaceCount * kCopiesPerFace;

[[nodiscard]] constexpr int index(CardId card) {
  return static_cast<int>(card);
}
[[nodiscard]] constexpr int index(Face face) {
  return static_cast<int>(face);
}
[[nodiscard]] constexpr Face face_of(CardId card) {
  return Face(index(card) / kCopiesPerFace);
}
[[nodiscard]] constexpr bool is_valid(CardId card) {
  return index(card) < kDeckSize;
}
[[nodiscard]] constexpr bool is_valid(Face face) {
  return index(face) < kFaceCount;
}

[[nodiscard]] constexpr Suit suit_of(Face face) {
  const int f = index(face);
  if (f < 18) return Suit(f / 6);
  return f < 22 ? Suit::seasons : Suit::emotions;
}
[[nodiscard]] constexpr bool is_numbered(Face face) {
  return index(face) < 18;
}
// 1..6 for numbered faces, 0 for Seasons and Emotions.
[[nodiscard]] constexpr int rank_of(Face face) {
  return is_numbered(face) ? index(face) % 6 + 1 : 0;
}

// Stable short names used in logs and the protocol: "R1".."R6", "B1".., "G1"..,
// "spring", "summer", "fall", "winter", "love", "guilt", "pride".
[[nodiscard]] std::string_view face_code(Face face);
[[nodiscard]] std::optional<Face> face_from_code(std::string_view code);
// Human names: "5 Blue", "Guilt".
[[nodiscard]] std::string_view face_name(Face face);
[[nodiscard]] std::string_view suit_code(Suit suit);

}  // namespace jongtable::nymj
