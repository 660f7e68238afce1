#pragma once
// The per-table settings of docs/rules/pairs.md "Options", with their defaults.

#include <optional>
#include <string_view>

#include "jongtable/kernel/millis.hpp"

namespace jongtable::pairs {

struct Settings {
  int seats = 2;                         // 2-3
  int rounds = 3;                        // 1-20
  kernel::Millis claim_window = 2000;    // how long a discard stays open to claims
  kernel::Millis turn_clock = 20000;     // per turn; 0 = no clock
  kernel::Millis between_rounds = 3000;  // pause to read the round's result
  friend bool operator==(const Settings&, const Settings&) = default;
};

// The name of the first field out of range, or nothing when every field is valid.
[[nodiscard]] std::optional<std::string_view> invalid_setting(const Settings& settings);

}  // namespace jongtable::pairs
