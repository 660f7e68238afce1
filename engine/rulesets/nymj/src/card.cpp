#include "jongtable/nymj/card.hpp"

#include <array>

namespace jongtable::nymj {
namespace {

constexpr std::array<std::string_view, kFaceCount> kCodes = {
    "R1",     "R2",     "R3",   "R4",     "R5",   "R6",    "B1",   "B2", "B3",
    "B4",     "B5",     "B6",   "G1",     "G2",   "G3",    "G4",   "G5", "G6",
    "spring", "summer", "fall", "winter", "love", "guilt", "pride"};

constexpr std::array<std::string_view, kFaceCount> kNames = {
    "1 Red",  "2 Red",  "3 Red",  "4 Red",   "5 Red",   "6 Red",   "1 Blue",  "2 Blue",  "3 Blue",
    "4 Blue", "5 Blue", "6 Blue", "1 Green", "2 Green", "3 Green", "4 Green", "5 Green", "6 Green",
    "Spring", "Summer", "Fall",   "Winter",  "Love",    "Guilt",   "Pride"};

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
    case Suit::red:
      return "red";
    case Suit::blue:
      return "blue";
    case Suit::green:
      return "green";
    case Suit::seasons:
      return "seasons";
    case Suit::emotions:
      return "emotions";
  }
  return "?";
}

}  // namespace jongtable::nymj
