#include "jongtable/chinese/card.hpp"

namespace jongtable::chinese {
namespace {

constexpr std::array<std::string_view, kFaceCount> kCodes = {
    "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "D1", "D2", "D3", "D4", "D5",
    "D6", "D7", "D8", "D9", "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "RD",
    "GD", "WD", "EW", "SW", "WW", "NW", "F1", "F2", "F3", "F4", "S1", "S2", "S3", "S4"};

constexpr std::array<std::string_view, kFaceCount> kNames = {
    "1 Craks",   "2 Craks",    "3 Craks",   "4 Craks",    "5 Craks",      "6 Craks",
    "7 Craks",   "8 Craks",    "9 Craks",   "1 Dots",     "2 Dots",       "3 Dots",
    "4 Dots",    "5 Dots",     "6 Dots",    "7 Dots",     "8 Dots",       "9 Dots",
    "1 Bams",    "2 Bams",     "3 Bams",    "4 Bams",     "5 Bams",       "6 Bams",
    "7 Bams",    "8 Bams",     "9 Bams",    "Red Dragon", "Green Dragon", "White Dragon",
    "East Wind", "South Wind", "West Wind", "North Wind", "Flower 1",     "Flower 2",
    "Flower 3",  "Flower 4",   "Season 1",  "Season 2",   "Season 3",     "Season 4"};

constexpr std::array<FaceEntry, kFaceCount> make_catalogue() {
  std::array<FaceEntry, kFaceCount> entries{};
  for (int f = 0; f < kFaceCount; ++f) entries[f] = {Face(f), kCodes[f], kNames[f]};
  return entries;
}
constexpr std::array<FaceEntry, kFaceCount> kCatalogue = make_catalogue();

}  // namespace

Wind seat_wind(int seats, int offset) {
  // docs/rules/chinese.md "Seats and winds": three players have no West; five add North-East after
  // North; six add South-West after South as well.
  static constexpr std::array<Wind, 3> three = {Wind::east, Wind::south, Wind::north};
  static constexpr std::array<Wind, 4> four = {Wind::east, Wind::south, Wind::west, Wind::north};
  static constexpr std::array<Wind, 5> five = {Wind::east, Wind::south, Wind::west, Wind::north,
                                               Wind::north_east};
  static constexpr std::array<Wind, 6> six = {Wind::east, Wind::south, Wind::south_west,
                                              Wind::west, Wind::north, Wind::north_east};
  switch (seats) {
    case 3:
      return three[static_cast<std::size_t>(offset % 3)];
    case 5:
      return five[static_cast<std::size_t>(offset % 5)];
    case 6:
      return six[static_cast<std::size_t>(offset % 6)];
    default:
      return four[static_cast<std::size_t>(offset % 4)];
  }
}

Kind own_wind_kind(Wind wind) {
  switch (wind) {
    case Wind::east:
      return Kind(30);
    case Wind::south:
      return Kind(31);
    case Wind::west:
      return Kind(32);
    case Wind::north:
      return Kind(33);
    case Wind::south_west:
    case Wind::north_east:
      return kExtraWind;
  }
  return Kind(30);
}

std::string_view wind_name(Wind wind) {
  switch (wind) {
    case Wind::east:
      return "East";
    case Wind::south:
      return "South";
    case Wind::south_west:
      return "South-West";
    case Wind::west:
      return "West";
    case Wind::north:
      return "North";
    case Wind::north_east:
      return "North-East";
  }
  return "?";
}

std::string_view face_code(Face face) {
  return index(face) < kFaceCount ? kCodes[index(face)] : "?";
}

std::optional<Face> face_from_code(std::string_view code) {
  for (int f = 0; f < kFaceCount; ++f) {
    if (kCodes[f] == code) return Face(f);
  }
  return std::nullopt;
}

std::string_view face_name(Face face) {
  return index(face) < kFaceCount ? kNames[index(face)] : "?";
}

std::string_view kind_name(Kind kind, int seats) {
  if (kind == kExtraWind) return seats == 5 ? "North-East Wind" : "Extra Wind";
  return index(kind) < kKindCount ? kNames[index(kind)] : "?";
}

std::span<const FaceEntry> catalogue() {
  return kCatalogue;
}

KindCounts count_kinds(std::span<const CardId> cards) {
  KindCounts counts{};
  for (CardId card : cards) ++counts[index(kind_of(card))];
  return counts;
}

}  // namespace jongtable::chinese
