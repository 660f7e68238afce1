#pragma once
// Tables of four bots that play as fast as the server goes, each watched by its host
// (who created it and sits at none of its seats): load for the journal without a driver.

#include <memory>
#include <regex>
#include <string>
#include <vector>

#include "crashable_server.hpp"
#include "game_driver.hpp"

namespace jongtable::testing {

struct BotTables {
  std::vector<std::unique_ptr<WsClient>> hosts;
  std::vector<std::string> codes;
};

// Creates and starts `count` tables; the server must allow that many waiting tables per
// address (`--max-waiting-tables-per-address`).
inline BotTables start_bot_tables(std::uint16_t port, int count) {
  BotTables tables;
  for (int t = 0; t < count; ++t) {
    tables.hosts.push_back(std::make_unique<WsClient>(port));
    WsClient& host = *tables.hosts.back();
    host.hello("Host" + std::to_string(t));
    json settings = quick_settings();
    settings["bot_delay_ms"] = {0, 0};
    settings["starting_tokens"] = 1000;  // a long game: it must not end while we look
    tables.codes.push_back(create_table(host, settings));
    for (int s = 0; s < 4; ++s) {
      const json added =
          host.reply_to(host.send({{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}}));
      if (added["type"] != "ok") throw std::runtime_error("add_bot refused: " + added.dump());
    }
  }
  for (auto& host : tables.hosts) host->send({{"type", "start_game"}});
  return tables;
}

// A counter from /metrics.
inline std::uint64_t metric(std::uint16_t port, const std::string& name) {
  const HttpReply reply = http_get(port, "/metrics");
  std::smatch found;
  const std::regex line("\\n" + name + " ([0-9]+)\\n");
  if (!std::regex_search(reply.body, found, line)) throw std::runtime_error("no " + name);
  return std::stoull(found[1].str());
}

// The newest version a host has been shown, after checking that it saw every version
// before it in order (none skipped, none twice).
inline std::uint64_t newest_seen_in_order(const WsClient& host) {
  std::uint64_t last = 0;
  for (const json& m : host.seen) {
    if (!is_update(m)) continue;
    const auto v = m["v"].get<std::uint64_t>();
    if (last != 0) {
      EXPECT_EQ(v, last + 1);
    }
    last = v;
  }
  return last;
}

// After a restart, every table is at least at the version its watcher was last shown.
inline void expect_nothing_shown_was_lost(const CrashableServer& server,
                                          const std::vector<std::string>& codes,
                                          const std::vector<std::uint64_t>& seen) {
  for (std::size_t t = 0; t < codes.size(); ++t) {
    const json probe = server.probe(codes[t]);
    EXPECT_GE(probe["version"].get<std::uint64_t>(), seen[t])
        << "table " << t << " lost a move its watcher was shown";
  }
}

}  // namespace jongtable::testing
