#pragma once
// Counters for /metrics in the Prometheus text format. Safe from any thread.

#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <string_view>

namespace jongtable::server {

class Metrics {
 public:
  std::atomic<std::int64_t> tables{0};
  std::atomic<std::int64_t> seats_taken{0};  // seats held by people or bots
  std::atomic<std::int64_t> connections{0};
  std::atomic<std::uint64_t> messages_in{0};
  std::atomic<std::uint64_t> messages_out{0};
  std::atomic<std::uint64_t> connections_dropped_slow{0};
  // Group commit: transactions the journal writer made, and the inputs they carried.
  std::atomic<std::uint64_t> journal_batches{0};
  std::atomic<std::uint64_t> journal_inputs{0};
  std::atomic<std::uint64_t> journal_failures{0};  // batches and tasks the store refused
  std::atomic<std::int64_t> journal_queued{0};     // inputs handed in, not yet back
  std::atomic<std::int64_t> api_pending{0};
  // The cluster (docs/cluster.md): tables this node took from the store after another
  // node let them go or died, clients sent to another node, and tables lost to another.
  std::atomic<std::uint64_t> tables_adopted{0};
  std::atomic<std::uint64_t> moved_sent{0};
  std::atomic<std::uint64_t> leases_lost{0};  // /api requests waiting or running
  // The game loop's pulse (loop_watch.hpp): how late its last heartbeat ran, and whether
  // new tables and moves are refused with server_busy meanwhile.
  std::atomic<std::int64_t> loop_lag_ms{0};
  std::atomic<bool> shedding{false};

  void count_rejection(const std::string& code);
  // Tables open and games finished, by the game they play (their ruleset id).
  void table_opened(std::string_view ruleset);
  void table_closed(std::string_view ruleset);
  void game_finished(std::string_view ruleset);
  // A journal batch (nothing of it stored) or task (a table's creation, end or
  // abandonment) failed: counted, and /readyz hears of it.
  void journal_failed();
  // Milliseconds since a move or table was last refused because the store could not
  // record it (storage_unavailable) or a journal batch failed, or -1 if never. /readyz
  // reports "storage failing" while this is recent.
  [[nodiscard]] std::int64_t ms_since_storage_refusal() const;
  // A heartbeat of the game loop ran now; and how long ago the last one did (/healthz).
  void loop_beat();
  [[nodiscard]] std::int64_t ms_since_loop_beat() const;
  // How long from the moment a claim window had to close until its result was sent.
  void observe_claim_resolution(double seconds);
  [[nodiscard]] std::string render() const;

 private:
  static constexpr std::array<double, 10> kBuckets = {0.001, 0.002, 0.005, 0.01, 0.025,
                                                      0.05,  0.1,   0.25,  0.5,  1.0};
  std::atomic<std::int64_t> last_storage_refusal_ms_{-1};  // steady clock
  std::atomic<std::int64_t> last_loop_beat_ms_{-1};        // steady clock
  mutable std::mutex mutex_;
  std::map<std::string, std::uint64_t> rejections_;
  std::map<std::string, std::int64_t, std::less<>> tables_by_ruleset_;
  std::map<std::string, std::uint64_t, std::less<>> games_finished_;
  std::array<std::uint64_t, kBuckets.size()> bucket_counts_{};
  std::uint64_t resolution_count_ = 0;
  double resolution_sum_ = 0;
};

}  // namespace jongtable::server
