#pragma once
// When a connection's next WebSocket ping is due. Every connection pings once an
// interval; the schedule keeps those pings spread out and cheap:
// - each connection keeps its own phase: the next ping is one interval after the last
//   one was due, not after its handler ran. Counted from the handler, every stall of
//   the I/O thread would bunch the timers that fell due during it, and the bunches
//   grow into one burst each interval (measured at 10,000 connections: p99 83 ms with
//   pings against 3.7 ms without);
// - first pings are spread by the link's number, so connections that open together (a
//   restart, a class joining at once) do not ping together for ever;
// - due times lie on a 10 ms grid, so the pings due in one slot go out from one wake of
//   the I/O thread instead of one wake (and timer re-arm) each.

#include <chrono>
#include <cstdint>

namespace jongtable::server {

using PingClock = std::chrono::steady_clock;

inline constexpr std::chrono::milliseconds kPingGrid{10};

// The first slot on the grid at or after `at`.
[[nodiscard]] PingClock::time_point on_ping_grid(PingClock::time_point at);

// The first ping of a link accepted at `accepted`: between half an interval and one and a
// half intervals later, at a point set by the link's number.
[[nodiscard]] PingClock::time_point first_ping_due(PingClock::time_point accepted,
                                                   std::chrono::milliseconds interval,
                                                   std::uint64_t link_id);

// The ping after one that was due at `due`, decided at `now`: one interval on, or, when
// the I/O thread fell behind by more than that, the first slot of the same phase after
// `now` (missed pings are skipped, not sent in a rush).
[[nodiscard]] PingClock::time_point next_ping_due(PingClock::time_point due,
                                                  PingClock::time_point now,
                                                  std::chrono::milliseconds interval);

}  // namespace jongtable::server
