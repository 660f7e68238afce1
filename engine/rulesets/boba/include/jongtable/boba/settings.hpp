#pragma once
// The per-table settings of a Boba Mahjong table, with their defaults.

#include <optional>
#include <string_view>

#include "jongtable/kernel/millis.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::boba {

// The game before a rematch at the same table: who started it and who won it (none: a
// tie). It decides who starts the rematch.
struct PreviousGame {
  kernel::Seat first{};
  std::optional<kernel::Seat> winner;
  friend bool operator==(const PreviousGame&, const PreviousGame&) = default;
};

struct Settings {
  int seats = 2;                           // Boba Mahjong is for exactly two players
  kernel::Millis turn_clock = 45000;       // per turn; 0 = no clock
  std::optional<PreviousGame> rematch_of;  // set for a rematch only
  friend bool operator==(const Settings&, const Settings&) = default;
};

// The name of the first field out of range, or nothing when every field is fine.
[[nodiscard]] std::optional<std::string_view> invalid_setting(const Settings& settings);

}  // namespace jongtable::boba
