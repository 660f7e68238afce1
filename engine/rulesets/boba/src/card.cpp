#include "jongtable/boba/card.hpp"

#include <array>
#include <string>

namespace jongtable::boba {
namespace {

constexpr std::array<std::string_view, kFlavours> kFlavourCodes = {"taro", "matcha", "strawberry",
                                                                   "butterfly", "mango"};
constexpr std::array<std::string_view, kToppings> kToppingCodes = {"pearls", "grass_jelly",
                                                                   "cheese_foam", "red_bean"};
constexpr std::array<std::string_view, kToppings> kToppingNames = {"Pearls", "Grass Jelly",
                                                                   "Cheese Foam", "Red Bean"};

// The codes and names are built once, so every lookup hands out views of stable strings.
struct Texts {
  std::array<std::string, kFaceCount> codes;
  std::array<std::string, kFaceCount> names;
  std::array<CatalogueEntry, kFaceCount> entries;
  Texts() {
    static constexpr std::array<std::string_view, kFlavours> kNames = {
        "Taro", "Matcha", "Strawberry", "Butterfly", "Mango"};
    for (int f = 0; f < kFlavours; ++f) {
      for (int n = 0; n < kNumbers; ++n) {
        const int face = f * kNumbers + n;
        codes[face] = std::string(kFlavourCodes[f]) + std::to_string(n);
        names[face] = std::to_string(n) + " " + std::string(kNames[f]);
      }
    }
    for (int t = 0; t < kToppings; ++t) {
      codes[kNumberCards + t] = kToppingCodes[t];
      names[kNumberCards + t] = kToppingNames[t];
    }
    for (int face = 0; face < kFaceCount; ++face) {
      entries[face] = {Face(static_cast<std::uint8_t>(face)), codes[face], names[face]};
    }
  }
};

const Texts& texts() {
  static const Texts kTexts;
  return kTexts;
}

}  // namespace

std::string_view face_code(Face face) {
  return is_valid(face) ? std::string_view(texts().codes[index(face)]) : "?";
}

std::optional<Face> face_from_code(std::string_view code) {
  for (int f = 0; f < kFaceCount; ++f) {
    if (texts().codes[f] == code) return Face(static_cast<std::uint8_t>(f));
  }
  return std::nullopt;
}

std::string_view face_name(Face face) {
  return is_valid(face) ? std::string_view(texts().names[index(face)]) : "?";
}

std::string_view flavour_code(Flavour flavour) {
  return index(flavour) < kFlavours ? kFlavourCodes[index(flavour)] : "?";
}

std::string_view topping_code(Topping topping) {
  return index(topping) < kToppings ? kToppingCodes[index(topping)] : "?";
}

std::span<const CatalogueEntry> catalogue() {
  return texts().entries;
}

}  // namespace jongtable::boba
