// A journal that cannot be written: the move is refused with storage_unavailable, the
// table does not change and nobody hears of the move. Real SQLite, really locked: a
// second connection holds the write lock, as another process (a backup) could.

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <filesystem>

#include "bot_tables.hpp"
#include "crashable_server.hpp"
#include "table_helpers.hpp"
#include "write_lock.hpp"

namespace jongtable::testing {
namespace {

TEST(Journal, ALockedDatabaseRefusesTheMoveChangesNothingAndTellsNobody) {
  TempFolder data;
  CrashableServer server(data.path(), {"--storage-busy-ms", "50"});
  GameDriver game(server.port(), quick_settings());
  const json before = server.probe(game.code);
  const auto [seat, move] = a_discard(game);
  {
    WriteLock lock(data.path() / "jongtable.sqlite");
    const json refused = game.act(seat, move);
    EXPECT_EQ(refused["type"], "error") << refused.dump();
    EXPECT_EQ(refused["code"], "storage_unavailable");
    const json during = server.probe(game.code);
    EXPECT_EQ(during["state_hash"], before["state_hash"]);
    EXPECT_EQ(during["version"], before["version"]);
  }
  // With the lock gone the same move is played, as the very next version: the refused
  // one was never broadcast (every seat's next update follows straight on).
  const json played = game.act(seat, move);
  ASSERT_EQ(played["type"], "update") << played.dump();
  const auto v = before["version"].get<std::uint64_t>() + 1;
  EXPECT_EQ(played["v"], v);
  for (int s = 0; s < 4; ++s) {
    if (s == seat) continue;  // its update was the reply
    const json next = game[s].wait_for([](const json& m) { return is_update(m); });
    EXPECT_EQ(next["v"], v) << "seat " << s;
    EXPECT_EQ(next["since"], v - 1) << "seat " << s;
    EXPECT_FALSE(event_of(next, "card_discarded").is_null()) << next.dump();
  }
  // And what was refused is not in the journal: a restart comes back to the played state.
  const json after = server.probe(game.code);
  server.restart();
  EXPECT_EQ(server.probe(game.code)["state_hash"], after["state_hash"]);
}

// What a refused record of a game's end leaves in the store.
void unmark_finished(const std::filesystem::path& file) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open_v2(file.c_str(), &db, SQLITE_OPEN_READWRITE, nullptr), SQLITE_OK);
  EXPECT_EQ(sqlite3_exec(db, "UPDATE tables SET finished_ms = NULL, result_json = NULL", nullptr,
                         nullptr, nullptr),
            SQLITE_OK);
  EXPECT_EQ(sqlite3_changes(db), 1);
  sqlite3_close_v2(db);
}

json create_request() {
  json create = quick_settings();
  create["type"] = "create_table";
  return create;
}

TEST(Journal, ATableCannotBeCreatedWhileTheDatabaseIsLocked) {
  TempFolder data;
  CrashableServer server(data.path(), {"--storage-busy-ms", "50"});
  WsClient host(server.port());
  host.hello("Ann");
  const json create = create_request();
  std::uint64_t refused_seq = 0;
  {
    WriteLock lock(data.path() / "jongtable.sqlite");
    // A client that does not wait for table_created: what it sent to the table meanwhile
    // is answered too, with the same refusal.
    refused_seq = host.send(create);
    const auto seat = host.send({{"type", "take_seat"}, {"seat", 0}});
    const auto ping = host.send({{"type", "ping"}});
    for (const auto seq : {refused_seq, seat, ping}) {
      const json reply = host.reply_to(seq);
      EXPECT_EQ(reply["type"], "error") << reply.dump();
      EXPECT_EQ(reply["code"], "storage_unavailable") << reply.dump();
    }
  }
  // The refused table is gone, and the session is free: the same connection creates
  // one once the lock is gone, and nothing else was ever said about the first.
  const json again = host.reply_to(host.send(create));
  EXPECT_EQ(again["type"], "table_created") << again.dump();
  for (const json& m : host.seen) {
    EXPECT_FALSE(m.value("re", json()) == refused_seq && m["type"] != "error") << m.dump();
  }
}

// A table's creation is stored by the journal's writer: with the database locked for as
// long as a write may wait, the creator hears nothing yet, someone else is let in on the
// one I/O thread, and once the lock goes the table is created.
TEST(Journal, ATableBeingCreatedDuringALockHoldsUpNobody) {
  TempFolder data;
  CrashableServer server(data.path(), {"--storage-busy-ms", "60000", "--threads", "1"});
  WsClient ann(server.port());
  ann.hello("Ann");
  const json create = create_request();
  std::uint64_t seq = 0;
  {
    WriteLock lock(data.path() / "jongtable.sqlite");
    seq = ann.send(create);
    WsClient bob(server.port());
    EXPECT_EQ(bob.hello("Bob")["type"], "welcome");
    EXPECT_EQ(bob.reply_to(bob.send({{"type", "ping"}}))["type"], "pong");
    for (const json& m : ann.seen) EXPECT_NE(m.value("re", json()), seq) << m.dump();
  }
  const json created = ann.reply_to(seq);
  ASSERT_EQ(created["type"], "table_created") << created.dump();
  // Stored: a kill -9 and restart bring it back.
  server.restart();
  const std::string code = created["code"];
  EXPECT_EQ(server.probe(code)["code"], code);
}

