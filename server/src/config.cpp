#include "config.hpp"

#include <boost/asio/ip/address.hpp>
#include <charconv>
#include <functional>
#include <map>
#include <optional>
#include <sstream>

namespace jongtable::server {
namespace {

struct Option {
  std::string help;
  bool is_flag = false;                                         // takes no value
  std::function<std::string(Config&, const std::string&)> set;  // returns an error or ""
};

template <class T>
std::function<std::string(Config&, const std::string&)> integer(T Config::*field, long long lo,
                                                                long long hi) {
  return [=](Config& c, const std::string& text) -> std::string {
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < lo || value > hi) {
      return "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
    }
    c.*field = static_cast<T>(value);
    return "";
  };
}

std::function<std::string(Config&, const std::string&)> decimal(double Config::*field, double lo,
                                                                double hi) {
  return [=](Config& c, const std::string& text) -> std::string {
    std::istringstream in(text);
    double value = 0;
    if (!(in >> value) || !in.eof() || value < lo || value > hi) {
      return "must be a number from " + std::to_string(lo) + " to " + std::to_string(hi);
    }
    c.*field = value;
    return "";
  };
}

const std::map<std::string, Option>& options() {
  static const std::map<std::string, Option> table = {
      {"port", {"TCP port; 0 picks a free one", false, integer(&Config::port, 0, 65535)}},
      {"bind",
       {"address to listen on", false,
        [](Config& c, const std::string& v) -> std::string {
          if (v.empty()) return "must not be empty";
          c.bind = v;
          return "";
        }}},
      {"web-root",
       {"folder of the web client's built files", false,
        [](Config& c, const std::string& v) -> std::string {
          c.web_root = v;
          return "";
        }}},
      {"data-dir",
       {"folder for the game store", false,
        [](Config& c, const std::string& v) -> std::string {
          c.data_dir = v;
          return "";
        }}},
      {"store",
       {"postgresql://... URI of a shared game store (cluster; docs/cluster.md) instead of "
        "--data-dir's SQLite file",
        false,
        [](Config& c, const std::string& v) -> std::string {
          if (!v.starts_with("postgresql://") && !v.starts_with("postgres://"))
            return "must be a postgresql:// URI (SQLite, the default, is kept in --data-dir)";
          c.store = v;
          return "";
        }}},
      {"node-id",
       {"this node's name among those sharing --store (default: the host name)", false,
        [](Config& c, const std::string& v) -> std::string {
          if (v.empty()) return "must not be empty";
          c.node_id = v;
          return "";
        }}},
      {"lease-ms",
       {"how long a table stays this node's without renewal (--store)", false,
        integer(&Config::lease_ms, 300, 600000)}},
      {"lease-watch-ms",
       {"how often this node looks for lapsed leases of live tables to adopt (--store)", false,
        integer(&Config::lease_watch_ms, 50, 60000)}},
      {"moved-retry-ms",
       {"how long a client sent away with no node to go to waits before it reconnects", false,
        integer(&Config::moved_retry_ms, 0, 60000)}},
      {"log-level",
       {"trace, debug, info, warn, error or off", false,
        [](Config& c, const std::string& v) -> std::string {
          static const char* levels[] = {"trace", "debug", "info", "warn", "error", "off"};
          for (const char* level : levels) {
            if (v == level) {
              c.log_level = v;
              return "";
            }
          }
          return "must be one of trace, debug, info, warn, error, off";
        }}},
      {"allowed-origins",
       {"comma-separated extra browser origins allowed to open the WebSocket, or *", false,
        [](Config& c, const std::string& v) -> std::string {
          c.allowed_origins.clear();
          std::istringstream in(v);
          std::string item;
          while (std::getline(in, item, ',')) {
            if (item.empty()) continue;
            if (item != "*" && item.find("://") == std::string::npos) {
              return "each origin looks like https://example.org (got \"" + item + "\")";
            }
            c.allowed_origins.push_back(item);
          }
          return "";
        }}},
      {"allow-scenarios",
       {"let create_table carry fixed hands (tests, tutorials)", true,
        [](Config& c, const std::string&) -> std::string {
          c.allow_scenarios = true;
          return "";
        }}},
      {"allow-short-clocks",
       {"tests only: let create_table set clocks, windows and bot delays below the floors", true,
        [](Config& c, const std::string&) -> std::string {
          c.allow_short_clocks = true;
          return "";
        }}},
      {"allow-test-games",
       {"tests only: let create_table name a game only the tests play (no web renderer)", true,
        [](Config& c, const std::string&) -> std::string {
          c.allow_test_games = true;
          return "";
        }}},
      {"threads", {"I/O threads", false, integer(&Config::threads, 1, 64)}},
      {"max-frame-bytes",
       {"largest client message", false, integer(&Config::max_frame_bytes, 256, 1 << 20)}},
      {"max-tables", {"tables at once", false, integer(&Config::max_tables, 1, 1000000)}},
      {"idle-waiting-table-ms",
       {"free a table not yet started once nobody has been there this long", false,
        integer(&Config::idle_waiting_table_ms, 100, 86400000)}},
      {"idle-playing-table-ms",
       {"free a game in play once nobody has been there this long", false,
        integer(&Config::idle_playing_table_ms, 100, 604800000)}},
      {"idle-finished-table-ms",
       {"free a finished game's table once nobody has been there this long", false,
        integer(&Config::idle_finished_table_ms, 100, 86400000)}},
      {"idle-bot-table-ms",
       {"free a started game where no person holds a seat once nobody has been there this long",
        false, integer(&Config::idle_bot_table_ms, 100, 86400000)}},
      {"max-tables-per-address",
       {"tables one client address may hold while they live, started or not", false,
        integer(&Config::max_tables_per_address, 1, 1000000)}},
      // The name before started tables counted too; kept so existing setups still start.
      {"max-waiting-tables-per-address",
       {"old name of --max-tables-per-address", false,
        integer(&Config::max_tables_per_address, 1, 1000000)}},
      {"failed-joins-per-minute",
       {"wrong table codes one session may try per minute", false,
        integer(&Config::failed_joins_per_minute, 1, 1000000)}},
      {"new-sessions-per-minute",
       {"new sessions (hello without a resume token) one client address may open per minute", false,
        integer(&Config::new_sessions_per_minute, 1, 1000000)}},
      {"custom-cards-per-minute",
       {"tables with their own American card one client address may ask for per minute", false,
        integer(&Config::custom_cards_per_minute, 1, 1000000)}},
      {"trusted-proxy",
       {"comma-separated addresses of reverse proxies whose X-Forwarded-For names the client "
        "(default: none)",
        false,
        [](Config& c, const std::string& v) -> std::string {
          c.trusted_proxies.clear();
          std::istringstream in(v);
          std::string item;
          while (std::getline(in, item, ',')) {
            if (item.empty()) continue;
            boost::system::error_code ec;
            const auto address = boost::asio::ip::make_address(item, ec);
            if (ec)
              return "each entry is an IP address like 127.0.0.1 or ::1 (got \"" + item + "\")";
            c.trusted_proxies.push_back(address.to_string());
          }
          return "";
        }}},
      {"table-chat-per-second",
       {"chat lines and reactions one table passes on per second, everyone together", false,
        integer(&Config::table_chat_per_second, 1, 1000000)}},
      {"table-chat-burst",
       {"chat lines and reactions one table passes on at once", false,
        integer(&Config::table_chat_burst, 1, 1000000)}},
      {"spectator-chat-per-second",
       {"chat lines and reactions one table passes on per second from its spectators together",
        false, decimal(&Config::spectator_chat_per_second, 0.01, 1000000)}},
      {"spectator-chat-burst",
       {"chat lines and reactions one table passes on at once from its spectators", false,
        integer(&Config::spectator_chat_burst, 1, 1000000)}},
      {"idle-session-ms",
       {"forget a session neither connected nor at a table for this long", false,
        integer(&Config::idle_session_ms, 100, 604800000)}},
      {"max-connections",
       {"WebSockets at once (all TCP connections, HTTP included: this + 64)", false,
        integer(&Config::max_connections, 1, 1000000)}},
      {"outbound-queue",
       {"frames queued for a slow reader before it is dropped", false,
        integer(&Config::outbound_queue, 8, 100000)}},
      {"rate",
       {"messages per second per connection (refill)", false,
        decimal(&Config::rate_per_second, 0.1, 10000)}},
      {"burst",
       {"messages in a burst per connection", false, decimal(&Config::rate_burst, 1, 100000)}},
      {"ping-interval-ms",
       {"how often round trips are measured", false,
        integer(&Config::ping_interval_ms, 50, 600000)}},
      {"rtt-source",
       {"lag compensation's round trip: tcp (pings, capped by the kernel's measure) or ping "
        "(pings alone, behind a reverse proxy)",
        false,
        [](Config& c, const std::string& value) -> std::string {
          if (value == "tcp") {
            c.rtt_source = RttSource::tcp;
          } else if (value == "ping") {
            c.rtt_source = RttSource::ping;
          } else {
            return "is tcp or ping (got \"" + value + "\")";
          }
          return "";
        }}},
      {"silence-timeout-ms",
       {"drop a connection that answers no ping for this long", false,
        integer(&Config::silence_timeout_ms, 100, 3600000)}},
      {"hello-timeout-ms",
       {"close a WebSocket that has not said hello by then", false,
        integer(&Config::hello_timeout_ms, 50, 3600000)}},
      {"max-per-address",
       {"connections at once from one client address (HTTP and WebSocket)", false,
        integer(&Config::max_per_address, 1, 1000000)}},
      {"max-api-pending",
       {"requests to /api (game lists, replays) waiting at once; more get 503", false,
        integer(&Config::max_api_pending, 1, 100000)}},
      {"max-api-pending-per-address",
       {"of those, from one client address; more get 429", false,
        integer(&Config::max_api_pending_per_address, 1, 100000)}},
      {"busy-lag-ms",
       {"refuse new tables and moves (server_busy) while the game loop runs this late; 0: never",
        false, integer(&Config::busy_lag_ms, 0, 600000)}},
      {"stall-alarm-ms",
       {"/healthz answers 503 when the game loop has not run for this long", false,
        integer(&Config::stall_alarm_ms, 100, 600000)}},
      {"storage-busy-ms",
       {"how long a journal write waits for a lock held elsewhere", false,
        integer(&Config::storage_busy_ms, 0, 600000)}},
      {"shutdown-grace-ms",
       {"time given to finish on SIGTERM", false, integer(&Config::shutdown_grace_ms, 0, 600000)}},
  };
  return table;
}

std::string env_name(const std::string& option) {
  std::string name = "JONGTABLE_";
  for (const char c : option) name += c == '-' ? '_' : static_cast<char>(std::toupper(c));
  return name;
}

}  // namespace

