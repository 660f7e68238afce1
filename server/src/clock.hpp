#pragma once
// The host's monotonic clock in engine Millis, shared by timers and arrival stamps.
//
// A restarted server replays inputs stamped by the old process's clock, so the engine's
// times go on from where they were: at start the clock is shifted (once, before any
// table runs) so that "now" is the newest recorded input time. The downtime does not
// count against anyone's claim window or turn clock.

#include <atomic>
#include <chrono>

#include "jongtable/nymj/settings.hpp"

namespace jongtable::server {

[[nodiscard]] inline std::atomic<kernel::Millis>& clock_shift() {
  static std::atomic<kernel::Millis> shift{0};
  return shift;
}

[[nodiscard]] inline kernel::Millis steady_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

[[nodiscard]] inline kernel::Millis now_ms() {
  return steady_ms() + clock_shift().load(std::memory_order_relaxed);
}

[[nodiscard]] inline std::chrono::steady_clock::time_point at_ms(kernel::Millis at) {
  return std::chrono::steady_clock::time_point(
      std::chrono::milliseconds(at - clock_shift().load(std::memory_order_relaxed)));
}

// Wall-clock milliseconds since the Unix epoch: when games were created and finished.
[[nodiscard]] inline std::int64_t wall_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace jongtable::server