// Four bots and nobody else: when the store refuses a bot's move, nothing else would
// ever move this table again. The bot tries again, and once the lock is gone the game
// goes on by itself.
TEST(Journal, BotsPlayOnOnceALockedDatabaseIsFreeAgain) {
  TempFolder data;
  CrashableServer server(data.path(), {"--storage-busy-ms", "50"});
  WsClient host(server.port());
  host.hello("Ann");
  json settings = quick_settings();
  settings["bot_delay_ms"] = {20, 20};
  const std::string code = create_table(host, settings);
  for (int s = 0; s < 4; ++s) {
    const json added =
        host.reply_to(host.send({{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}}));
    ASSERT_EQ(added["type"], "ok") << added.dump();
  }
  ASSERT_EQ(host.reply_to(host.send({{"type", "start_game"}}))["type"], "ok");
  host.wait_for(is_update);
  std::uint64_t frozen = 0;
  {
    WriteLock lock(data.path() / "jongtable.sqlite");
    // A bot's move was refused once /readyz says the store is failing.
    while (http_get(server.port(), "/readyz").status != 503) {
    }
    frozen = server.probe(code)["version"].get<std::uint64_t>();
  }
  const json moved = host.wait_for(
      [frozen](const json& m) { return is_update(m) && m["v"].get<std::uint64_t>() > frozen; });
  EXPECT_EQ(moved["v"], frozen + 1) << moved.dump();
}

// A seat change is stored by the journal's writer, not on the I/O thread: with the
// database locked for as long as a write may wait (a minute here), a seat change is
// pending and yet someone else is let in.
TEST(Journal, ASeatWaitingForTheDiskHoldsUpNobodyElse) {
  TempFolder data;
  // One I/O thread: a write made on it would hold up everyone else.
  CrashableServer server(data.path(), {"--storage-busy-ms", "60000", "--threads", "1"});
  WsClient ann(server.port());
  ann.hello("Ann");
  create_table(ann, quick_settings());
  std::uint64_t take = 0;
  {
    WriteLock lock(data.path() / "jongtable.sqlite");
    take = ann.send({{"type", "take_seat"}, {"seat", 0}});
    WsClient bob(server.port());
    EXPECT_EQ(bob.hello("Bob")["type"], "welcome");
  }
  EXPECT_EQ(ann.reply_to(take)["type"], "ok");
}

// Nobody is told of a seat before it is stored: a failed write is tried again until the
// store takes it, the "ok" waits for that, a ping after it is answered after it, and
// the seat is there after a kill -9 that follows the "ok".
TEST(Journal, ASeatIsConfirmedOnlyOnceStoredThroughAFailedWrite) {
  TempFolder data;
  CrashableServer server(data.path(), {"--storage-busy-ms", "50"});
  WsClient ann(server.port());
  const std::string token = ann.hello("Ann")["resume_token"];
  create_table(ann, quick_settings());
  std::uint64_t take = 0;
  {
    WriteLock lock(data.path() / "jongtable.sqlite");
    take = ann.send({{"type", "take_seat"}, {"seat", 0}});
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (metric(server.port(), "jongtable_journal_failures_total") == 0) {
      ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "no journal write failed";
    }
  }
  const std::uint64_t ping = ann.send({{"type", "ping"}});
  ann.reply_to(ping);
  const auto reply_at = [&ann](std::uint64_t seq) {
    return std::find_if(ann.seen.begin(), ann.seen.end(),
                        [seq](const json& m) { return m.value("re", json()) == seq; });
  };
  ASSERT_NE(reply_at(take), ann.seen.end()) << "the pong overtook the seat's reply";
  EXPECT_EQ((*reply_at(take))["type"], "ok");
  EXPECT_LT(reply_at(take), reply_at(ping));
  server.kill9();
  server.restart();
  WsClient back(server.port());
  EXPECT_EQ(back.hello("Ann", token)["type"], "welcome");
  const json lobby = back.wait_for([](const json& m) { return m["type"] == "lobby"; });
  EXPECT_EQ(lobby["you"]["seat"], 0) << lobby.dump();
}

