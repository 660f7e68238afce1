// Bad input gets an error with a stable code, changes nothing, and the table plays on.

#include <gtest/gtest.h>

#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

std::string error_code(const json& m) {
  return m["type"] == "error" ? m["code"].get<std::string>() : "(" + m.dump() + ")";
}

json next_error(WsClient& client) {
  return client.wait_for([](const json& m) { return m["type"] == "error"; });
}

TEST(BadInput, EachGetsItsErrorAndTheTablePlaysOn) {
  ScenarioTable table(claim_scenario(true), slow_window_settings());
  WsClient& ma = table[0];
  WsClient& other = table[1];
  const json before = latest_view(other);

  other.send_text("{not json");
  EXPECT_EQ(error_code(next_error(other)), "bad_json");
  other.send_binary(std::string("\x01\x02\x03", 3));
  EXPECT_EQ(error_code(next_error(other)), "binary_frame");
  other.send_text("{\"type\":\"chat\",\"seq\":1,\"text\":\"" + std::string(20000, 'a') + "\"}");
  EXPECT_EQ(error_code(next_error(other)), "too_large");
  other.send_text(std::string(10, '[') + std::string(10, ']'));
  EXPECT_EQ(error_code(next_error(other)), "too_deep");

  auto seq = other.send({{"type", "teleport"}});
  json reply = other.reply_to(seq);
  EXPECT_EQ(error_code(reply), "unknown_type");
  EXPECT_EQ(reply["re"], seq);
  EXPECT_EQ(
      error_code(other.reply_to(other.send({{"type", "pass"}, {"window", 1}, {"please", true}}))),
      "unknown_field");
  EXPECT_EQ(error_code(other.reply_to(other.send({{"type", "discard"}, {"card", "seven"}}))),
            "bad_field");

  // Intents the rules refuse.
  const int own_card = before["hand"][0]["id"].get<int>();
  EXPECT_EQ(error_code(table.act(1, {{"type", "discard"}, {"card", own_card}})), "not_your_turn");
  EXPECT_EQ(error_code(table.act(0, {{"type", "discard"}, {"card", own_card}})), "card_not_held");
  EXPECT_EQ(error_code(table.act(0, {{"type", "take_seat"}, {"seat", 2}})), "game_started");

  // Nothing changed for the player who sent all that.
  const json now = latest_view(other);
  EXPECT_EQ(now["hand"], before["hand"]);
  EXPECT_EQ(other.last_v, ma.last_v);

  // The table plays on: Ma discards, and a steal on one's own discard is refused.
  const json discarded =
      table.act(0, {{"type", "discard"}, {"card", card_with_face(latest_view(ma), "G6")}});
  ASSERT_EQ(discarded["type"], "update") << discarded.dump();
  const auto window = event_of(discarded, "card_discarded")["window"].get<std::uint64_t>();
  EXPECT_EQ(error_code(table.act(0, {{"type", "steal"}, {"window", window}})), "own_discard");
  const json passed = table.act(1, {{"type", "pass"}, {"window", window}});
  EXPECT_EQ(passed["type"], "update");
  EXPECT_EQ(error_code(table.act(1, {{"type", "pass"}, {"window", window}})), "already_responded");
  EXPECT_EQ(schema_failures(), 0);
}

TEST(BadInput, SessionErrors) {
  ServerProcess server;
  WsClient client(server.port());
  EXPECT_EQ(error_code(client.reply_to(client.send({{"type", "create_table"}}))), "hello_first");
  const json forged = client.hello("Mallory", std::string(32, '0'));
  EXPECT_EQ(error_code(forged), "bad_token");
  // A name of nothing but blanks (here one ideographic space, U+3000) is no name.
  EXPECT_EQ(error_code(client.hello("\u3000")), "bad_field");
  const json welcome = client.hello("Mallory");
  EXPECT_EQ(welcome["type"], "welcome");
  EXPECT_EQ(welcome["resume_token"].get<std::string>().size(), 32u);
  EXPECT_EQ(error_code(client.hello("Again")), "already_hello");
  EXPECT_EQ(error_code(client.reply_to(client.send({{"type", "discard"}, {"card", 3}}))),
            "not_at_table");
  EXPECT_EQ(error_code(client.reply_to(client.send({{"type", "join_table"}, {"code", "NOPE42"}}))),
            "table_not_found");
  // A setting out of range is the game's to refuse, naming it (protocol/README.md, Lobby).
  EXPECT_EQ(error_code(client.reply_to(client.send({{"type", "create_table"}, {"seats", 5}}))),
            "bad_settings");
  EXPECT_EQ(error_code(client.reply_to(
                client.send({{"type", "create_table"}, {"scenario", {{"hands", json::array()}}}}))),
            "scenarios_disabled");
  EXPECT_EQ(client.reply_to(client.send({{"type", "ping"}}))["type"], "pong");
}

TEST(BadInput, FloodIsRateLimitedAndTheTablePlaysOn) {
  ScenarioTable table(claim_scenario(true), slow_window_settings());
  WsClient flooder(table.server.port());
  flooder.hello("Flood");
  flooder.reply_to(
      flooder.send({{"type", "join_table"}, {"code", table.code}, {"as", "spectator"}}));
  for (int i = 0; i < 200; ++i) flooder.send({{"type", "ping"}});
  const json limited = flooder.wait_for([](const json& m) { return m["type"] == "error"; });
  EXPECT_EQ(limited["code"], "rate_limited");
  // It names a ping it dropped, so a client knows which of its messages went unanswered.
  ASSERT_TRUE(limited["re"].is_number_unsigned()) << limited.dump();
  const auto dropped = limited["re"].get<std::uint64_t>();
  EXPECT_GT(dropped, 2u);
  EXPECT_LE(dropped, 202u);
  // The game is untouched by it: Ma's discard reaches everyone, the flooder included.
  const json discarded =
      table.act(0, {{"type", "discard"}, {"card", card_with_face(latest_view(table[0]), "G6")}});
  ASSERT_EQ(discarded["type"], "update");
  await_event(table[3], "card_discarded", 0);
  await_event(flooder, "card_discarded", 0);
  int pongs = 0;
  for (const auto& m : flooder.seen) {
    if (m["type"] != "pong") continue;
    ++pongs;
    EXPECT_NE(m["re"], dropped);
  }
  EXPECT_LT(pongs, 200);
}

TEST(BadInput, HugeFrameClosesOnlyThatConnection) {
  ScenarioTable table(claim_scenario(true), slow_window_settings());
  WsClient huge(table.server.port());
  huge.hello("Huge");
  bool closed_while_sending = false;
  try {
    huge.send_text(std::string(200000, ' '));
  } catch (const std::exception&) {
    closed_while_sending = true;  // the server may cut the socket before the frame ends
  }
  EXPECT_TRUE(closed_while_sending || huge.wait_closed());
  const json discarded =
      table.act(0, {{"type", "discard"}, {"card", card_with_face(latest_view(table[0]), "G6")}});
  EXPECT_EQ(discarded["type"], "update");
}

}  // namespace
}  // namespace jongtable::testing
