#pragma once
// The host's monotonic clock in engine Millis, shared by timers and arrival stamps.

#include <chrono>

#include "jongtable/engine/settings.hpp"

namespace jongtable::server {

[[nodiscard]] inline engine::Millis now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

[[nodiscard]] inline std::chrono::steady_clock::time_point at_ms(engine::Millis at) {
  return std::chrono::steady_clock::time_point(std::chrono::milliseconds(at));
}

}  // namespace jongtable::server
