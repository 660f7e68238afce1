#pragma once
// The per-table settings of docs/rules/gimme.md, with their defaults.

#include <optional>
#include <string_view>

#include "jongtable/kernel/millis.hpp"

namespace jongtable::gimme {

struct Settings {
  int seats = 4;                         // 2-4
  kernel::Millis gimme_window = 2500;    // how long every drop stays open to Gimme
  kernel::Millis turn_clock = 30000;     // per decision; 0 = no clock
  kernel::Millis between_rounds = 6000;  // pause to read the round's result
  int rounds = 0;                        // 0 = one per seat; else 1-20
  bool bonuses = true;                   // the book's bonus points
  bool pesky_pairs_1 = false;            // no Joker in a Pair set
  bool pesky_pairs_2 = false;            // a Pair may be called only to finish
  bool mahjong_first = false;            // a Gimme that finishes outranks nearer seats
  // Draws in a round before it ends as if the pool were empty. The pool empties anyway
  // (every turn either draws or lays a set down for good), so this is only a guard.
  int turn_cap = 400;
  friend bool operator==(const Settings&, const Settings&) = default;
};

// The name of the first field out of range, or nothing when every field is valid.
[[nodiscard]] std::optional<std::string_view> invalid_setting(const Settings& settings);

// The rounds a game with these settings lasts.
[[nodiscard]] constexpr int rounds_in_game(const Settings& settings) {
  return settings.rounds == 0 ? settings.seats : settings.rounds;
}

}  // namespace jongtable::gimme
