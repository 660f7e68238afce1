// Lag compensation must not be for sale: a client that answers the server's pings late
// (to be credited with a long round trip on every STEAL!) gains nothing, because the
// estimate is capped by the kernel's own measure of the connection. With the ping source
// (for servers behind a reverse proxy) the same client does inflate it, which shows the
// test can tell the two apart.

#include <gtest/gtest.h>

#include <chrono>
#include <deque>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "raw_ws.hpp"
#include "server_child.hpp"

namespace jongtable::hardening {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;
constexpr int kDelayMs = 400;

// Answers the first `prompt` pings at once and every later one `kDelayMs` late until
// `pongs` have gone back; returns the server's round_trip log lines for them (sample and
// estimate).
std::vector<json> answer_late(ServerChild& server, RawWs& client, int pongs, int prompt = 0) {
  std::deque<std::pair<Clock::time_point, std::string>> due;
  int sent = 0;
  const auto give_up = Clock::now() + std::chrono::seconds(30);
  while (sent < pongs && Clock::now() < give_up) {
    int wait_ms = 200;
    if (!due.empty()) {
      wait_ms = static_cast<int>(std::max<long long>(
          0, std::chrono::duration_cast<std::chrono::milliseconds>(due.front().first - Clock::now())
                 .count()));
    }
    if (wait_ms > 0) {
      if (const auto frame = client.next_frame(wait_ms, /*pings_too=*/true)) {
        if (frame->opcode == kOpPing) {
          const int delay_ms = sent + static_cast<int>(due.size()) < prompt ? 0 : kDelayMs;
          due.emplace_back(Clock::now() + std::chrono::milliseconds(delay_ms), frame->payload);
        }
        continue;
      }
    }
    if (!due.empty() && Clock::now() >= due.front().first) {
      client.send_frame({kFin | kOpPong, true, due.front().second, {}});
      due.pop_front();
      ++sent;
    }
  }
  std::vector<json> measured;
  while (static_cast<int>(measured.size()) < pongs) {
    const auto line = server.await_log("\"round_trip\"", 15000);
    if (!line) break;
    measured.push_back(json::parse(*line));
  }
  return measured;
}

std::vector<std::string> flags(const std::string& source) {
  return {"--ping-interval-ms", "150",  "--silence-timeout-ms", "5000",
          "--rtt-source",       source, "--log-level",          "debug"};
}

TEST(LagEstimate, AClientAnsweringPingsLateGainsNoCredit) {
  ServerChild server({flags("tcp")});
  RawWs late(server.port());
  late.handshake();
  late.hello("Ann");
  const auto measured = answer_late(server, late, 4);
  ASSERT_EQ(measured.size(), 4U) << server.log();
  for (const auto& m : measured) {
    EXPECT_GE(m["sample_ms"].get<long long>(), kDelayMs) << m.dump();
    // Loopback's true round trip is far below the delay the client adds.
    EXPECT_LT(m["estimate_ms"].get<long long>(), kDelayMs / 4) << m.dump();
  }
}

TEST(LagEstimate, WithPingsAloneTheSameClientInflatesIt) {
  ServerChild server({flags("ping")});
  RawWs late(server.port());
  late.handshake();
  late.hello("Ann");
  const auto measured = answer_late(server, late, 4);
  ASSERT_EQ(measured.size(), 4U) << server.log();
  EXPECT_GE(measured.back()["estimate_ms"].get<long long>(), kDelayMs) << measured.back().dump();
}

// A client that answers its first pings promptly and then holds every pong back (once
// its round trip is known, to buy credit on later steals) gets no more than the round
// trip it has shown: the estimate never rises above the smallest sample.
TEST(LagEstimate, WithPingsAloneLatePongsAfterPromptOnesGainNoCredit) {
  ServerChild server({flags("ping")});
  RawWs client(server.port());
  client.handshake();
  client.hello("Ann");
  constexpr int kPrompt = 2;
  constexpr int kLate = 10;  // more than any window of recent samples
  const auto measured = answer_late(server, client, kPrompt + kLate, kPrompt);
  ASSERT_EQ(measured.size(), static_cast<std::size_t>(kPrompt + kLate)) << server.log();
  EXPECT_GE(measured.back()["sample_ms"].get<long long>(), kDelayMs) << measured.back().dump();
  EXPECT_LT(measured.back()["estimate_ms"].get<long long>(), kDelayMs / 4)
      << measured.back().dump();
}

}  // namespace
}  // namespace jongtable::hardening
