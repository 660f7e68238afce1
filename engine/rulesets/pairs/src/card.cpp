#include "jongtable/pairs/card.hpp"

#include <array>

namespace jongtable::pairs {
namespace {

constexpr std::array<std::string_view, kFaceCount> kCodes = {"R1", "R2", "R3", "R4", "R5", "R6",
                                                             "B1", "B2", "B3", "B4", "B5", "B6"};

constexpr std::array<std::string_view, kFaceCount> kNames = {
    "1 Red",  "2 Red",  "3 Red",  "4 Red",  "5 Red",  "6 Red",
    "1 Blue", "2 Blue", "3 Blue", "4 Blue", "5 Blue", "6 Blue"};

constexpr std::array<CatalogueEntry, kFaceCount> make_catalogue() {
  std::array<CatalogueEntry, kFaceCount> entries{};
  for (int f = 0; f < kFaceCount; ++f) {
    entries[f] = {Face(static_cast<std::uint8_t>(f)), kCodes[f], kNames[f]};
  }
  return entries;
}
constexpr std::array<CatalogueEntry, kFaceCount> kCatalogue = make_catalogue();

}  // namespace

std::string_view face_code(Face face) {
  return is_valid(face) ? kCodes[index(face)] : "?";
}

std::optional<Face> face_from_code(std::string_view code) {
  for (int f = 0; f < kFaceCount; ++f) {
    if (kCodes[f] == code) return Face(static_cast<std::uint8_t>(f));
  }
  return std::nullopt;
}

std::string_view face_name(Face face) {
  return is_valid(face) ? kNames[index(face)] : "?";
}

std::string_view colour_code(Colour colour) {
  switch (colour) {
    case Colour::red:
      return "red";
    case Colour::blue:
      return "blue";
  }
  return "?";
}

std::span<const CatalogueEntry> catalogue() {
  return kCatalogue;
}

}  // namespace jongtable::pairs
