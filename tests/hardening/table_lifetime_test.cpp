// Tables and sessions have a way back: a table nobody has been at for long enough leaves
// memory (and, once given up, the journal's live set, so a restart does not bring it
// back), one client address holds only a few tables that have not started, and a
// session that has been away from the server, and at no table, is forgotten.

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <string>

#include "server_child.hpp"
#include "write_lock.hpp"
#include "ws_client.hpp"

namespace jongtable::hardening {
namespace {

using testing::json;
using testing::WsClient;

// Sends create_table; the reply (table_created or an error).
json create(WsClient& client, const json& settings = {{"seats", 3}}) {
  json message = settings;
  message["type"] = "create_table";
  const auto seq = client.send(message);
  return client.reply_to(seq);
}

json join(WsClient& client, const std::string& code) {
  const auto seq = client.send({{"type", "join_table"}, {"code", code}, {"as", "spectator"}});
  return client.reply_to(seq);
}

std::filesystem::path fresh_dir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("jongtable-lifetime-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

TEST(TableLifetime, ADesertedWaitingTableIsFreedAndItsSlotComesBack) {
  ServerChild server({{"--max-tables", "1", "--idle-waiting-table-ms", "200"}});
  std::string code;
  {
    WsClient host(server.port());
    host.hello("Ann");
    const json created = create(host);
    ASSERT_EQ(created["type"], "table_created") << created.dump();
    code = created["code"];
    WsClient other(server.port());
    other.hello("Ben");
    const json refused = create(other);
    EXPECT_EQ(refused.value("code", ""), "too_many_tables") << refused.dump();
  }  // both gone: nobody is at the table any more
  ASSERT_TRUE(server.await_log("table_freed", 15000).has_value()) << server.log();
  WsClient late(server.port());
  late.hello("Cat");
  EXPECT_EQ(join(late, code).value("code", ""), "table_not_found");
  const json created = create(late);
  EXPECT_EQ(created["type"], "table_created") << "the slot did not come back: " << created.dump();
}

TEST(TableLifetime, ATableWithSomeoneAtItStays) {
  ServerChild server(
      {{"--idle-waiting-table-ms", "200", "--idle-session-ms", "200", "--log-level", "debug"}});
  WsClient host(server.port());
  host.hello("Ann");
  const json created = create(host);
  ASSERT_EQ(created["type"], "table_created") << created.dump();
  // The sweep forgets idle sessions too: once it has forgotten Dan, it has also looked
  // at the table (maps this small are swept whole at each step), long after its idle limit.
  WsClient passer_by(server.port());
  passer_by.hello("Dan");
  passer_by.close();
  ASSERT_TRUE(server.await_log("\"sessions_forgotten\"", 15000).has_value()) << server.log();
  EXPECT_EQ(server.log().find("table_freed"), std::string::npos) << server.log();
  WsClient visitor(server.port());
  visitor.hello("Eve");
  EXPECT_EQ(join(visitor, created["code"].get<std::string>())["type"], "lobby");
}

// A table whose creation is still waiting for the disk (another process holds the write
// lock) holds its place under --max-tables and its creator's cap even once its creator
// has gone: the sweep does not let go of it while its write is on its way.
TEST(TableLifetime, ATableWaitingForTheDiskStillCountsAgainstTheLimits) {
  const auto dir = fresh_dir("disk-wait");
  ServerChild server(
      {{"--data-dir", dir.string(), "--storage-busy-ms", "60000", "--max-tables", "1",
        "--idle-waiting-table-ms", "200", "--idle-session-ms", "200", "--log-level", "debug"}});
  {
    testing::WriteLock lock(dir / "jongtable.sqlite");
    {
      WsClient host(server.port());
      host.hello("Ann");
      host.send({{"type", "create_table"}, {"seats", 3}});  // its answer waits for the disk
    }                                                       // and its creator has gone
    // Once the sweep has forgotten Dan it has also looked at the table, past its limit.
    WsClient passer_by(server.port());
    passer_by.hello("Dan");
    passer_by.close();
    ASSERT_TRUE(server.await_log("\"sessions_forgotten\"", 15000).has_value()) << server.log();
    WsClient other(server.port());
    other.hello("Eve");
    const json refused = create(other);
    EXPECT_EQ(refused.value("code", ""), "too_many_tables") << refused.dump();
  }
  std::filesystem::remove_all(dir);
}

// Seats bots in every seat of the table `host` created and starts it; returns once the
// deal has come.
void start_with_bots(WsClient& host, int seats) {
  for (int s = 0; s < seats; ++s) {
    const auto bot = host.send({{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}});
    ASSERT_EQ(host.reply_to(bot)["type"], "ok");
  }
  const auto start = host.send({{"type", "start_game"}});
  ASSERT_EQ(host.reply_to(start)["type"], "ok");
  // The deal's update may come before or after that ok; wait only if it has not come.
  const auto is_update = [](const json& m) { return m.value("type", "") == "update"; };
  if (std::none_of(host.seen.begin(), host.seen.end(), is_update)) host.wait_for(is_update);
}

TEST(TableLifetime, OneAddressHoldsOnlyAFewTablesStartedOrNot) {
  ServerChild server({{"--max-tables-per-address", "2"}});
  WsClient a(server.port());
  a.hello("Ann");
  WsClient b(server.port());
  b.hello("Ben");
  WsClient c(server.port());
  c.hello("Cat");
  ASSERT_EQ(create(a)["type"], "table_created");
  ASSERT_EQ(create(b)["type"], "table_created");
  const json refused = create(c);
  EXPECT_EQ(refused.value("code", ""), "too_many_tables") << refused.dump();
  // Ann's table starts with bots alone, and Ann walks away: it still counts, or one
  // address could fill the server with games of bots.
  start_with_bots(a, 3);
  a.close();
  const json still = create(c);
  EXPECT_EQ(still.value("code", ""), "too_many_tables") << still.dump();
}

TEST(TableLifetime, ATableOfBotsNobodyWatchesIsFreedSoonAndItsPlaceComesBack) {
  // Games in play are kept long for their players; a game of bots alone is not.
  ServerChild server({{"--max-tables-per-address", "1", "--idle-playing-table-ms", "600000",
                       "--idle-bot-table-ms", "200"}});
  {
    WsClient host(server.port());
    host.hello("Ann");
    const json created = create(host);
    ASSERT_EQ(created["type"], "table_created") << created.dump();
    start_with_bots(host, 3);
  }
  ASSERT_TRUE(server.await_log("table_freed", 15000).has_value()) << server.log();
  WsClient again(server.port());
  again.hello("Ann");
  const json created = create(again);
  EXPECT_EQ(created["type"], "table_created") << created.dump();
}

TEST(TableLifetime, ARestartedGameOfBotsNobodyComesBackToIsLetGoSoon) {
  const auto dir = fresh_dir("bots");
  std::string bots_only;
  std::string with_a_player;
  {
    ServerChild server({{"--data-dir", dir.string()}});
    WsClient host(server.port());
    host.hello("Ann");
    const json created = create(host);
    ASSERT_EQ(created["type"], "table_created") << created.dump();
    bots_only = created["code"];
    start_with_bots(host, 3);
    // A game a person plays is kept for them.
    WsClient player(server.port());
    player.hello("Ben");
    const json theirs = create(player);
    ASSERT_EQ(theirs["type"], "table_created") << theirs.dump();
    with_a_player = theirs["code"];
    const auto seat = player.send({{"type", "take_seat"}, {"seat", 0}});
    ASSERT_EQ(player.reply_to(seat)["type"], "ok");
    for (int s = 1; s < 3; ++s) {
      const auto bot = player.send({{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}});
      ASSERT_EQ(player.reply_to(bot)["type"], "ok");
    }
    const auto start = player.send({{"type", "start_game"}});
    ASSERT_EQ(player.reply_to(start)["type"], "ok");
    server.signal(SIGTERM);
    ASSERT_TRUE(server.await_exit(15000).has_value());
  }
  {
    // Nobody comes back to the game of bots: it goes, and is given up in the store.
    ServerChild again({{"--data-dir", dir.string(), "--idle-bot-table-ms", "200"}});
    const auto freed = again.await_log("table_freed", 15000);
    ASSERT_TRUE(freed.has_value()) << again.log();
    EXPECT_NE(freed->find(bots_only), std::string::npos) << *freed;
    WsClient visitor(again.port());
    visitor.hello("Cat");
    EXPECT_EQ(join(visitor, bots_only).value("code", ""), "table_not_found");
    EXPECT_EQ(join(visitor, with_a_player)["type"], "lobby") << "the player's game went too";
    again.signal(SIGTERM);
    ASSERT_TRUE(again.await_exit(15000).has_value());
  }
  ServerChild third({{"--data-dir", dir.string()}});
  WsClient visitor(third.port());
  visitor.hello("Dan");
  EXPECT_EQ(join(visitor, bots_only).value("code", ""), "table_not_found")
      << "the store brought the given-up game back";
  std::filesystem::remove_all(dir);
}

TEST(TableLifetime, AnAbandonedTableIsNotBroughtBackByARestart) {
  const auto dir = fresh_dir("abandoned");
  std::string abandoned;
  std::string kept;
  {
    ServerChild server({{"--data-dir", dir.string(), "--idle-waiting-table-ms", "200"}});
    {
      WsClient host(server.port());
      host.hello("Ann");
      const json created = create(host);
      ASSERT_EQ(created["type"], "table_created") << created.dump();
      abandoned = created["code"];
    }
    ASSERT_TRUE(server.await_log("table_freed", 15000).has_value()) << server.log();
    // A table made after the first was freed, its host still there when the server stops.
    WsClient host(server.port());
    host.hello("Ben");
    const json created = create(host);
    ASSERT_EQ(created["type"], "table_created") << created.dump();
    kept = created["code"];
    server.signal(SIGTERM);
    ASSERT_TRUE(server.await_exit(15000).has_value());
  }
  ServerChild again({{"--data-dir", dir.string()}});
  WsClient visitor(again.port());
  visitor.hello("Cat");
  EXPECT_EQ(join(visitor, abandoned).value("code", ""), "table_not_found");
  EXPECT_EQ(join(visitor, kept)["type"], "lobby") << "the live table was not restored";
  std::filesystem::remove_all(dir);
}

TEST(WrongCodes, ASessionGuessingTableCodesIsMadeToWait) {
  ServerChild server({{"--failed-joins-per-minute", "3"}});
  WsClient host(server.port());
  host.hello("Ann");
  const json created = create(host);
  ASSERT_EQ(created["type"], "table_created") << created.dump();
  WsClient guesser(server.port());
  guesser.hello("Ben");
  for (const char* code : {"AAAAAA", "BBBBBB", "CCCCCC"})
    EXPECT_EQ(join(guesser, code).value("code", ""), "table_not_found") << code;
  // The allowance is spent: the next try waits, whatever the code, and a new session
  // from the same address is no way round it: past its first wrong code the address's
  // spent allowance holds it back too.
  const json slowed = join(guesser, "DDDDDD");
  EXPECT_EQ(slowed.value("code", ""), "rate_limited") << slowed.dump();
  EXPECT_EQ(join(guesser, created["code"].get<std::string>()).value("code", ""), "rate_limited");
  WsClient again(server.port());
  again.hello("Ben");
  EXPECT_EQ(join(again, "EEEEEE").value("code", ""), "table_not_found");
  EXPECT_EQ(join(again, "FFFFFF").value("code", ""), "rate_limited");
  // The right code was never what was counted: the host's table is still there.
  EXPECT_EQ(join(host, created["code"].get<std::string>()).value("code", ""), "already_at_table");
}

TEST(SessionLifetime, ASessionAwayAndAtNoTableIsForgotten) {
  ServerChild server({{"--idle-session-ms", "200", "--log-level", "debug"}});
  std::string token;
  std::string seated_token;
  {
    WsClient idle(server.port());
    token = idle.hello("Ann")["resume_token"];
    WsClient seated(server.port());
    seated_token = seated.hello("Ben")["resume_token"];
    ASSERT_EQ(create(seated)["type"], "table_created");
  }
  ASSERT_TRUE(server.await_log("\"sessions_forgotten\"", 15000).has_value()) << server.log();
  WsClient back(server.port());
  const json refused = back.hello("Ann", token);
  EXPECT_EQ(refused.value("code", ""), "bad_token") << refused.dump();
  // Ben's session belongs to his table: it is kept, and he is back at it.
  WsClient ben(server.port());
  EXPECT_EQ(ben.hello("Ben", seated_token)["type"], "welcome");
  EXPECT_EQ(ben.wait_for([](const json& m) { return m.value("type", "") == "lobby"; })["type"],
            "lobby");
}

}  // namespace
}  // namespace jongtable::hardening
