#include "jongtable/gimme/tile.hpp"

#include <array>

namespace jongtable::gimme {
namespace {

constexpr std::array<std::string_view, kFaceCount> kCodes = {
    "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "C1", "C2", "C3", "C4", "C5",
    "C6", "C7", "C8", "C9", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "J"};

constexpr std::array<std::string_view, kFaceCount> kNames = {
    "1 Dots",   "2 Dots",   "3 Dots",   "4 Dots",   "5 Dots",   "6 Dots",   "7 Dots",
    "8 Dots",   "9 Dots",   "1 Cracks", "2 Cracks", "3 Cracks", "4 Cracks", "5 Cracks",
    "6 Cracks", "7 Cracks", "8 Cracks", "9 Cracks", "1 Bams",   "2 Bams",   "3 Bams",
    "4 Bams",   "5 Bams",   "6 Bams",   "7 Bams",   "8 Bams",   "9 Bams",   "Joker"};

constexpr std::array<FaceEntry, kFaceCount> make_catalogue() {
  std::array<FaceEntry, kFaceCount> entries{};
  for (int f = 0; f < kFaceCount; ++f) entries[f] = {Face(f), kCodes[f], kNames[f]};
  return entries;
}
constexpr std::array<FaceEntry, kFaceCount> kCatalogue = make_catalogue();

}  // namespace

std::string_view face_code(Face face) {
  return is_valid(face) ? kCodes[index(face)] : "?";
}

std::optional<Face> face_from_code(std::string_view code) {
  for (int f = 0; f < kFaceCount; ++f) {
    if (kCodes[f] == code) return Face(f);
  }
  return std::nullopt;
}

std::string_view face_name(Face face) {
  return is_valid(face) ? kNames[index(face)] : "?";
}

std::string_view suit_code(Suit suit) {
  switch (suit) {
    case Suit::dots:
      return "dots";
    case Suit::cracks:
      return "cracks";
    case Suit::bams:
      return "bams";
    case Suit::joker:
      return "joker";
  }
  return "?";
}

std::span<const FaceEntry> catalogue() {
  return kCatalogue;
}

}  // namespace jongtable::gimme
