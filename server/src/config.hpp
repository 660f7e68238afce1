#pragma once
// Server configuration from flags and JONGTABLE_* environment variables (flags win).
// Bad values fail fast with a message naming the setting.

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace jongtable::server {

// Where lag compensation's round trip comes from. tcp: the pings, but never more than the
// kernel's measure of the connection, so a client cannot inflate it by answering pings
// late. ping: the pings alone, for a server behind a reverse proxy (there the kernel
// measures only the hop to the proxy).
enum class RttSource { tcp, ping };

struct Config {
  std::string bind = "0.0.0.0";
  std::uint16_t port = 8080;  // 0 = any free port (printed on start)
  std::string web_root = "clients/web/dist";
  std::string data_dir;  // empty = nothing kept on disk
  std::string store;     // a postgresql:// URI: the cluster's shared store instead of data_dir's
  std::string node_id;   // this node among those sharing `store`; empty = the host name
  // How long a table's lease lasts unless renewed (PostgreSQL store; renewed every third
  // of it), and how often a node looks for lapsed leases of live tables to adopt. At
  // these defaults a dead node's tables play again within about 3.5 s (docs/cluster.md).
  int lease_ms = 3000;
  int lease_watch_ms = 500;
  // How long a client told `moved` with no node waits before it reconnects.
  int moved_retry_ms = 500;
  std::string log_level = "info";
  std::vector<std::string> allowed_origins;  // besides same host and localhost; "*" = any
  bool allow_scenarios = false;
  // Tests only: clocks, windows and bot delays below the floors that keep a table at a
  // person's pace (protocol/README.md). Never for a server people play on.
  bool allow_short_clocks = false;
  // Tests only: games without a web renderer (an adapter's `test_only`) may be created.
  bool allow_test_games = false;
  int threads = 2;
  std::size_t max_frame_bytes = 16384;  // larger text frames get too_large
  std::size_t max_tables = 1000;
  // Tables leave memory once nobody (player or spectator) has been connected this long:
  // a table still waiting for its game, a game in play, a finished game (its replay stays
  // in the store), and sooner a started game where no person holds a seat (bots alone play
  // for nobody). A client address holds only so many tables while they live, started or not:
  // leaving a table does not give its place back, the table's end does.
  int idle_waiting_table_ms = 600000;
  int idle_playing_table_ms = 300000;
  int idle_finished_table_ms = 120000;
  int idle_bot_table_ms = 60000;
  std::size_t max_tables_per_address = 5;
  // Table codes one session may get wrong per minute (a burst of as many); more wait.
  // Its address's other sessions are not held back by it, unless they guess wrong too.
  int failed_joins_per_minute = 12;
  // New sessions (a hello without a resume token) one address may open per minute (a
  // burst of as many); more are refused with rate_limited until the allowance refills.
  int new_sessions_per_minute = 60;
  // Tables with a host's own American card (the `card` option) one address may ask for per
  // minute (a burst of as many): reading a card is the dearest part of a create_table, and
  // a card that is taken costs on every move. More are refused with too_many_cards.
  int custom_cards_per_minute = 6;
  // Reverse proxies whose X-Forwarded-For is believed (their own addresses, exactly):
  // what comes through them counts under the client address they name. Empty: nobody's.
  std::vector<std::string> trusted_proxies;
  // One table's chat and reactions, from its players together; its spectators together
  // have a smaller budget of their own (a lower rate), so they cannot spend the players'.
  int table_chat_per_second = 2;
  int table_chat_burst = 12;
  double spectator_chat_per_second = 0.5;
  int spectator_chat_burst = 4;
  // Sessions (a hello's identity and resume token) not connected and not at a table for
  // this long are forgotten.
  int idle_session_ms = 3600000;
  std::size_t max_connections = 2000;
  std::size_t outbound_queue = 256;  // frames; a reader further behind is dropped
  double rate_per_second = 10;       // token bucket refill per connection
  double rate_burst = 20;            // token bucket size
  int ping_interval_ms = 1000;       // WebSocket pings that measure round trips
  RttSource rtt_source = RttSource::tcp;
  // A peer heard nothing from (no frame, no pong) this long after a ping is dropped:
  // a phone that lost its network leaves its seat offline instead of "connected".
  int silence_timeout_ms = 10000;
  int hello_timeout_ms = 10000;      // a WebSocket that has not said hello by then is closed
  std::size_t max_per_address = 64;  // TCP connections (HTTP and WebSocket) per client address
  int shutdown_grace_ms = 2000;
  int storage_busy_ms = 5000;  // a journal write waits this long for another lock holder
  // /api requests (game lists, replays) waiting for or being served, in all and from one
  // address: a replay rebuilds a whole game, so a flood of them is refused, not queued.
  std::size_t max_api_pending = 32;
  std::size_t max_api_pending_per_address = 4;
  // The game loop's pulse (loop_watch.hpp). Two heartbeats in a row that run later than
  // busy_lag_ms (0: never) start refusing new tables and moves with server_busy, until one
  // runs within half of it; no heartbeat for stall_alarm_ms makes /healthz answer 503.
  int busy_lag_ms = 100;
  int stall_alarm_ms = 5000;
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
