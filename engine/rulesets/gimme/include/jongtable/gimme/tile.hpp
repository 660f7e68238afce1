#pragma once
// Tiles of Gimme! Mahjong: Dots, Cracks and Bams numbered 1-9, four copies each, and
// 8 Jokers: 116 tiles.

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace jongtable::gimme {

// A physical tile within a round, 0..115. Copies of one face are consecutive ids, and
// the Jokers come last (108..115), so a hand sorted by id is sorted by face.
enum class TileId : std::uint8_t {};
// 0..26 the numbered faces (Dots 1-9, Cracks 1-9, Bams 1-9), 27 the Joker.
enum class Face : std::uint8_t {};
enum class Suit : std::uint8_t { dots, cracks, bams, joker };

inline constexpr int kNumberedFaces = 27;
inline constexpr int kFaceCount = 28;
inline constexpr int kCopiesPerFace = 4;
inline constexpr int kJokerCount = 8;
inline constexpr int kTileCount = kNumberedFaces * kCopiesPerFace + kJokerCount;
inline constexpr Face kJoker = Face(kNumberedFaces);

[[nodiscard]] constexpr int index(TileId tile) {
  return static_cast<int>(tile);
}
[[nodiscard]] constexpr int index(Face face) {
  return static_cast<int>(face);
}
[[nodiscard]] constexpr bool is_valid(TileId tile) {
  return index(tile) < kTileCount;
}
[[nodiscard]] constexpr bool is_valid(Face face) {
  return index(face) < kFaceCount;
}
[[nodiscard]] constexpr bool is_joker(Face face) {
  return face == kJoker;
}
[[nodiscard]] constexpr Face face_of(TileId tile) {
  const int t = index(tile);
  return t < kNumberedFaces * kCopiesPerFace ? Face(t / kCopiesPerFace) : kJoker;
}
[[nodiscard]] constexpr bool is_joker(TileId tile) {
  return index(tile) >= kNumberedFaces * kCopiesPerFace;
}
[[nodiscard]] constexpr Suit suit_of(Face face) {
  return Suit(index(face) / 9);
}
// 1..9 for numbered faces, 0 for the Joker.
[[nodiscard]] constexpr int rank_of(Face face) {
  return is_joker(face) ? 0 : index(face) % 9 + 1;
}
// The first physical tile of a face; a face's copies follow it.
[[nodiscard]] constexpr TileId first_tile(Face face) {
  return TileId(index(face) * kCopiesPerFace);
}
// How many physical tiles show this face: 4, or 8 for the Joker.
[[nodiscard]] constexpr int copies_of(Face face) {
  return is_joker(face) ? kJokerCount : kCopiesPerFace;
}

// Stable codes used in logs, scenarios and the protocol: "D1".."D9", "C1".."C9",
// "B1".."B9", "J".
[[nodiscard]] std::string_view face_code(Face face);
[[nodiscard]] std::optional<Face> face_from_code(std::string_view code);
// Names for people: "3 Dots", "7 Cracks", "1 Bams", "Joker".
[[nodiscard]] std::string_view face_name(Face face);
[[nodiscard]] std::string_view suit_code(Suit suit);

// Every face with its code and name, in face order: the lobby's catalogue.
struct FaceEntry {
  Face face{};
  std::string_view code;
  std::string_view name;
};
[[nodiscard]] std::span<const FaceEntry> catalogue();

}  // namespace jongtable::gimme
