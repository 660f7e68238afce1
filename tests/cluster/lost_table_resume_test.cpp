// A resume at a node that adopted a table and lost it again before its people came back
// (docs/cluster.md, "Losing a table"): the node must not welcome them to nothing, but send
// them on to the table's holder.

#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <string>
#include <thread>

#include "../server/game_driver.hpp"
#include "cluster_games.hpp"
#include "cluster_rig.hpp"
#include "pg_cluster.hpp"

namespace jongtable::testing {
namespace {

// node-1 holds a bot game watched by its host and is killed; node-2 adopts it, so the
// host's session waits there for its token. Before the host comes back, node-2 is paused
// past its lease, node-3 adopts the table and plays on, and node-2, let go on, finds its
// lease lost. The host's resume at node-2 is then sent to node-3, where it is welcomed
// back to its table.
TEST(ClusterFailover, AResumeAtANodeThatLostTheTableIsSentToItsHolder) {
  const std::string uri = PgCluster::shared().fresh_database();
  const std::vector<std::string> quick_leases = {"--lease-ms", "1000"};
  ClusterNode first("node-1", uri, quick_leases);
  ClusterNode second("node-2", uri, quick_leases);
  ClusterNode third("node-3", uri, quick_leases);
  first.start();
  second.start();

  std::string token;
  std::string code;
  {
    WsClient host(first.port());
    token = host.hello("Host")["resume_token"].get<std::string>();
    code = start_long_bot_game(host, 5);
  }
  RawPg raw(uri);
  const std::string id = raw.query("SELECT id FROM tables WHERE code = '" + code + "'");
  const auto deadline = Clock::now() + std::chrono::seconds(30);

  first.kill9();
  ASSERT_TRUE(holds_and_plays(raw, id, "node-2", deadline)) << "node-2 did not adopt the table";
  third.start();
  second.signal(SIGSTOP);
  const bool third_took_it = holds_and_plays(raw, id, "node-3", deadline);
  second.signal(SIGCONT);
  ASSERT_TRUE(third_took_it) << "node-3 did not adopt the table";
  // node-2 learns it lost the lease at its next renewal or write.
  while (Clock::now() < deadline &&
         http_get(second.port(), "/metrics").body.find("jongtable_leases_lost_total 1") ==
             std::string::npos)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  ASSERT_NE(http_get(second.port(), "/metrics").body.find("jongtable_leases_lost_total 1"),
            std::string::npos)
      << "node-2 never noticed its lease was lost";

  WsClient at_second(second.port());
  const json answer = at_second.hello("Host", token, 5);
  EXPECT_EQ(answer["type"], "moved") << answer.dump();
  EXPECT_EQ(answer["node"], "node-3") << answer.dump();

  WsClient at_third(third.port());
  EXPECT_EQ(at_third.hello("Host", token, 5)["type"], "welcome");
  const json back =
      at_third.wait_for([](const json& m) { return is_update(m) && m.contains("view"); });
  EXPECT_GT(back["v"].get<int>(), 5) << back.dump();
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
