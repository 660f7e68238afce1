#include "metrics.hpp"

#include <chrono>
#include <sstream>

namespace jongtable::server {

namespace {
std::int64_t steady_now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}
}  // namespace

void Metrics::count_rejection(const std::string& code) {
  if (code == "storage_unavailable") last_storage_refusal_ms_ = steady_now_ms();
  const std::lock_guard lock(mutex_);
  ++rejections_[code];
}

void Metrics::journal_failed() {
  ++journal_failures;
  last_storage_refusal_ms_ = steady_now_ms();
}

std::int64_t Metrics::ms_since_storage_refusal() const {
  const std::int64_t last = last_storage_refusal_ms_;
  return last < 0 ? -1 : steady_now_ms() - last;
}

void Metrics::loop_beat() {
  last_loop_beat_ms_ = steady_now_ms();
}

std::int64_t Metrics::ms_since_loop_beat() const {
  const std::int64_t last = last_loop_beat_ms_;
  return last < 0 ? 0 : steady_now_ms() - last;
}

void Metrics::table_opened(std::string_view ruleset) {
  ++tables;
  const std::lock_guard lock(mutex_);
  const auto [it, added] = tables_by_ruleset_.try_emplace(std::string(ruleset), 0);
  ++it->second;
}

void Metrics::table_closed(std::string_view ruleset) {
  --tables;
  const std::lock_guard lock(mutex_);
  if (const auto it = tables_by_ruleset_.find(ruleset); it != tables_by_ruleset_.end())
    --it->second;
}

void Metrics::game_finished(std::string_view ruleset) {
  const std::lock_guard lock(mutex_);
  const auto [it, added] = games_finished_.try_emplace(std::string(ruleset), 0);
  ++it->second;
}

void Metrics::observe_claim_resolution(double seconds) {
  const std::lock_guard lock(mutex_);
  for (std::size_t i = 0; i < kBuckets.size(); ++i) {
    if (seconds <= kBuckets[i]) ++bucket_counts_[i];
  }
  ++resolution_count_;
  resolution_sum_ += seconds;
}

std::string Metrics::render() const {
  std::ostringstream out;
  auto gauge = [&out](const char* name, const char* help, std::int64_t value) {
    out << "# HELP " << name << ' ' << help << "\n# TYPE " << name << " gauge\n"
        << name << ' ' << value << '\n';
  };
  auto counter = [&out](const char* name, const char* help, std::uint64_t value) {
    out << "# HELP " << name << ' ' << help << "\n# TYPE " << name << " counter\n"
        << name << ' ' << value << '\n';
  };
  gauge("jongtable_tables", "Tables open.", tables.load());
  gauge("jongtable_seats", "Seats held by people or bots.", seats_taken.load());
  gauge("jongtable_connections", "WebSocket connections open.", connections.load());
  counter("jongtable_messages_in_total", "Client messages received.", messages_in.load());
  counter("jongtable_messages_out_total", "Server messages sent.", messages_out.load());
  counter("jongtable_slow_readers_dropped_total", "Connections closed for not reading.",
          connections_dropped_slow.load());
  gauge("jongtable_loop_lag_ms", "How late the game loop's last heartbeat ran (its queue).",
        loop_lag_ms.load());
  gauge("jongtable_shedding", "1 while new tables and moves are refused with server_busy.",
        shedding.load() ? 1 : 0);
  counter("jongtable_tables_adopted_total",
          "Live tables this node took over from the store (another node died or let go).",
          tables_adopted.load());
  counter("jongtable_moved_total", "Clients told to reconnect to another node (moved).",
          moved_sent.load());
  counter("jongtable_leases_lost_total", "Tables this node stopped serving: another took them.",
          leases_lost.load());
  const std::lock_guard lock(mutex_);
  counter("jongtable_journal_batches_total",
          "Journal transactions (each one sync to disk) of the group commit.",
          journal_batches.load());
  counter("jongtable_journal_inputs_total", "Inputs stored by those transactions.",
          journal_inputs.load());
  gauge("jongtable_journal_queued_inputs",
        "Inputs handed to the journal's writer and not yet stored or refused.",
        journal_queued.load());
  gauge("jongtable_api_pending_requests",
        "Requests to /api (game lists, replays) waiting for or being served.", api_pending.load());
  counter("jongtable_journal_failures_total",
          "Journal transactions that failed (nothing of them stored; see the log).",
          journal_failures.load());
  out << "# HELP jongtable_rejections_total Client messages refused, by error code.\n"
      << "# TYPE jongtable_rejections_total counter\n";
  for (const auto& [code, count] : rejections_) {
    out << "jongtable_rejections_total{code=\"" << code << "\"} " << count << '\n';
  }
  out << "# HELP jongtable_tables_by_ruleset Tables open, by the game they play.\n"
      << "# TYPE jongtable_tables_by_ruleset gauge\n";
  for (const auto& [ruleset, count] : tables_by_ruleset_) {
    out << "jongtable_tables_by_ruleset{ruleset=\"" << ruleset << "\"} " << count << '\n';
  }
  out << "# HELP jongtable_games_finished_total Games played to their end, by game.\n"
      << "# TYPE jongtable_games_finished_total counter\n";
  for (const auto& [ruleset, count] : games_finished_) {
    out << "jongtable_games_finished_total{ruleset=\"" << ruleset << "\"} " << count << '\n';
  }
  out << "# HELP jongtable_claim_resolution_seconds From a claim window's close to its result "
         "being sent.\n"
      << "# TYPE jongtable_claim_resolution_seconds histogram\n";
  for (std::size_t i = 0; i < kBuckets.size(); ++i) {
    out << "jongtable_claim_resolution_seconds_bucket{le=\"" << kBuckets[i] << "\"} "
        << bucket_counts_[i] << '\n';
  }
  out << "jongtable_claim_resolution_seconds_bucket{le=\"+Inf\"} " << resolution_count_ << '\n'
      << "jongtable_claim_resolution_seconds_sum " << resolution_sum_ << '\n'
      << "jongtable_claim_resolution_seconds_count " << resolution_count_ << '\n';
  return out.str();
}

}  // namespace jongtable::server
