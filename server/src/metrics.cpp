#include "metrics.hpp"

#include <sstream>

namespace jongtable::server {

void Metrics::count_rejection(const std::string& code) {
  const std::lock_guard lock(mutex_);
  ++rejections_[code];
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
  const std::lock_guard lock(mutex_);
  out << "# HELP jongtable_rejections_total Client messages refused, by error code.\n"
      << "# TYPE jongtable_rejections_total counter\n";
  for (const auto& [code, count] : rejections_) {
    out << "jongtable_rejections_total{code=\"" << code << "\"} " << count << '\n';
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
