// The cluster's store under the real server: jongtable-server on PostgreSQL (a cluster
// this binary starts itself) plays a game over WebSocket, is killed with SIGKILL, and a
// new process on the same database restores the table to the identical state, takes the
// players back by their resume tokens, and plays on. Each restart takes the table's lease
// again, under a higher fencing number.

#include <gtest/gtest.h>

#include "crashable_server.hpp"
#include "game_driver.hpp"
#include "pg_cluster.hpp"
#include "ws_client.hpp"

namespace jongtable::testing {
namespace {

TEST(ClusterRestart, KilledWithSigkillOnPostgresItRestoresTheSameTableAndPlayGoesOn) {
  const std::string uri = PgCluster::shared().fresh_database();
  TempFolder data;  // unused by the store; the server is given one all the same
  CrashableServer server(data.path(), {"--store", uri, "--node-id", "node-1"});
  GameDriver game(server.port(), quick_settings());
  const int kills = 4;
  for (int kill = 0; kill < kills; ++kill) {
    for (int i = 0; i < 1 + kill; ++i) ASSERT_TRUE(game.step());
    const json before = server.probe(game.code);
    server.restart();
    const json after = server.probe(game.code);
    EXPECT_EQ(after["state_hash"], before["state_hash"]) << "kill " << kill << " at " << before;
    EXPECT_EQ(after["version"], before["version"]);
    game.reconnect(server.port());
    for (int s = 0; s < 4; ++s) {
      EXPECT_EQ(latest_view(game[s])["viewer"], s) << "kill " << kill;
      EXPECT_EQ(GameDriver::update_version(game[s]), before["version"].get<std::int64_t>());
    }
  }
  const json before = server.probe(game.code);
  ASSERT_TRUE(game.step());
  EXPECT_NE(server.probe(game.code)["state_hash"], before["state_hash"]);

  // What the database holds: the moves as inputs, and the lease taken once at creation
  // and once by each restarted process.
  RawPg raw(uri);
  const std::string id = raw.query("SELECT id FROM tables WHERE code = '" + game.code + "'");
  ASSERT_FALSE(id.empty());
  EXPECT_EQ(raw.query("SELECT node_id FROM table_leases WHERE table_id = '" + id + "'"), "node-1");
  EXPECT_EQ(raw.query("SELECT fencing FROM table_leases WHERE table_id = '" + id + "'"),
            std::to_string(1 + kills));
  EXPECT_EQ(raw.query("SELECT max(seq) FROM inputs WHERE table_id = '" + id + "'"),
            std::to_string(server.probe(game.code)["version"].get<std::int64_t>()));
}

// Another node took the table (here by hand, as a failover does): the database refuses
// this node's next write, the move is not played, the table is dropped here, and every
// member is sent to the new holder with `moved` before a normal close.
TEST(ClusterRestart, AServerWhoseLeaseWasTakenOverIsRefusedByTheDatabaseAndSendsItsPeopleOn) {
  const std::string uri = PgCluster::shared().fresh_database();
  TempFolder data;
  CrashableServer server(data.path(), {"--store", uri, "--node-id", "node-1"});
  GameDriver game(server.port(), quick_settings());
  ASSERT_TRUE(game.step());
  const json before = server.probe(game.code);
  RawPg raw(uri);
  const std::string id = raw.query("SELECT id FROM tables WHERE code = '" + game.code + "'");
  const std::string stored = raw.query("SELECT count(*) FROM inputs WHERE table_id = '" + id + "'");
  raw.exec("UPDATE table_leases SET node_id = 'node-2', fencing = fencing + 1 WHERE table_id = '" +
           id + "'");

  // Any one legal move: a discard, or a pass on the open claim window.
  json reply;
  for (int s = 0; s < 4 && reply.is_null(); ++s) {
    const json view = latest_view(game[s]);
    if (view["legal"]["discard"] == true && !view["hand"].empty()) {
      reply = game.act(s, {{"type", "discard"}, {"card", view["hand"][0]["id"]}});
    } else if (view["legal"]["pass"] == true && !view["window"].is_null()) {
      reply = game.act(s, {{"type", "pass"}, {"window", view["window"]["id"]}});
    }
  }
  ASSERT_FALSE(reply.is_null()) << "no seat had a discard or a pass";
  EXPECT_EQ(reply["type"], "error") << reply.dump();
  EXPECT_EQ(reply["code"], "storage_unavailable") << reply.dump();
  EXPECT_EQ(raw.query("SELECT count(*) FROM inputs WHERE table_id = '" + id + "'"), stored);
  for (int s = 0; s < 4; ++s) {
    const json moved = game[s].wait_for([](const json& m) { return m["type"] == "moved"; });
    EXPECT_EQ(moved["node"], "node-2") << moved.dump();
    EXPECT_EQ(moved["reason"], "lease_lost") << moved.dump();
    EXPECT_TRUE(game[s].wait_closed()) << "seat " << s;
  }
  const auto metrics = http_get(server.port(), "/metrics").body;
  EXPECT_NE(metrics.find("jongtable_leases_lost_total 1"), std::string::npos) << metrics;
  EXPECT_NE(metrics.find("jongtable_moved_total 4"), std::string::npos) << metrics;
  // Dropped here: a join by its code is sent to node-2 too.
  WsClient late(server.port());
  late.hello("Late");
  late.send({{"type", "join_table"}, {"code", game.code}});
  const json moved = late.wait_for([](const json& m) { return m["type"] == "moved"; });
  EXPECT_EQ(moved["node"], "node-2") << moved.dump();
  EXPECT_EQ(moved["reason"], "table_elsewhere");
  EXPECT_TRUE(late.wait_closed());
}

}  // namespace
}  // namespace jongtable::testing