// A table let go while the database is locked: marking it abandoned waits for the disk
// in the journal's writer, not on the table's strand, so the one I/O thread goes on
// answering everyone; once the lock goes the mark is stored, and a restart does not
// bring the table back. (Written on the strand, the mark held the I/O thread until the
// busy wait gave up, and was then lost.)
TEST(Journal, ATableLetGoDuringALockHoldsUpNobodyAndStaysGone) {
  TempFolder data;
  CrashableServer server(data.path(), {"--storage-busy-ms", "20000", "--threads", "1",
                                       "--idle-waiting-table-ms", "200"});
  std::string code;
  {
    WsClient ann(server.port());
    ann.hello("Ann");
    code = create_table(ann, quick_settings());
  }  // nobody is at the table now
  {
    WriteLock lock(data.path() / "jongtable.sqlite");
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(15);
    while (metric(server.port(), "jongtable_tables") > 0) {
      ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "the table was not let go";
    }
    WsClient bob(server.port());
    EXPECT_EQ(bob.hello("Bob")["type"], "welcome");
    EXPECT_EQ(bob.reply_to(bob.send({{"type", "ping"}}))["type"], "pong");
  }
  ASSERT_EQ(server.terminate(), 0);  // stores what the writer was handed
  server.restart();
  WsClient cat(server.port());
  cat.hello("Cat");
  const json join =
      cat.reply_to(cat.send({{"type", "join_table"}, {"code", code}, {"as", "spectator"}}));
  EXPECT_EQ(join.value("code", ""), "table_not_found") << join.dump();
}

// A game whose end was never recorded (the record refused during a lock, then the table
// let go before a retry): all its inputs are stored, but the store still lists it as
// live. Restoring it writes the record, so the game is listed and is not brought back
// as a live table at every start.
TEST(Journal, AGameWhoseEndWasNotRecordedIsRecordedWhenItIsRestored) {
  TempFolder data;
  CrashableServer server(data.path());
  json settings = decided_game();
  settings["options"] = {{"rounds", 1}};  // Ma's win at once is the whole game
  GameDriver game(server.port(), settings);
  for (int guard = 0; guard < 500 && game.step(); ++guard) {
  }
  ASSERT_EQ(game.phase(), "game_over");
  ASSERT_EQ(server.terminate(), 0);
  unmark_finished(data.path() / "jongtable.sqlite");

  server.restart();
  const std::string listing = "/api/games?codes=" + game.code;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(15);
  while (json::parse(http_get(server.port(), listing).body)["games"].empty()) {
    ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "the game was never listed";
  }
  server.restart();
  EXPECT_EQ(metric(server.port(), "jongtable_tables"), 0u) << "restored as live again";
  EXPECT_EQ(json::parse(http_get(server.port(), listing).body)["games"].size(), 1u);
}

// A rematch table the store refuses to create: whoever tried to join it is told so, and
// the finished table opens a new one at the next request instead of offering the dead
// code again.
TEST(Journal, ARematchTheStoreRefusedIsOpenedAnewAtTheNextRequest) {
  TempFolder data;
  json settings = slow_window_settings();
  settings["starting_tokens"] = 1;  // the first round's payment ends the game
  ScenarioTable table(claim_scenario(/*seat2_wins=*/true), settings,
                      {"--data-dir", data.path().string(), "--storage-busy-ms", "50"});
  play_to_round_over(table);
  ASSERT_EQ(latest_view(table[0])["phase"], "game_over");
  // The offer may come before the reply to the request.
  const auto newest_offer = [](WsClient& client, const std::string& other_than) {
    const auto is_offer = [&](const json& m) {
      return m["type"] == "rematch" && m["code"] != other_than;
    };
    for (auto it = client.seen.rbegin(); it != client.seen.rend(); ++it)
      if (is_offer(*it)) return *it;
    return client.wait_for(is_offer);
  };
  WsClient visitor(table.server.port());
  visitor.hello("Vic");
  std::string refused;
  {
    WriteLock lock(data.path() / "jongtable.sqlite");
    EXPECT_EQ(table.act(2, {{"type", "rematch"}})["type"], "ok");
    refused = newest_offer(table[2], "")["code"];
    // Refused: its answer held until then, or the code already free. The lock is kept
    // until the creation has failed for good (the code is free again): released sooner,
    // the write still waiting would go through, and the rematch would rightly be the
    // same table.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(15);
    for (;;) {
      const json join = visitor.reply_to(
          visitor.send({{"type", "join_table"}, {"code", refused}, {"as", "spectator"}}));
      const std::string code = join.value("code", "");
      ASSERT_TRUE(code == "storage_unavailable" || code == "table_not_found") << join.dump();
      if (code == "table_not_found") break;
      ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "the creation never failed";
    }
  }
  EXPECT_EQ(table.act(0, {{"type", "rematch"}})["type"], "ok");
  const std::string fresh = newest_offer(table[0], refused)["code"];
  const json join = visitor.reply_to(
      visitor.send({{"type", "join_table"}, {"code", fresh}, {"as", "spectator"}}));
  EXPECT_EQ(join["type"], "lobby") << join.dump();
}

}  // namespace
}  // namespace jongtable::testing
