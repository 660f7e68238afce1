// SIGTERM while tables play with the journal on: the server stops with exit code 0
// (what `docker stop` and systemd wait for), and a restart finds every table at least
// where its watcher last saw it. What was still queued when the grace ran out (inputs
// on their way to disk, moves waiting for a table) is dropped with the I/O context, and
// must find the counters, the journal and the door they point at still alive.

#include <gtest/gtest.h>

#include "bot_tables.hpp"
#include "crashable_server.hpp"

namespace jongtable::testing {
namespace {

TEST(GracefulStop, SigtermWhileTablesPlayExitsCleanlyAndKeepsWhatWasShown) {
  TempFolder data;
  constexpr int kTables = 12;
  // No grace: the stop lands in the middle of play, with work still queued.
  CrashableServer server(data.path(),
                         {"--max-waiting-tables-per-address", "12", "--shutdown-grace-ms", "0"});
  auto [hosts, codes] = start_bot_tables(server.port(), kTables);
  while (metric(server.port(), "jongtable_journal_inputs_total") < 300) {
  }
  EXPECT_EQ(server.terminate(), 0);

  // What each watcher was shown before the connection closed must be on disk.
  std::vector<std::uint64_t> seen;
  for (auto& host : hosts) {
    EXPECT_TRUE(host->wait_closed());
    seen.push_back(newest_seen_in_order(*host));
  }
  server.restart();
  expect_nothing_shown_was_lost(server, codes, seen);
}

}  // namespace
}  // namespace jongtable::testing
