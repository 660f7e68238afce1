#include "loop_watch.hpp"

#include "json_log.hpp"

namespace jongtable::server {

LoopWatch::LoopWatch(net::io_context& game, net::io_context& front, const Config& config,
                     Metrics& metrics)
    : beat_timer_(game), watch_timer_(front), config_(config), metrics_(metrics) {}

void LoopWatch::start() {
  metrics_.loop_beat();
  beat_timer_.expires_after(kBeatEvery);
  beat_timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) beat();
  });
  watch_timer_.expires_after(kBeatEvery);
  watch_timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) watch();
  });
}

void LoopWatch::shed(std::int64_t lag_ms) {
  if (!metrics_.shedding.exchange(true))
    log_event(spdlog::level::warn, "shedding_load", {{"lag_ms", lag_ms}});
}

void LoopWatch::beat() {
  const auto late = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - beat_timer_.expiry())
                        .count();
  metrics_.loop_beat();
  metrics_.loop_lag_ms = late;
  if (config_.busy_lag_ms > 0) {
    // Two late beats in a row: a queue that stays long, not one moment the machine gave
    // the core to another process. Shedding stops only once the queue is well under the
    // bound, so a loop at the edge does not flip every beat.
    late_in_a_row_ = late > config_.busy_lag_ms ? late_in_a_row_ + 1 : 0;
    if (late_in_a_row_ >= 2) {
      shed(late);
    } else if (late * 2 < config_.busy_lag_ms) {
      if (metrics_.shedding.exchange(false))
        log_event(spdlog::level::info, "shedding_stopped", {{"lag_ms", late}});
    }
  }
  beat_timer_.expires_after(kBeatEvery);
  beat_timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) beat();
  });
}

void LoopWatch::watch() {
  const auto since = metrics_.ms_since_loop_beat();
  // A beat reports its lateness only once it runs: a loop that has not beaten for twice
  // the bound is behind already, and sheds from now on.
  if (config_.busy_lag_ms > 0 && since > 2 * config_.busy_lag_ms + kBeatEvery.count()) shed(since);
  if (loop_stuck(config_, since)) {
    if (!stuck_logged_) {
      stuck_logged_ = true;
      log_event(spdlog::level::err, "event_loop_stuck", {{"since_beat_ms", since}});
    }
  } else if (stuck_logged_) {
    stuck_logged_ = false;
    log_event(spdlog::level::warn, "event_loop_recovered", {{"since_beat_ms", since}});
  }
  watch_timer_.expires_after(kBeatEvery);
  watch_timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) watch();
  });
}

}  // namespace jongtable::server
