#include "jongtable/american/cards.hpp"

#include <array>

namespace jongtable::american {
namespace {

constexpr std::array<std::string_view, kFaceCount> kCodes = {
    "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "D1", "D2", "D3",
    "D4", "D5", "D6", "D7", "D8", "D9", "B1", "B2", "B3", "B4", "B5", "B6",
    "B7", "B8", "B9", "RD", "GD", "WD", "N",  "E",  "S",  "W",  "F",  "J"};

// One card's name, as players call a discard and as the web client words it ("7 Crak"):
// the suit is plural only for many cards ("a pung of Craks").
constexpr std::array<std::string_view, kFaceCount> kNames = {
    "1 Crak",     "2 Crak",    "3 Crak",     "4 Crak",     "5 Crak",       "6 Crak",
    "7 Crak",     "8 Crak",    "9 Crak",     "1 Dot",      "2 Dot",        "3 Dot",
    "4 Dot",      "5 Dot",     "6 Dot",      "7 Dot",      "8 Dot",        "9 Dot",
    "1 Bam",      "2 Bam",     "3 Bam",      "4 Bam",      "5 Bam",        "6 Bam",
    "7 Bam",      "8 Bam",     "9 Bam",      "Red Dragon", "Green Dragon", "White Dragon",
    "North Wind", "East Wind", "South Wind", "West Wind",  "Flower",       "Joker"};

constexpr std::array<FaceEntry, kFaceCount> make_catalogue() {
  std::array<FaceEntry, kFaceCount> entries{};
  for (int f = 0; f < kFaceCount; ++f) {
    entries[static_cast<std::size_t>(f)] = {Face(static_cast<std::uint8_t>(f)), kCodes[f],
                                            kNames[f]};
  }
  return entries;
}
constexpr std::array<FaceEntry, kFaceCount> kCatalogue = make_catalogue();

}  // namespace

std::string_view face_code(Face face) {
  return is_valid(face) ? kCodes[static_cast<std::size_t>(index(face))] : "?";
}

std::optional<Face> face_from_code(std::string_view code) {
  for (int f = 0; f < kFaceCount; ++f) {
    if (kCodes[static_cast<std::size_t>(f)] == code) return Face(static_cast<std::uint8_t>(f));
  }
  return std::nullopt;
}

std::string_view face_name(Face face) {
  return is_valid(face) ? kNames[static_cast<std::size_t>(index(face))] : "?";
}

std::span<const FaceEntry> catalogue() {
  return kCatalogue;
}

}  // namespace jongtable::american
