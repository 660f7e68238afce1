// The /api requests (game lists, replays) are answered on a thread of their own, reading
// through a connection of their own: a replay does not wait behind a write stuck on the
// disk, no table waits behind a replay, and a flood of them is refused, not queued.

#include <gtest/gtest.h>

#include <chrono>
#include <deque>
#include <future>

#include "bot_tables.hpp"
#include "crashable_server.hpp"
#include "game_driver.hpp"
#include "table_helpers.hpp"
#include "write_lock.hpp"

namespace jongtable::testing {
namespace {

using namespace std::chrono_literals;

// Until a gauge of /metrics reads `value`; false if it never did within 30 s.
bool metric_reaches(std::uint16_t port, const std::string& name, std::uint64_t value) {
  const auto deadline = std::chrono::steady_clock::now() + 30s;
  while (metric(port, name) != value) {
    if (std::chrono::steady_clock::now() > deadline) return false;
  }
  return true;
}

std::string finished_game_id(CrashableServer& server) {
  json settings = decided_game();
  settings["options"] = {{"rounds", 1}};  // Ma's win at once is the whole game
  GameDriver game(server.port(), settings);
  const std::string id = server.probe(game.code)["id"];
  for (int guard = 0; guard < 500 && game.step(); ++guard) {
  }
  EXPECT_EQ(game.phase(), "game_over");
  return id;
}

// Requests sent on, whose answers are awaited at the end. Going out of scope (a failed
// assertion included) it releases the worker first: nothing is left waiting on a hold.
struct Requests {
  std::uint16_t port;
  std::deque<std::future<HttpReply>> sent;  // a deque: references to them stay valid

  std::future<HttpReply>& send(const std::string& source, const std::string& target) {
    return sent.emplace_back(std::async(std::launch::async, [port = port, source, target] {
      return http_get_from(source, port, target);
    }));
  }
  // A request that must be answered at once (refused), not queued behind the hold.
  HttpReply answered_now(const std::string& source, const std::string& target) {
    auto& reply = send(source, target);
    const bool ready = reply.wait_for(20s) == std::future_status::ready;
    EXPECT_TRUE(ready) << "queued, not refused";
    return ready ? reply.get() : HttpReply{};  // never wait on it: the hold would keep it
  }
  ~Requests() {
    try {
      (void)http_get(port, "/api/debug/release");
    } catch (...) {  // the server is gone: nothing waits on it then
    }
  }
};

TEST(ApiIsolation, AReplayIsAnsweredWhileAWriteWaitsForALock) {
  TempFolder data;
  // A write that waits a minute for the lock: before, the replay read through the
  // writer's connection and waited behind it.
  CrashableServer server(data.path(), {"--storage-busy-ms", "60000", "--threads", "1"});
  const std::string id = finished_game_id(server);
  WsClient host(server.port());
  host.hello("Ann");
  json settings = quick_settings();
  settings["bot_delay_ms"] = {20, 20};
  create_table(host, settings);
  for (int s = 0; s < 4; ++s) {
    const json added =
        host.reply_to(host.send({{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}}));
    ASSERT_EQ(added["type"], "ok") << added.dump();
  }
  ASSERT_EQ(host.reply_to(host.send({{"type", "start_game"}}))["type"], "ok");
  {
    WriteLock lock(data.path() / "jongtable.sqlite");
    // A bot's move is with the writer, which waits for the lock.
    const auto deadline = std::chrono::steady_clock::now() + 30s;
    while (metric(server.port(), "jongtable_journal_queued_inputs") == 0) {
      ASSERT_LT(std::chrono::steady_clock::now(), deadline) << "no move reached the writer";
    }
    auto replay = std::async(std::launch::async, [&] {
      return http_get(server.port(), "/api/games/" + id + "/replay");
    });
    // Well inside the minute the write may wait.
    ASSERT_EQ(replay.wait_for(20s), std::future_status::ready) << "the replay waited for the lock";
    const HttpReply reply = replay.get();
    EXPECT_EQ(reply.status, 200) << reply.body;
    EXPECT_EQ(json::parse(reply.body)["id"], id);
    WsClient bob(server.port());
    EXPECT_EQ(bob.hello("Bob")["type"], "welcome");
  }
}

TEST(ApiIsolation, RequestsPastTheLimitsAreRefusedAtOnceAndTheRestAnswered) {
  TempFolder data;
  CrashableServer server(data.path(), {"--threads", "1", "--max-api-pending", "3",
                                       "--max-api-pending-per-address", "2"});
  const std::string pending = "jongtable_api_pending_requests";
  Requests requests{server.port(), {}};
  // The worker is kept busy (a test hook), and one request waits behind it.
  auto& held = requests.send("127.0.0.1", "/api/debug/hold");
  ASSERT_TRUE(metric_reaches(server.port(), pending, 1));
  auto& queued = requests.send("127.0.0.1", "/api/games?codes=ABC123");
  ASSERT_TRUE(metric_reaches(server.port(), pending, 2));

  // A third from the same address is refused at once: that address has its two.
  const HttpReply mine = requests.answered_now("127.0.0.1", "/api/games?codes=ABC123");
  EXPECT_EQ(mine.status, 429) << mine.body;
  EXPECT_EQ(json::parse(mine.body)["error"]["code"], "too_many_requests");
  // Another address still gets in line, until the server has its three.
  auto& other = requests.send("127.0.0.2", "/api/games?codes=ABC123");
  ASSERT_TRUE(metric_reaches(server.port(), pending, 3));
  const HttpReply full = requests.answered_now("127.0.0.3", "/api/games?codes=ABC123");
  EXPECT_EQ(full.status, 503) << full.body;
  EXPECT_EQ(json::parse(full.body)["error"]["code"], "server_busy");

  // Play goes on meanwhile, on the one game thread: it never waits for the API's.
  WsClient ann(server.port());
  EXPECT_EQ(ann.hello("Ann")["type"], "welcome");
  create_table(ann, quick_settings());

  EXPECT_EQ(http_get(server.port(), "/api/debug/release").status, 200);
  EXPECT_EQ(held.get().status, 200);
  for (auto* waiting : {&queued, &other}) {
    const HttpReply answered = waiting->get();
    EXPECT_EQ(answered.status, 200) << answered.body;
    EXPECT_TRUE(json::parse(answered.body)["games"].empty());
  }
  ASSERT_TRUE(metric_reaches(server.port(), pending, 0));
  EXPECT_EQ(http_get(server.port(), "/api/games?codes=ABC123").status, 200);
  const std::string counted = "jongtable_rejections_total{code=\"api_address_busy\"} 1\n";
  EXPECT_NE(http_get(server.port(), "/metrics").body.find(counted), std::string::npos);
}

}  // namespace
}  // namespace jongtable::testing
