#pragma once
// The per-table settings of docs/rules/american.md, with their defaults.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "jongtable/american/card_spec.hpp"
#include "jongtable/kernel/millis.hpp"

namespace jongtable::american {

enum class HandsChoice : std::uint8_t { beginner, advanced };

struct Settings {
  int seats = 4;  // 3 or 4
  HandsChoice hands = HandsChoice::advanced;
  bool charleston_extras = true;  // dance-again vote, second Charleston, blind and courtesy passes
  bool dead_hand = true;          // a false mah jongg kills the hand; off: it is refused
  std::string card;               // a host's own card in the notation; empty: the shipped one
  kernel::Millis call_window = 2500;     // every discard, for every seat
  kernel::Millis pass_clock = 60000;     // per Charleston pass, vote or courtesy offer
  kernel::Millis turn_clock = 30000;     // per turn in play; 0 = no clock
  kernel::Millis between_rounds = 6000;  // pause to read the round's result
  friend bool operator==(const Settings&, const Settings&) = default;
};

[[nodiscard]] std::string_view hands_code(HandsChoice hands);  // "beginner" / "advanced"

// The name of the first field out of range ("card" when the card does not parse), or
// nothing when every field is valid.
[[nodiscard]] std::optional<std::string_view> invalid_setting(const Settings& settings);
// Why the table's card does not parse: the line and what is wrong.
[[nodiscard]] std::optional<CardError> card_error(const Settings& settings);

}  // namespace jongtable::american
