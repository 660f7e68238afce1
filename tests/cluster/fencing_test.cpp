// Fencing by PostgreSQL: a paused owner's writes are refused (docs/cluster.md).

#include <gtest/gtest.h>
#include <signal.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <random>
#include <thread>

#include "../server/game_driver.hpp"
#include "cluster_games.hpp"
#include "cluster_rig.hpp"
#include "following_client.hpp"
#include "pg_cluster.hpp"

namespace jongtable::testing {
namespace {

// Fencing: the owner is paused (SIGSTOP) past its lease, another node adopts the table
// and plays on, and the owner is let go on (SIGCONT). Its next write is refused by
// PostgreSQL, it drops the table and sends its watcher to the new holder; nothing it
// showed anyone was outside the journal it wrote under its own fencing number.
TEST(ClusterFailover, APausedOwnerComesBackFencedOutAndSendsItsClientsOn) {
  const std::string uri = PgCluster::shared().fresh_database();
  const auto nodes = start_nodes(uri, 2);
  // Made on node-1 directly, watched there directly: no front door to move it.
  WsClient host(nodes[0]->port());
  host.hello("Host");
  const std::string code = start_long_bot_game(host, 5);

  RawPg raw(uri);
  const std::string id = raw.query("SELECT id FROM tables WHERE code = '" + code + "'");
  const std::string old_fencing =
      raw.query("SELECT fencing FROM table_leases WHERE table_id = '" + id + "'");
  nodes[0]->signal(SIGSTOP);
  // node-2's watch adopts it once the lease lapses, and plays on.
  const auto deadline = Clock::now() + std::chrono::seconds(20);
  std::string holder;
  while (Clock::now() < deadline && holder != "node-2") {
    holder = raw.query("SELECT node_id FROM table_leases WHERE table_id = '" + id + "'");
    if (holder != "node-2") std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_EQ(holder, "node-2");
  const std::string adopted_at =
      raw.query("SELECT max(seq) FROM inputs WHERE table_id = '" + id + "'");
  while (Clock::now() < deadline &&
         raw.query("SELECT max(seq) FROM inputs WHERE table_id = '" + id + "'") == adopted_at)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  nodes[0]->signal(SIGCONT);

  const json moved = host.wait_for([](const json& m) { return m["type"] == "moved"; }, 20000);
  EXPECT_EQ(moved["node"], "node-2") << moved.dump();
  EXPECT_EQ(moved["reason"], "lease_lost");
  const std::string last_fenced_in = raw.query("SELECT max(seq) FROM inputs WHERE table_id = '" +
                                               id + "' AND fencing = " + old_fencing);
  for (const json& frame : host.seen) {
    if (is_update(frame))
      EXPECT_LE(frame["v"].get<std::int64_t>(), std::stoll(last_fenced_in))
          << "node-1 showed a version it never stored under its lease";
  }
  EXPECT_GT(std::stoll(raw.query("SELECT max(seq) FROM inputs WHERE table_id = '" + id + "'")),
            std::stoll(adopted_at))
      << "node-2 did not play on";
  const HttpReply metrics = http_get(nodes[0]->port(), "/metrics");
  EXPECT_NE(metrics.body.find("jongtable_leases_lost_total 1"), std::string::npos);
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
