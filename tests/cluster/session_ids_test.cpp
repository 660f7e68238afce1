// Session ids in a cluster (docs/cluster.md, "Sessions"): a node restarted under the same
// --node-id must not hand out again the ids its earlier run gave, which live on in the
// tables other nodes adopted. A table keys its members by session id, so a newcomer with
// a reused id would be taken for the member who had it: their seat, or the host's place.

#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <string>

#include "../server/game_driver.hpp"
#include "cluster_games.hpp"
#include "cluster_rig.hpp"
#include "pg_cluster.hpp"

namespace jongtable::testing {
namespace {

// Ana makes a table of bots on node-1 and is its host. node-1 is killed and node-2
// adopts the table; node-1 comes back, Ben says hello there, and the table is brought
// back to node-1 (node-2 paused past its lease). Ben, joining it by its code, is a
// spectator with a session of his own, not Ana come back.
TEST(ClusterFailover, ARestartedNodeNeverReissuesASessionIdOfItsEarlierRun) {
  const std::string uri = PgCluster::shared().fresh_database();
  const std::vector<std::string> quick_leases = {"--lease-ms", "1000"};
  ClusterNode first("node-1", uri, quick_leases);
  ClusterNode second("node-2", uri, quick_leases);
  first.start();
  second.start();

  std::string ana;
  std::string code;
  {
    WsClient host(first.port());
    ana = host.hello("Ana")["session"].get<std::string>();
    code = start_long_bot_game(host, 3);
  }
  RawPg raw(uri);
  const std::string id = raw.query("SELECT id FROM tables WHERE code = '" + code + "'");
  const auto deadline = Clock::now() + std::chrono::seconds(30);

  first.kill9();
  ASSERT_TRUE(holds_and_plays(raw, id, "node-2", deadline)) << "node-2 did not adopt the table";
  first.start();
  WsClient ben(first.port());
  const std::string bens = ben.hello("Ben")["session"].get<std::string>();
  EXPECT_NE(bens, ana) << "node-1's new run gave Ben the id its old run gave Ana";

  second.signal(SIGSTOP);
  const bool back_on_first = holds_and_plays(raw, id, "node-1", deadline);
  second.signal(SIGCONT);
  ASSERT_TRUE(back_on_first) << "node-1 did not adopt the table back";
  const json joined = ask(ben, {{"type", "join_table"}, {"code", code}, {"as", "spectator"}});
  ASSERT_EQ(joined["type"], "lobby") << joined.dump();
  EXPECT_EQ(joined["you"]["host"], false) << "Ben was taken for Ana: " << joined.dump();
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