std::string usage() {
  std::string text = "usage: jongtable-server [options]\n";
  text +=
      "  SIGTERM/SIGINT: say bye to every client and stop. SIGHUP, SIGUSR1, SIGUSR2: logged,\n"
      "  nothing else (the server keeps running; it has no configuration file to reload).\n"
      "  SIGPIPE and SIGXFSZ are ignored (the write that met them fails instead).\n";
  for (const auto& [name, option] : options()) {
    text += "  --" + name + (option.is_flag ? "" : " VALUE") + "  " + option.help + " (env " +
            env_name(name) + ")\n";
  }
  return text;
}

ConfigResult parse_config(const std::vector<std::string>& args,
                          const std::vector<std::pair<std::string, std::string>>& env) {
  ConfigResult result;
  for (const auto& [key, value] : env) {
    for (const auto& [name, option] : options()) {
      if (key != env_name(name)) continue;
      if (option.is_flag && (value == "0" || value == "false" || value.empty())) continue;
      if (auto problem = option.set(result.config, value); !problem.empty()) {
        result.error = key + " " + problem;
        return result;
      }
    }
  }
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string arg = args[i];
    if (arg == "--help" || arg == "-h") {
      result.help = true;
      return result;
    }
    if (arg.rfind("--", 0) != 0) {
      result.error = "unexpected argument \"" + arg + "\"";
      return result;
    }
    arg = arg.substr(2);
    std::optional<std::string> inline_value;
    if (const auto eq = arg.find('='); eq != std::string::npos) {
      inline_value = arg.substr(eq + 1);
      arg = arg.substr(0, eq);
    }
    const auto it = options().find(arg);
    if (it == options().end()) {
      result.error = "unknown option --" + arg;
      return result;
    }
    std::string value;
    if (!it->second.is_flag) {
      if (inline_value) {
        value = *inline_value;
      } else if (i + 1 < args.size()) {
        value = args[++i];
      } else {
        result.error = "--" + arg + " needs a value";
        return result;
      }
    }
    if (auto problem = it->second.set(result.config, value); !problem.empty()) {
      result.error = "--" + arg + " " + problem;
      return result;
    }
  }
  return result;
}

}  // namespace jongtable::server
