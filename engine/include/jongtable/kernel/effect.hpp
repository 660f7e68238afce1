#pragma once
// Effects: what the host must do for the engine, which never reads a clock.

#include <cstdint>
#include <variant>

#include "jongtable/kernel/millis.hpp"

namespace jongtable::kernel {

// One timer of each kind per table; starting one replaces any running timer of that
// kind. When it fires, the host applies the matching *Expired / BeginNextRound intent
// carrying `id`.
enum class TimerKind : std::uint8_t { claim_window, turn_clock, next_round };

struct StartTimer {
  TimerKind kind{};
  std::uint32_t id = 0;
  Millis at = 0;
};
struct CancelTimer {
  TimerKind kind{};
};

using Effect = std::variant<StartTimer, CancelTimer>;

}  // namespace jongtable::kernel
