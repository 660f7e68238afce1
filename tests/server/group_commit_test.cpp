// Group commit through the real server: the inputs of many tables playing at once are
// stored in shared transactions (one sync to disk carries several), each table's
// updates still follow its journal's order, and a kill -9 loses none that was shown.

#include <gtest/gtest.h>

#include <regex>

#include "crashable_server.hpp"
#include "game_driver.hpp"

namespace jongtable::testing {
namespace {

std::uint64_t metric(std::uint16_t port, const std::string& name) {
  const HttpReply reply = http_get(port, "/metrics");
  std::smatch found;
  const std::regex line("\\n" + name + " ([0-9]+)\\n");
  if (!std::regex_search(reply.body, found, line)) throw std::runtime_error("no " + name);
  return std::stoull(found[1].str());
}

TEST(GroupCommit, OneSyncCarriesTheInputsOfManyTablesAndAKillLosesNothingShown) {
  TempFolder data;
  constexpr int kTables = 12;
  // One address sets up all twelve before any starts.
  CrashableServer server(data.path(), {"--max-waiting-tables-per-address", "12"});
  std::vector<std::unique_ptr<WsClient>> hosts;
  std::vector<std::string> codes;
  for (int t = 0; t < kTables; ++t) {
    hosts.push_back(std::make_unique<WsClient>(server.port()));
    hosts.back()->hello("Host" + std::to_string(t));
    json settings = quick_settings();
    settings["bot_delay_ms"] = {0, 0};
    settings["starting_tokens"] = 1000;  // a long game: it must not end while we look
    codes.push_back(create_table(*hosts.back(), settings));
    for (int s = 0; s < 4; ++s) {
      const json added = hosts.back()->reply_to(
          hosts.back()->send({{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}}));
      ASSERT_EQ(added["type"], "ok") << added.dump();
    }
  }
  for (auto& host : hosts) host->send({{"type", "start_game"}});
  std::uint64_t inputs = 0;
  while (inputs < 600) inputs = metric(server.port(), "jongtable_journal_inputs_total");
  const std::uint64_t batches = metric(server.port(), "jongtable_journal_batches_total");
  EXPECT_GT(batches, 0u);
  EXPECT_LT(batches, inputs) << "every input had a transaction of its own";

  // Each watcher saw its table's versions one after another, and whatever it saw was
  // on disk: after a kill -9 every table is at least where its watcher last saw it.
  std::vector<std::uint64_t> seen(kTables, 0);
  for (int t = 0; t < kTables; ++t) {
    WsClient& host = *hosts[static_cast<std::size_t>(t)];
    host.wait_for([](const json& m) { return is_update(m) && m["v"].get<std::uint64_t>() > 20; });
    std::uint64_t last = 0;
    for (const json& m : host.seen) {
      if (!is_update(m)) continue;
      const auto v = m["v"].get<std::uint64_t>();
      if (last != 0) {
        EXPECT_EQ(v, last + 1) << "table " << t;
      }
      last = v;
    }
    seen[static_cast<std::size_t>(t)] = last;
  }
  server.kill9();
  server.restart();
  for (int t = 0; t < kTables; ++t) {
    const json probe = server.probe(codes[static_cast<std::size_t>(t)]);
    EXPECT_GE(probe["version"].get<std::uint64_t>(), seen[static_cast<std::size_t>(t)])
        << "table " << t << " lost a move its watcher was shown";
  }
}

}  // namespace
}  // namespace jongtable::testing
