// The process around the game: signals, the data folder, the probes, and a server out of
// file descriptors. Each test runs the real binary (server_child.hpp) and watches what
// it does through its log, its exit status and its HTTP answers, never through time.

#include <gtest/gtest.h>
#include <signal.h>
#include <sqlite3.h>
#include <stdlib.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "raw_ws.hpp"
#include "server_child.hpp"
#include "write_lock.hpp"
#include "ws_client.hpp"

namespace jongtable::hardening {
namespace {

using testing::json;
using testing::WriteLock;
using testing::WsClient;

// A fresh folder under the system temp dir, removed afterwards.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "jt-hard-XXXXXX").string();
    if (!::mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  [[nodiscard]] const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

TEST(Signals, ALogReaderThatWentAwayDoesNotTakeTheServerWithIt) {
  ServerChild server({{"--log-level", "debug"}});
  ASSERT_TRUE(server.await_log("\"listening\"", 15000));
  server.close_log();
  // A refused message is logged (debug) before it is answered: the log write meets the
  // closed pipe first. Killed by SIGPIPE there, the server would never answer.
  RawWs client(server.port());
  client.handshake();
  client.send_text(R"({"type":"ping","seq":1})");
  const auto answer = client.next_frame();
  ASSERT_TRUE(answer.has_value()) << "the server died writing its log";
  EXPECT_NE(answer->payload.find("hello_first"), std::string::npos) << answer->payload;
  EXPECT_EQ(http_get_within(server.port(), "/healthz").status, 200);
  EXPECT_FALSE(server.await_exit(0).has_value());
}

TEST(Signals, SighupIsLoggedAndTheServerKeepsServing) {
  ServerChild server({{"--log-level", "info"}});
  RawWs player(server.port());
  player.handshake();
  player.hello("Ann");
  server.signal(SIGHUP);
  EXPECT_TRUE(server.await_log("sighup", 15000)) << "no log line for SIGHUP; log:\n"
                                                 << server.log();
  EXPECT_EQ(http_get_within(server.port(), "/healthz").status, 200);
  // The connection made before the signal is still served.
  player.send_text(R"({"type":"ping","seq":2})");
  const auto pong = player.next_frame();
  ASSERT_TRUE(pong.has_value());
  EXPECT_NE(pong->payload.find("\"pong\""), std::string::npos) << pong->payload;
  // And SIGTERM still stops it cleanly.
  server.signal(SIGTERM);
  EXPECT_EQ(server.await_exit(15000), 0);
}

TEST(Signals, StraySignalsAHostMightSendDoNotStopTheServer) {
  ServerChild server({{"--log-level", "info"}});
  RawWs player(server.port());
  player.handshake();
  player.hello("Ann");
  for (const int stray : {SIGPIPE, SIGXFSZ, SIGUSR1, SIGUSR2}) {
    server.signal(stray);
    // Each is answered in its turn: the probe after it proves it was not fatal.
    EXPECT_EQ(http_get_within(server.port(), "/healthz").status, 200) << "signal " << stray;
  }
  EXPECT_TRUE(server.await_log("signal_ignored", 15000)) << server.log();
  player.send_text(R"({"type":"ping","seq":2})");
  const auto pong = player.next_frame();
  ASSERT_TRUE(pong.has_value()) << "the server died of a stray signal";
  EXPECT_NE(pong->payload.find("\"pong\""), std::string::npos) << pong->payload;
  EXPECT_FALSE(server.await_exit(0).has_value());
}

// SIGTERM says bye at once, but the connection stays up for half the grace: a ping sent
// before the client read that bye (or after) still gets its pong.
TEST(Signals, APingDuringTheShutdownGraceIsAnswered) {
  // A long grace, so the ping surely lands within it; the test ends the server itself.
  ServerChild server({{"--shutdown-grace-ms", "20000"}});
  RawWs player(server.port());
  player.handshake();
  player.hello("Ann");
  server.signal(SIGTERM);
  const auto bye = player.next_frame();
  ASSERT_TRUE(bye.has_value());
  EXPECT_NE(bye->payload.find("\"shutdown\""), std::string::npos) << bye->payload;
  player.send_text(R"({"type":"ping","seq":7})");
  const auto pong = player.next_frame();
  ASSERT_TRUE(pong.has_value()) << "no pong during the grace";
  EXPECT_NE(pong->payload.find("\"pong\""), std::string::npos) << pong->payload;
  EXPECT_NE(pong->payload.find("\"re\":7"), std::string::npos) << pong->payload;
  server.signal(SIGKILL);
  EXPECT_TRUE(server.await_exit(15000).has_value());
}

// The host's limit on file size is met as a full disk is: the write fails. The store
// refuses what it could not write, and the server stays up for everything else.
TEST(DataFolder, AFullDiskRefusesWritesAndTheServerStaysUp) {
  TempDir data;
  ChildOptions options{{"--data-dir", data.path().string(), "--storage-busy-ms", "50",
                        "--max-waiting-tables-per-address", "100000", "--rate", "1000", "--burst",
                        "1000"}};
  options.file_size_limit = 256 * 1024;
  ServerChild server(options);
  WsClient host(server.port());
  host.hello("Ann");
  json refused;
  for (int table = 0; table < 5000 && refused.is_null(); ++table) {
    const json created = host.reply_to(host.send({{"type", "create_table"}, {"seats", 4}}));
    if (created.value("type", "") != "table_created") {
      refused = created;
      break;
    }
    ASSERT_EQ(host.reply_to(host.send({{"type", "leave_table"}}))["type"], "ok");
  }
  ASSERT_FALSE(refused.is_null()) << "the store never filled up";
  EXPECT_EQ(refused.value("code", ""), "storage_unavailable") << refused.dump();
  EXPECT_EQ(http_get_within(server.port(), "/healthz").status, 200);
  EXPECT_EQ(http_get_within(server.port(), "/readyz").status, 503);
  const json pong = host.reply_to(host.send({{"type", "ping"}}));
  EXPECT_EQ(pong.value("type", ""), "pong") << pong.dump();
  EXPECT_FALSE(server.await_exit(0).has_value()) << server.log();
}

// SQLite maps the WAL's index from the "-shm" file; cut short under the server, the
// mapping's pages are gone and touching them raises SIGBUS. The server must take that
// as a failing store, not die of it.
TEST(DataFolder, AnIndexFileCutShortRefusesWritesAndTheServerStaysUp) {
  TempDir data;
  ServerChild server({{"--data-dir", data.path().string(), "--storage-busy-ms", "50"}});
  WsClient host(server.port());
  host.hello("Ann");
  const auto create_and_leave = [&host] {
    const json created = host.reply_to(host.send({{"type", "create_table"}, {"seats", 4}}));
    if (created.value("type", "") == "table_created")
      (void)host.reply_to(host.send({{"type", "leave_table"}}));
    return created;
  };
  ASSERT_EQ(create_and_leave()["type"], "table_created");
  const auto shm = data.path() / "jongtable.sqlite-shm";
  ASSERT_TRUE(std::filesystem::exists(shm));
  std::filesystem::resize_file(shm, 0);
  // The write that meets the fault may still go through (SQLite rebuilds its index);
  // those after it are refused.
  json last;
  for (int attempt = 0; attempt < 3; ++attempt) last = create_and_leave();
  EXPECT_EQ(last.value("code", ""), "storage_unavailable") << last.dump();
  EXPECT_EQ(http_get_within(server.port(), "/healthz").status, 200);
  EXPECT_EQ(http_get_within(server.port(), "/readyz").status, 503);
  EXPECT_FALSE(server.await_exit(0).has_value()) << server.log();
}

TEST(DataFolder, ASecondServerOnTheSameFolderRefusesToStart) {
  TempDir data;
  ServerChild first({{"--data-dir", data.path().string()}});
  ServerChild second({{"--data-dir", data.path().string()}, 0, false});
  const auto status = second.await_exit(15000);
  ASSERT_TRUE(status.has_value()) << "the second server kept running on the same folder";
  EXPECT_EQ(*status, 1);
  EXPECT_FALSE(
      second.await_log("another server is using the data folder", 5000).value_or("").empty())
      << second.log();
  EXPECT_EQ(http_get_within(first.port(), "/healthz").status, 200);
  // The lock goes with the process: once the first stops, the folder is free again.
  first.signal(SIGTERM);
  ASSERT_EQ(first.await_exit(15000), 0);
  ServerChild third({{"--data-dir", data.path().string()}});
  EXPECT_EQ(http_get_within(third.port(), "/healthz").status, 200);
}

TEST(Probes, HealthAndReadinessAnswerWhileAStoreWriteIsStuck) {
  TempDir data;
  // One game thread, and a store write that would wait 60 s for the lock: with the
  // probes on the game thread they could not answer until the write gave up.
  ServerChild server(
      {{"--data-dir", data.path().string(), "--threads", "1", "--storage-busy-ms", "60000"}});
  WsClient host(server.port());
  host.hello("Ann");
  std::uint64_t pending = 0;
  {
    WriteLock lock(data.path() / "jongtable.sqlite");
    json create = {{"type", "create_table"}, {"seats", 4}};
    pending = host.send(create);  // the game thread now waits on the lock
    for (int round = 0; round < 3; ++round) {
      const auto health = http_get_within(server.port(), "/healthz", 5000);
      EXPECT_EQ(health.status, 200) << "round " << round << ": /healthz waited on the store";
      const auto ready = http_get_within(server.port(), "/readyz", 5000);
      EXPECT_EQ(ready.status, 200) << "round " << round << ": /readyz waited on the store";
      if (health.status != 200 || ready.status != 200) break;
    }
  }
  // The lock gone, the waiting write goes through and the table is made.
  EXPECT_EQ(host.reply_to(pending, 30000)["type"], "table_created");
}

TEST(Probes, HealthSaysWhenTheGameLoopIsStuckAndWhenItRecovers) {
  // A handler that never returns (a rule check that runs away) holds every game thread:
  // /healthz, answered on the door's thread, must not go on saying ok.
  ServerChild server({{"--allow-scenarios", "--threads", "2", "--stall-alarm-ms", "1000"}});
  ASSERT_EQ(http_get_within(server.port(), "/healthz").status, 200);
  ASSERT_EQ(http_get_within(server.port(), "/api/debug/stall").status, 200);
  ASSERT_TRUE(server.await_log("event_loop_stuck", 30000)) << server.log();
  const auto stuck = http_get_within(server.port(), "/healthz");
  EXPECT_EQ(stuck.status, 503);
  EXPECT_NE(stuck.body.find("game loop stuck"), std::string::npos) << stuck.body;
  ASSERT_EQ(http_get_within(server.port(), "/api/debug/unstall").status, 200);
  ASSERT_TRUE(server.await_log("event_loop_recovered", 30000)) << server.log();
  EXPECT_EQ(http_get_within(server.port(), "/healthz").status, 200);
  // And the games' side works again.
  WsClient client(server.port());
  EXPECT_EQ(client.hello("Ann")["type"], "welcome");
}

TEST(Probes, TheLoopStallIsOnlyForTestServers) {
  ServerChild server({});
  EXPECT_EQ(http_get_within(server.port(), "/api/debug/stall").status, 404);
  EXPECT_EQ(http_get_within(server.port(), "/healthz").status, 200);
}

TEST(Probes, ReadinessSaysWhenTheStoreRefusesWrites) {
  TempDir data;
  ServerChild server({{"--data-dir", data.path().string(), "--storage-busy-ms", "50"}});
  EXPECT_EQ(http_get_within(server.port(), "/readyz").status, 200);
  WsClient host(server.port());
  host.hello("Ann");
  WriteLock lock(data.path() / "jongtable.sqlite");
  const json refused = host.reply_to(host.send({{"type", "create_table"}, {"seats", 4}}));
  ASSERT_EQ(refused.value("code", ""), "storage_unavailable") << refused.dump();
  const auto ready = http_get_within(server.port(), "/readyz");
  EXPECT_EQ(ready.status, 503);
  EXPECT_NE(ready.body.find("storage failing"), std::string::npos) << ready.body;
  // Alive all the same: a restart would not mend a locked disk.
  EXPECT_EQ(http_get_within(server.port(), "/healthz").status, 200);
}

TEST(Accept, OutOfFileDescriptorsTheServerBacksOffAndRecovers) {
  // A handful of descriptors: the connections below use them all up. Under the
  // sanitizers its vptr checks need a spare descriptor each (see the suppressions file).
  const char* inherited = std::getenv("UBSAN_OPTIONS");
  std::string ubsan = "UBSAN_OPTIONS=";
  if (inherited != nullptr && *inherited != '\0') ubsan += std::string(inherited) + ":";
  ubsan += "suppressions=" JONGTABLE_OUT_OF_FDS_SUPPRESSIONS;
  ServerChild server({{"--log-level", "warn", "--max-per-address", "1000"}, 48}, {ubsan});
  std::vector<std::unique_ptr<IdleConnection>> held;
  for (int i = 0; i < 64; ++i) held.push_back(std::make_unique<IdleConnection>(server.port()));
  // Three failures in a row, each followed by a pause that grows.
  std::vector<long long> pauses;
  for (int i = 0; i < 3; ++i) {
    const auto line = server.await_log("accept_failed", 15000);
    ASSERT_TRUE(line.has_value()) << "no accept_failed in the log:\n" << server.log();
    const json fields = json::parse(*line);
    ASSERT_TRUE(fields.contains("retry_in_ms")) << "the accept loop did not pause: " << *line;
    pauses.push_back(fields["retry_in_ms"].get<long long>());
  }
  EXPECT_LT(pauses[0], pauses[1]);
  EXPECT_LT(pauses[1], pauses[2]);
  held.clear();
  // Descriptors free again: the server serves once more, without a restart.
  HttpAnswer health;
  for (int attempt = 0; attempt < 50 && health.status != 200; ++attempt)
    health = http_get_within(server.port(), "/healthz", 10000);
  EXPECT_EQ(health.status, 200);
  EXPECT_FALSE(server.await_exit(0).has_value());
}

}  // namespace
}  // namespace jongtable::hardening
