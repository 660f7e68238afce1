#include "jongtable/american/cards.hpp"

#include <array>

namespace jongtable::american {
namespace {

constexpr std::array<std::string_view, kFaceCount> kCodes = {
    "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "D1", "D2", "D3",
    "D4", "D5", "D6", "D7", "D8", "D9", "B1", "B2", "B3", "B4", "B5", "B6",
    "B7", "B8", "B9", "RD", "GD", "WD", "N",  "E",  "S",  "W",  "F",  "J"};

constexpr std::array<std::string_view, kFaceCount> kNames = {
    "1 Craks",    "2 Craks",   "3 Craks",    "4 Craks",    "5 Craks",      "6 Craks",
    "7 Craks",    "8 Craks",   "9 Craks",    "1 Dots",     "2 Dots",       "3 Dots",
    "4 Dots",     "5 Dots",    "6 Dots",     "7 Dots",     "8 Dots",       "9 Dots",
    "1 Bams",     "2 Bams",    "3 Bams",     "4 Bams",     "5 Bams",       "6 Bams",
    "7 Bams",     "8 Bams",    "9 Bams",     "Red Dragon", "Green Dragon", "White Dragon",
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
