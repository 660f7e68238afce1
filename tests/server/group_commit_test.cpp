// Group commit through the real server: the inputs of many tables playing at once are
// stored in shared transactions (one sync to disk carries several), each table's
// updates still follow its journal's order, and a kill -9 loses none that was shown.

#include <gtest/gtest.h>

#include "bot_tables.hpp"
#include "crashable_server.hpp"

namespace jongtable::testing {
namespace {

TEST(GroupCommit, OneSyncCarriesTheInputsOfManyTablesAndAKillLosesNothingShown) {
  TempFolder data;
  constexpr int kTables = 12;
  // One address sets up all twelve before any starts.
  CrashableServer server(data.path(), {"--max-waiting-tables-per-address", "12"});
  auto [hosts, codes] = start_bot_tables(server.port(), kTables);
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
    seen[static_cast<std::size_t>(t)] = newest_seen_in_order(host);
  }
  server.kill9();
  server.restart();
  expect_nothing_shown_was_lost(server, codes, seen);
}

}  // namespace
}  // namespace jongtable::testing
