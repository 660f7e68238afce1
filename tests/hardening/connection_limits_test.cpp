// One client must not be able to hold the server's connections: a WebSocket that never
// says hello is closed, one address holds only so many connections, a peer gone silent
// is dropped (its seat shows offline), and malformed input is refused, not misread.

#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "raw_ws.hpp"
#include "server_child.hpp"
#include "ws_client.hpp"

namespace jongtable::hardening {
namespace {

using testing::json;
using testing::WsClient;

// Frames until one contains `needle` (returned); empty if none did in time.
std::string frame_with(RawWs& client, const std::string& needle) {
  while (const auto frame = client.next_frame()) {
    if (frame->payload.find(needle) != std::string::npos) return frame->payload;
  }
  return "";
}

TEST(HelloDeadline, AWebSocketThatNeverSaysHelloIsClosed) {
  ServerChild server({{"--hello-timeout-ms", "200", "--log-level", "warn"}});
  RawWs greeted(server.port());
  greeted.handshake();
  greeted.hello("Ann");
  RawWs mute(server.port());
  mute.handshake();
  const Ending ending = mute.await_ending(15000);
  EXPECT_TRUE(ending.closed_by_frame) << "never closed";
  EXPECT_EQ(ending.close_code, 1008);
  EXPECT_NE(ending.texts_before.find("hello_timeout"), std::string::npos) << ending.texts_before;
  EXPECT_TRUE(ending.socket_ended);
  // The one that said hello, older than the deadline by now, is still served.
  greeted.send_text(R"({"type":"ping","seq":2})");
  EXPECT_NE(frame_with(greeted, "\"pong\""), "");
}

TEST(PerAddress, OneAddressHoldsOnlyItsShareOfConnections) {
  ServerChild server({{"--max-per-address", "4", "--log-level", "warn"}});
  // Two WebSockets and two plain connections that send nothing: all four count.
  RawWs first(server.port());
  first.handshake();
  RawWs second(server.port());
  second.handshake();
  auto idle_a = std::make_unique<IdleConnection>(server.port());
  auto idle_b = std::make_unique<IdleConnection>(server.port());
  ASSERT_TRUE(idle_a->connected() && idle_b->connected());

  const auto refused = http_get_within(server.port(), "/healthz");
  EXPECT_EQ(refused.status, 429) << refused.head;
  EXPECT_NE(refused.body.find("Too many connections"), std::string::npos) << refused.body;
  RawWs fifth(server.port());
  EXPECT_THROW(fifth.handshake(), std::runtime_error) << "a fifth WebSocket was let in";

  // One goes: its place is free again once the server has seen it close.
  idle_a.reset();
  HttpAnswer health;
  for (int attempt = 0; attempt < 200 && health.status != 200; ++attempt)
    health = http_get_within(server.port(), "/healthz");
  EXPECT_EQ(health.status, 200);
}

TEST(PerServer, PlainHttpConnectionsCountAgainstTheServersLimitToo) {
  // One WebSocket allowed, so the door holds 1 + 64 connections of any kind.
  ServerChild server(
      {{"--max-connections", "1", "--max-per-address", "1000", "--log-level", "warn"}});
  std::vector<std::unique_ptr<IdleConnection>> held;
  for (int i = 0; i < 65; ++i) held.push_back(std::make_unique<IdleConnection>(server.port()));
  const auto refused = http_get_within(server.port(), "/healthz");
  EXPECT_EQ(refused.status, 503) << refused.head;
  EXPECT_NE(refused.body.find("full"), std::string::npos) << refused.body;
  held.pop_back();
  HttpAnswer health;
  for (int attempt = 0; attempt < 200 && health.status != 200; ++attempt)
    health = http_get_within(server.port(), "/healthz");
  EXPECT_EQ(health.status, 200);
}

TEST(Silence, APeerThatStopsAnsweringIsDroppedAndItsSeatShowsOffline) {
  ServerChild server(
      {{"--ping-interval-ms", "100", "--silence-timeout-ms", "1500", "--log-level", "warn"}});
  // The host sits down, then goes quiet: it reads nothing more and answers no ping, as
  // a phone that lost its network (no FIN ever comes).
  RawWs host(server.port());
  host.handshake();
  host.hello("Ann");
  host.send_text(R"({"type":"create_table","seq":2,"seats":4,"turn_clock_ms":0})");
  const std::string created = frame_with(host, "\"table_created\"");
  ASSERT_NE(created, "");
  const std::string code = json::parse(created)["code"];
  host.send_text(R"({"type":"take_seat","seq":3,"seat":0})");
  ASSERT_NE(frame_with(host, R"("re":3)"), "");

  // A spectator (whose client answers pings while it reads) watches the lobby.
  WsClient watcher(server.port());
  watcher.hello("Bea");
  watcher.send({{"type", "join_table"}, {"code", code}, {"as", "spectator"}});
  const json offline = watcher.wait_for(
      [](const json& m) {
        if (m.value("type", "") != "lobby") return false;
        const json& who = m["table"]["seats"][0]["occupant"];
        return who.is_object() && who.value("connected", true) == false;
      },
      20000);
  EXPECT_EQ(offline["table"]["seats"][0]["occupant"]["name"], "Ann");
  EXPECT_TRUE(host.await_eof(15000)) << "the silent peer's connection was left open";
}

TEST(Framing, ANulByteInATextFrameIsRefusedNotCutShort) {
  ServerChild server({{"--log-level", "warn"}});
  RawWs client(server.port());
  client.handshake();
  client.hello("Ann");
  client.send_text(std::string(R"({"type":"ping","seq":2})") + '\0' + "trailing");
  const auto answer = client.next_frame();
  ASSERT_TRUE(answer.has_value());
  EXPECT_NE(answer->payload.find(R"("code":"bad_json")"), std::string::npos) << answer->payload;
}

TEST(Http, AnUnknownOrFoldedTransferEncodingIsRefused) {
  ServerChild server({{"--log-level", "warn"}});
  const std::string head = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n";
  const auto unknown = raw_http(server.port(), head + "Transfer-Encoding: gzip\r\n\r\n");
  EXPECT_EQ(unknown.status, 400) << unknown.head;
  const auto listed =
      raw_http(server.port(), head + "Transfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n");
  EXPECT_EQ(listed.status, 400) << listed.head;
  const auto folded =
      raw_http(server.port(), head + "Transfer-Encoding:\r\n chunked\r\n\r\n0\r\n\r\n");
  EXPECT_EQ(folded.status, 400) << folded.head;
  // Plain chunked, and no Transfer-Encoding at all, are fine.
  EXPECT_EQ(raw_http(server.port(), head + "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n").status,
            200);
  EXPECT_EQ(raw_http(server.port(), head + "\r\n").status, 200);
}

}  // namespace
}  // namespace jongtable::hardening
