#pragma once
// Server configuration from flags and JONGTABLE_* environment variables (flags win).
// Bad values fail fast with a message naming the setting.

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace jongtable::server {

struct Config {
  std::string bind = "0.0.0.0";
  std::uint16_t port = 8080;  // 0 = any free port (printed on start)
  std::string web_root = "clients/web/dist";
  std::string data_dir;  // empty = nothing kept on disk
  std::string log_level = "info";
  std::vector<std::string> allowed_origins;  // besides same host and localhost; "*" = any
  bool allow_scenarios = false;
  int threads = 2;
  std::size_t max_frame_bytes = 16384;  // larger text frames get too_large
  std::size_t max_tables = 1000;
  std::size_t max_connections = 2000;
  std::size_t outbound_queue = 256;  // frames; a reader further behind is dropped
  double rate_per_second = 10;       // token bucket refill per connection
  double rate_burst = 20;            // token bucket size
  int ping_interval_ms = 1000;       // WebSocket pings that measure round trips
  // A peer heard nothing from (no frame, no pong) this long after a ping is dropped:
  // a phone that lost its network leaves its seat offline instead of "connected".
  int silence_timeout_ms = 10000;
  int hello_timeout_ms = 10000;      // a WebSocket that has not said hello by then is closed
  std::size_t max_per_address = 64;  // TCP connections (HTTP and WebSocket) per client address
  int shutdown_grace_ms = 2000;
  int storage_busy_ms = 5000;  // a journal write waits this long for another lock holder
};

struct ConfigResult {
  Config config;
  std::string error;  // non-empty: refuse to start
  bool help = false;
};

[[nodiscard]] ConfigResult parse_config(
    const std::vector<std::string>& args,
    const std::vector<std::pair<std::string, std::string>>& env);
[[nodiscard]] std::string usage();

}  // namespace jongtable::server
