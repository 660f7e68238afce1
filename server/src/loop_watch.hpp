#pragma once
// The game threads' pulse. A timer on the game io_context beats every kBeatEvery and
// notes how late its handler ran: that is how long work waits in the loop's queue. Past
// Config::busy_lag_ms two beats in a row (or with no beat for twice as long) the server
// sheds load, new tables and moves get server_busy, until a beat runs within half of it.
// A watchdog on the door's thread (the one that answers /healthz) compares the last beat
// with the clock: no beat for Config::stall_alarm_ms means every game thread is stuck in
// a handler that does not return, and /healthz answers 503 until a beat comes again.
// Both sides meet only in Metrics' atomics.

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>

#include "config.hpp"
#include "metrics.hpp"

namespace jongtable::server {

namespace net = boost::asio;

class LoopWatch {
 public:
  static constexpr std::chrono::milliseconds kBeatEvery{25};

  LoopWatch(net::io_context& game, net::io_context& front, const Config& config, Metrics& metrics);
  void start();

 private:
  void beat();
  void watch();
  void shed(std::int64_t lag_ms);  // from either thread

  net::steady_timer beat_timer_;   // on the game threads
  net::steady_timer watch_timer_;  // on the door's thread
  bool stuck_logged_ = false;      // the door's thread only
  int late_in_a_row_ = 0;          // beats later than the bound (one beat runs at a time)
  const Config& config_;
  Metrics& metrics_;
};

// Whether a game loop whose last beat was `since_beat_ms` ago counts as stuck.
[[nodiscard]] inline bool loop_stuck(const Config& config, std::int64_t since_beat_ms) {
  return since_beat_ms > config.stall_alarm_ms;
}

}  // namespace jongtable::server
