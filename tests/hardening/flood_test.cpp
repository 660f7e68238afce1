// Floods and slow readers: the server sheds the one bad connection and every other
// table plays on. "Plays on" is measured by events still arriving, never by time.

#include <gtest/gtest.h>

#include <sstream>

#include "raw_ws.hpp"
#include "server_process.hpp"
#include "watched_game.hpp"

namespace jongtable::hardening {
namespace {

// The value of a metric line "name value" from /metrics.
long long metric(std::uint16_t port, const std::string& name) {
  std::istringstream lines(testing::http_get(port, "/metrics").body);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind(name + " ", 0) == 0) return std::stoll(line.substr(name.size() + 1));
  }
  return -1;
}

std::string pass_intent(int seq) {
  return encode_frame({kFin | kOpText,
                       true,
                       R"({"type":"pass","seq":)" + std::to_string(seq) + R"(,"window":1})",
                       {}});
}

// Frames until one contains `needle`; false if none did in time.
bool frames_until(RawWs& client, const std::string& needle) {
  while (const auto frame = client.next_frame()) {
    if (frame->payload.find(needle) != std::string::npos) return true;
  }
  return false;
}

TEST(Flood, IntentsAsFastAsPossibleAreRateLimitedThenTheConnectionIsClosed) {
  testing::ServerProcess server({"--shutdown-grace-ms", "0"});
  WatchedGame game(server.port());
  ASSERT_TRUE(game.keeps_playing());

  RawWs flooder(server.port());
  flooder.handshake();
  flooder.hello("Flood");
  flooder.send_text(R"({"type":"join_table","seq":2,"code":")" + game.code() +
                    R"(","as":"spectator"})");
  ASSERT_TRUE(frames_until(flooder, R"("re":2)"));

  // Far past the bucket (20 at once, 10 a second): told rate_limited...
  std::string burst;
  for (int seq = 3; seq < 203; ++seq) burst += pass_intent(seq);
  flooder.send_raw(burst);
  EXPECT_TRUE(frames_until(flooder, R"("code":"rate_limited")"));

  // ...and, if it keeps on, cut off. Writes may fail once the server has hung up.
  bool write_failed = false;
  for (int round = 0; round < 50 && !write_failed; ++round) {
    std::string more;
    for (int i = 0; i < 200; ++i) more += pass_intent(1000 + round * 200 + i);
    try {
      flooder.send_raw(more);
    } catch (const std::runtime_error&) {
      write_failed = true;
    }
  }
  const Ending ending = flooder.await_ending();
  EXPECT_TRUE(ending.socket_ended) << "the flooder was never disconnected";
  if (ending.closed_by_frame) {
    EXPECT_EQ(ending.close_code, 1008);  // policy violation
  }

  EXPECT_TRUE(game.keeps_playing());
  EXPECT_GT(metric(server.port(), "jongtable_connections"), 0);
}

TEST(SlowReader, AConnectionThatNeverReadsIsDroppedWhenItsQueueFills) {
  // A small outbound queue and no rate limit for the chatter, so the test fills the
  // queue with a few thousand chat lines rather than minutes of game.
  testing::ServerProcess server({"--shutdown-grace-ms", "0", "--outbound-queue", "16", "--rate",
                                 "10000", "--burst", "10000", "--table-chat-per-second", "10000",
                                 "--table-chat-burst", "10000", "--spectator-chat-per-second",
                                 "10000", "--spectator-chat-burst", "10000"});
  WatchedGame game(server.port());
  ASSERT_TRUE(game.keeps_playing());

  RawWs sleeper(server.port(), 4096);  // joins the table, then never reads again
  sleeper.handshake();
  sleeper.hello("Sleeper");
  sleeper.send_text(R"({"type":"join_table","seq":2,"code":")" + game.code() +
                    R"(","as":"spectator"})");

  testing::WsClient chatter(server.port());
  chatter.hello("Chatter");
  chatter.reply_to(
      chatter.send({{"type", "join_table"}, {"code", game.code()}, {"as", "spectator"}}));
  const std::string line(270, 'z');
  int sent = 0;
  while (metric(server.port(), "jongtable_slow_readers_dropped_total") < 1) {
    ASSERT_LT(sent, 60000) << "the sleeper was never dropped";
    // A few lines at a time, read back before the next few: the chatter is a fast reader
    // and must never have more than the queue's 16 frames (its oks and the chat echoes)
    // waiting for it, while the sleeper's queue only grows.
    for (int batch = 0; batch < 25; ++batch) {
      std::uint64_t last = 0;
      for (int i = 0; i < 4; ++i, ++sent) last = chatter.send({{"type", "chat"}, {"text", line}});
      const json reply = chatter.reply_to(last);
      ASSERT_EQ(reply["type"], "ok") << reply.dump();
      chatter.seen.clear();
    }
  }
  EXPECT_EQ(metric(server.port(), "jongtable_slow_readers_dropped_total"), 1);
  // Whatever the sleeper reads now ends in the server having hung up.
  EXPECT_TRUE(sleeper.await_eof(15000));

  // The chatter, a fast reader at the same table, is still there, and the game plays on.
  EXPECT_EQ(chatter.reply_to(chatter.send({{"type", "ping"}}))["type"], "pong");
  EXPECT_TRUE(game.keeps_playing());
}

// Many connections that start a handshake and never finish it neither stop a game nor
// keep new players out; each is eventually closed by the server's handshake timeout.
TEST(SlowHandshake, UnfinishedHandshakesDoNotStopTheServerAndAreClosed) {
  // Every connection here comes from 127.0.0.1, and the watcher reads nothing while the
  // stalled handshakes run out: neither the per-address limit nor the silence timeout is
  // what this test is about (connection_limits_test.cpp is), so both are moved aside.
  testing::ServerProcess server(
      {"--shutdown-grace-ms", "0", "--max-per-address", "1000", "--ping-interval-ms", "600000"});
  WatchedGame game(server.port());
  std::vector<std::unique_ptr<RawWs>> stalled;
  for (int i = 0; i < 200; ++i) {
    stalled.push_back(std::make_unique<RawWs>(server.port()));
    stalled.back()->send_partial_handshake(static_cast<std::size_t>(20 + i % 60));
  }
  EXPECT_TRUE(game.keeps_playing());
  testing::WsClient newcomer(server.port());
  EXPECT_EQ(newcomer.hello("Newcomer")["type"], "welcome");
  // The server's own timeout (30 s for a request) closes them; a bounded wait, no sleep.
  int closed = 0;
  for (auto& connection : stalled) closed += connection->await_eof(60000) ? 1 : 0;
  EXPECT_EQ(closed, 200);
  EXPECT_TRUE(game.keeps_playing());
}

}  // namespace
}  // namespace jongtable::hardening
