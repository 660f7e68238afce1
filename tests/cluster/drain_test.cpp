// Draining a node at SIGTERM (docs/cluster.md).

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

// Drain: SIGTERM to the node holding a table in play. Its watcher (connected to it
// directly) is told `moved` with reason `draining`, no node, a retry_ms, and `v` the
// version it was last shown; the node releases the table's lease and exits 0, the other
// node adopts the table, and the person playing it through the front door resumes there
// and finishes the game, with one history and a replay as long as it.
TEST(ClusterFailover, ADrainedNodesTablesFinishOnAnother) {
  const auto began = Clock::now();
  const std::string uri = PgCluster::shared().fresh_database();
  const auto nodes = start_nodes(uri, 2);
  Haproxy door({nodes[0].get(), nodes[1].get()});
  RawPg raw(uri);

  std::vector<std::unique_ptr<FollowingClient>> people;
  people.push_back(std::make_unique<FollowingClient>(door.port(), "Person"));
  FollowingClient& person = *people[0];
  person.hello();
  const std::string code = seat_person_with_bots(person);
  const std::string id = raw.query("SELECT id FROM tables WHERE code = '" + code + "'");
  const std::string holder =
      raw.query("SELECT node_id FROM table_leases WHERE table_id = '" + id + "'");
  const auto drained = std::find_if(nodes.begin(), nodes.end(),
                                    [&](const auto& node) { return node->id() == holder; });
  ASSERT_NE(drained, nodes.end()) << "held by '" << holder << "'";
  const std::string other = (*drained)->id() == "node-1" ? "node-2" : "node-1";

  WsClient watcher((*drained)->port());
  watcher.hello("Watcher");
  const json joined = ask(watcher, {{"type", "join_table"}, {"code", code}, {"as", "spectator"}});
  ASSERT_NE(joined["type"], "error") << joined.dump();
  ASSERT_EQ(person.ask({{"type", "start_game"}})["type"], "ok");
  std::thread playing([&] { play_to_the_end(people); });
  (void)watcher.wait_for([](const json& m) { return is_update(m) && m["v"].get<int>() >= 5; });

  const auto drained_at = Clock::now();
  EXPECT_EQ((*drained)->stop(), 0) << "a drained node exits 0";
  // Its frames are in the socket: every one up to the moved, then the close.
  const json moved = watcher.wait_for([](const json& m) { return m["type"] == "moved"; });
  EXPECT_EQ(moved["reason"], "draining") << moved.dump();
  EXPECT_TRUE(moved["node"].is_null()) << moved.dump();
  EXPECT_TRUE(moved.contains("retry_ms")) << moved.dump();
  std::uint64_t last_shown = 0;
  for (const json& frame : watcher.seen)
    if (is_update(frame)) last_shown = frame["v"].get<std::uint64_t>();
  EXPECT_EQ(moved["v"].get<std::uint64_t>(), last_shown)
      << "v: the version this connection was last told";

  playing.join();
  const auto finished_in =
      std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - drained_at).count();
  EXPECT_TRUE(game_over(person)) << person.latest_view().value_or(json()).dump();
  EXPECT_EQ(person.history_problem(), "");
  EXPECT_GE(person.reconnects(), 1) << "the person was never sent on";
  EXPECT_EQ(raw.query("SELECT node_id FROM table_leases WHERE table_id = '" + id + "'"), other)
      << "the other node did not adopt the table";
  EXPECT_EQ(raw.query("SELECT count(*) = max(seq) FROM inputs WHERE table_id = '" + id + "'"), "t");
  const HttpReply replay = http_get(door.port(), "/api/games/" + id + "/replay");
  ASSERT_EQ(replay.status, 200) << replay.body;
  EXPECT_EQ(json::parse(replay.body)["steps"].size(), person.shown().back().v);
  EXPECT_EQ(schema_failures(), 0);
  std::printf("drain: the game finished %lld ms after the SIGTERM; wall %lld s\n",
              static_cast<long long>(finished_in),
              static_cast<long long>(
                  std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - began).count()));
}

}  // namespace
}  // namespace jongtable::testing
