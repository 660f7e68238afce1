#include "ping_schedule.hpp"

#include <algorithm>

namespace jongtable::server {

PingClock::time_point on_ping_grid(PingClock::time_point at) {
  const auto grid = std::chrono::duration_cast<PingClock::duration>(kPingGrid);
  const auto since = at.time_since_epoch();
  const auto slots = (since + grid - PingClock::duration(1)) / grid;
  return PingClock::time_point(slots * grid);
}

PingClock::time_point first_ping_due(PingClock::time_point accepted,
                                     std::chrono::milliseconds interval, std::uint64_t link_id) {
  // Fibonacci hashing: consecutive link numbers land far apart within the interval.
  const auto spread = static_cast<std::uint64_t>(std::max<std::int64_t>(1, interval.count()));
  const auto offset = std::chrono::milliseconds(((link_id * 0x9E3779B97F4A7C15ull) >> 32) % spread);
  return on_ping_grid(accepted + interval / 2 + offset);
}

PingClock::time_point next_ping_due(PingClock::time_point due, PingClock::time_point now,
                                    std::chrono::milliseconds interval) {
  auto next = due + interval;
  if (next <= now) next += (now - next) / interval * interval + interval;
  return on_ping_grid(next);
}

}  // namespace jongtable::server
