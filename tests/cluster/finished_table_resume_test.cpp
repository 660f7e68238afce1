// Someone away when their game ended comes back through another node (docs/cluster.md,
// "A game that just ended"): that node sends them to the one that finished it, which
// still shows the end (or, restarted since, reads it back from the journal), instead of
// forgetting them.

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>

#include "../server/game_driver.hpp"
#include "cluster_games.hpp"
#include "cluster_rig.hpp"
#include "pg_cluster.hpp"

namespace jongtable::testing {
namespace {

TEST(ClusterFailover, APlayerAwayAtTheEndIsSentToTheNodeThatFinishedTheGame) {
  const std::string uri = PgCluster::shared().fresh_database();
  ClusterNode first("node-1", uri, {});
  ClusterNode second("node-2", uri, {});
  first.start();
  second.start();

  // A quick game of bots, made on node-1 by a host who leaves once it has begun.
  const BotGame bots = bot_games().back();
  std::string token;
  std::string code;
  {
    WsClient host(first.port());
    token = host.hello("Host")["resume_token"].get<std::string>();
    json create = bots.create;
    create["type"] = "create_table";
    const json created = ask(host, create);
    ASSERT_EQ(created["type"], "table_created") << created.dump();
    code = created["code"].get<std::string>();
    for (int s = 0; s < bots.seats; ++s)
      ASSERT_EQ(ask(host, {{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}})["type"], "ok");
    ASSERT_EQ(ask(host, {{"type", "start_game"}})["type"], "ok");
  }
  RawPg raw(uri);
  const std::string over =
      "SELECT count(*) FROM tables WHERE code = '" + code + "' AND finished_ms IS NOT NULL";
  const auto deadline = Clock::now() + std::chrono::seconds(60);
  while (Clock::now() < deadline && raw.query(over) != "1")
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  ASSERT_EQ(raw.query(over), "1") << "the bots' game did not end within 60 s";

  WsClient at_second(second.port());
  const json sent = at_second.hello("Host", token, 1);
  EXPECT_EQ(sent["type"], "moved") << sent.dump();
  EXPECT_EQ(sent["node"], "node-1") << sent.dump();

  WsClient at_first(first.port());
  EXPECT_EQ(at_first.hello("Host", token, 1)["type"], "welcome");
  const json end =
      at_first.wait_for([](const json& m) { return is_update(m) && m.contains("view"); });
  EXPECT_EQ(end["view"]["phase"], "game_over") << end.dump().substr(0, 400);

  // The node that finished it, restarted, no longer has it in memory: it reads the game
  // back from the journal as it ended, for the one who comes back.
  first.kill9();
  first.start();
  WsClient after_restart(first.port());
  EXPECT_EQ(after_restart.hello("Host", token, 1)["type"], "welcome");
  const json again =
      after_restart.wait_for([](const json& m) { return is_update(m) && m.contains("view"); });
  EXPECT_EQ(again["view"]["phase"], "game_over") << again.dump().substr(0, 400);
  EXPECT_EQ(again["v"], end["v"]);

  // Joining by the code through another node finds it too.
  WsClient late(second.port());
  late.hello("Late");
  const json joined = ask(late, {{"type", "join_table"}, {"code", code}, {"as", "spectator"}});
  EXPECT_EQ(joined["type"], "moved") << joined.dump();
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
