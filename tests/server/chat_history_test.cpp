// A table keeps its recent chat for whoever joins it or comes back to it: one
// chat_history frame right after their lobby (and update), oldest line first, at most
// 50 lines and 16 KiB of text; reactions are not kept.

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

json join_as(WsClient& client, const std::string& code, const std::string& as) {
  return ask(client, {{"type", "join_table"}, {"code", code}, {"as", as}});
}

void say(WsClient& client, const std::string& text) {
  ASSERT_EQ(ask(client, {{"type", "chat"}, {"text", text}})["type"], "ok");
}

// The frame that follows `after` (a frame `client` has seen), read if not yet seen.
json frame_after(WsClient& client, const json& after) {
  for (std::size_t i = 0; i + 1 < client.seen.size(); ++i) {
    if (client.seen[i] == after) return client.seen[i + 1];
  }
  return client.next();
}

std::vector<std::string> texts_of(const json& history) {
  std::vector<std::string> texts;
  for (const auto& line : history["messages"]) texts.push_back(line["text"]);
  return texts;
}

bool has_history(const WsClient& client) {
  return std::any_of(client.seen.begin(), client.seen.end(),
                     [](const json& m) { return m["type"] == "chat_history"; });
}

// A table its host made, on a server whose chat budgets (the table's and the
// connection's) never cut in at a test's pace.
struct Table {
  ServerProcess server{{"--table-chat-burst", "1000", "--table-chat-per-second", "1000", "--burst",
                        "1000", "--rate", "1000"}};
  WsClient host{server.port()};
  std::string token = host.hello("Host")["resume_token"];
  std::string code = create_table(host, {{"type", "create_table"}});

  // Someone joins to watch; returns their lobby.
  json watcher_joins(const std::string& name) {
    watchers.push_back(std::make_unique<WsClient>(server.port()));
    watchers.back()->hello(name);
    return join_as(*watchers.back(), code, "spectator");
  }
  // What someone joining now to watch is sent right after their lobby.
  json latecomer_hears() {
    const json lobby = watcher_joins("Late");
    EXPECT_EQ(lobby["type"], "lobby");
    return frame_after(*watchers.back(), lobby);
  }
  std::vector<std::unique_ptr<WsClient>> watchers;
};

TEST(ChatHistory, AJoinerGetsTheEarlierLinesInOrderAfterTheLobby) {
  Table table;
  WsClient& host = table.host;
  ASSERT_EQ(ask(host, {{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
  // While nothing has been said (a reaction is not kept), a joiner is sent no history.
  ASSERT_EQ(ask(host, {{"type", "react"}, {"reaction", "gg"}})["type"], "ok");
  ASSERT_EQ(table.watcher_joins("Early")["type"], "lobby");
  say(host, "first");
  ASSERT_EQ(ask(host, {{"type", "react"}, {"reaction", "wow"}})["type"], "ok");
  say(host, "second");

  const json history = table.latecomer_hears();
  ASSERT_EQ(history["type"], "chat_history") << history.dump();
  EXPECT_EQ(texts_of(history), (std::vector<std::string>{"first", "second"}));
  EXPECT_EQ(history["messages"][0]["from"], (json{{"name", "Host"}, {"seat", 0}}));
  // Nobody else was sent it.
  WsClient& early = *table.watchers.front();
  ASSERT_EQ(ask(host, {{"type", "ping"}})["type"], "pong");
  ASSERT_EQ(ask(early, {{"type", "ping"}})["type"], "pong");
  EXPECT_FALSE(has_history(host));
  EXPECT_FALSE(has_history(early));
  EXPECT_EQ(schema_failures(), 0);
}

TEST(ChatHistory, KeepsTheNewestFiftyLines) {
  Table table;
  for (int i = 1; i <= 55; ++i) say(table.host, "line " + std::to_string(i));

  const json history = table.latecomer_hears();
  ASSERT_EQ(history["type"], "chat_history");
  const auto texts = texts_of(history);
  ASSERT_EQ(texts.size(), 50u);
  EXPECT_EQ(texts.front(), "line 6");
  EXPECT_EQ(texts.back(), "line 55");
  EXPECT_EQ(schema_failures(), 0);
}

TEST(ChatHistory, KeepsAtMostSixteenKilobytesOfText) {
  Table table;
  // 30 of the longest lines, two digits and 278 three-byte characters: 25,080 bytes.
  std::string euros;
  for (int i = 0; i < 278; ++i) euros += "\u20ac";
  for (int i = 0; i < 30; ++i) say(table.host, (i < 10 ? "0" : "") + std::to_string(i) + euros);

  const json history = table.latecomer_hears();
  ASSERT_EQ(history["type"], "chat_history");
  const auto texts = texts_of(history);
  std::size_t bytes = 0;
  for (const auto& text : texts) bytes += text.size();
  EXPECT_LT(texts.size(), 30u);
  EXPECT_GT(texts.size(), 10u);
  EXPECT_LE(bytes, 16u * 1024u);
  EXPECT_EQ(texts.back().substr(0, 2), "29");  // the newest stay
  EXPECT_EQ(schema_failures(), 0);
}

TEST(ChatHistory, AResumedSessionGetsItAfterItsLobby) {
  Table table;
  ASSERT_EQ(ask(table.host, {{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
  WsClient guest(table.server.port());
  guest.hello("Guest");
  ASSERT_EQ(join_as(guest, table.code, "player")["type"], "lobby");
  say(guest, "hello host");
  say(table.host, "hello guest");

  // A reload: the same session on a new connection.
  table.host.close();
  WsClient again(table.server.port());
  ASSERT_EQ(again.hello("Host", table.token)["type"], "welcome");
  const json lobby = again.wait_for([](const json& m) { return m["type"] == "lobby"; });
  const json history = frame_after(again, lobby);
  ASSERT_EQ(history["type"], "chat_history") << history.dump();
  EXPECT_EQ(texts_of(history), (std::vector<std::string>{"hello host", "hello guest"}));
  EXPECT_EQ(history["messages"][0]["from"], (json{{"name", "Guest"}, {"seat", 1}}));
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
