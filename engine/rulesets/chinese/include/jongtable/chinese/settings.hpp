#pragma once
// The per-table settings of docs/rules/chinese.md, with their defaults.

#include <optional>
#include <string_view>

#include "jongtable/chinese/card.hpp"
#include "jongtable/kernel/millis.hpp"

namespace jongtable::chinese {

// The most players at one table (six: RULES FOR SIX PLAYERS).
inline constexpr int kMaxPlayers = 6;

struct Settings {
  int seats = 4;                        // 3-6
  bool flowers = false;                 // the eight Flower cards as bonus cards (3-4 only)
  int limit = 0;                        // most any one payment between two players; 0 = none
  kernel::Millis claim_window = 2500;   // how long every discard stays open to calls
  kernel::Millis turn_clock = 30000;    // per decision; 0 = no clock
  kernel::Millis between_hands = 6000;  // pause to read the hand's result
  friend bool operator==(const Settings&, const Settings&) = default;
};

// The name of the first field out of range, or nothing when every field is valid.
[[nodiscard]] std::optional<std::string_view> invalid_setting(const Settings& settings);

// Whether a table with these settings plays with this face: the 34 standard faces always;
// five players add the four Flowers (not the Seasons) as North-East Winds; six players,
// or three or four with `flowers`, all eight Flower cards.
[[nodiscard]] constexpr bool in_deck(Face face, const Settings& settings) {
  if (!is_flower_card(face)) return true;
  if (settings.seats == 5) return !is_season(face);
  return settings.seats == 6 || settings.flowers;
}

// A game lasts until each player has been East once.
[[nodiscard]] constexpr int hands_in_game(const Settings& settings) {
  return settings.seats;
}
// Six players play short hands: 11 cards win, 10 are dealt (East 11).
[[nodiscard]] constexpr int winning_size(const Settings& settings) {
  return settings.seats == 6 ? 11 : 14;
}

}  // namespace jongtable::chinese
