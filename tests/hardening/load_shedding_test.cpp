// Past its capacity the server refuses new tables and moves with server_busy instead of
// serving everyone late. The loop is made to fall behind for sure by holding its one
// thread (the test-only /api/debug/stall of a server with --allow-scenarios): what
// arrives meanwhile is read once it is let go, and finds the server shedding.

#include <gtest/gtest.h>

#include <string>

#include "server_child.hpp"
#include "ws_client.hpp"

namespace jongtable::hardening {
namespace {

using testing::json;
using testing::WsClient;

TEST(LoadShedding, ABehindLoopRefusesNewTablesAndMovesThenServesThemAgain) {
  ServerChild server({{"--allow-scenarios", "--threads", "1", "--busy-lag-ms", "200"}});
  WsClient host(server.port());
  host.hello("Ann");
  ASSERT_EQ(host.reply_to(host.send({{"type", "create_table"}, {"seats", 3}}))["type"],
            "table_created");
  WsClient newcomer(server.port());
  newcomer.hello("Ben");

  ASSERT_EQ(http_get_within(server.port(), "/api/debug/stall").status, 200);
  ASSERT_TRUE(server.await_log("shedding_load", 30000)) << server.log();
  const auto create = newcomer.send({{"type", "create_table"}, {"seats", 3}});
  const auto ping = newcomer.send({{"type", "ping"}});
  const auto move = host.send({{"type", "discard"}, {"card", 3}});
  ASSERT_EQ(http_get_within(server.port(), "/api/debug/unstall").status, 200);

  const json refused_table = newcomer.reply_to(create);
  EXPECT_EQ(refused_table.value("code", ""), "server_busy") << refused_table.dump();
  EXPECT_EQ(newcomer.reply_to(ping)["type"], "pong");  // what costs little still goes through
  const json refused_move = host.reply_to(move);
  EXPECT_EQ(refused_move.value("code", ""), "server_busy") << refused_move.dump();

  // Caught up, the same requests are served again.
  ASSERT_TRUE(server.await_log("shedding_stopped", 30000)) << server.log();
  EXPECT_EQ(newcomer.reply_to(newcomer.send({{"type", "create_table"}, {"seats", 3}}))["type"],
            "table_created");
  // The table answers the move itself again (its host has no seat yet).
  EXPECT_EQ(host.reply_to(host.send({{"type", "discard"}, {"card", 3}})).value("code", ""),
            "not_seated");
  const auto metrics = http_get_within(server.port(), "/metrics").body;
  EXPECT_NE(metrics.find("jongtable_rejections_total{code=\"server_busy\"} 2"), std::string::npos)
      << metrics;
}

}  // namespace
}  // namespace jongtable::hardening
