// Names at one table are told apart: someone whose name equals, ignoring case, that of
// someone already there is shown with the first free number, in the lobby and in chat.
// Their session's own name stays as it was.

#include <gtest/gtest.h>

#include <memory>

#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

std::string seat_name(const json& lobby, int seat) {
  const json& occupant = lobby["table"]["seats"][static_cast<std::size_t>(seat)]["occupant"];
  return occupant.is_null() ? "(empty)" : occupant["name"].get<std::string>();
}

// The name on the chat line `reader` receives when `speaker` says `text`.
std::string said_by(WsClient& speaker, WsClient& reader, const std::string& text) {
  EXPECT_EQ(ask(speaker, {{"type", "chat"}, {"text", text}})["type"], "ok");
  const json line = reader.wait_for(
      [&](const json& m) { return m["type"] == "chat_message" && m["text"] == text; });
  return line["from"]["name"];
}

// Ana's table, Ana in seat 0; others join it by name.
struct AnasTable {
  ServerProcess server;
  WsClient ana{server.port()};
  std::string code;
  std::vector<std::unique_ptr<WsClient>> others;

  AnasTable() {
    ana.hello("Ana");
    code = create_table(ana, {{"type", "create_table"}});
    EXPECT_EQ(ask(ana, {{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
  }
  // Someone says hello as `name` and joins (as "player" or "spectator"); returns the
  // lobby that answers the join. They are others.back().
  json joins(const std::string& name, const std::string& as) {
    others.push_back(std::make_unique<WsClient>(server.port()));
    EXPECT_EQ(others.back()->hello(name)["name"], name);  // the session's own name
    return ask(*others.back(), {{"type", "join_table"}, {"code", code}, {"as", as}});
  }
  // Ana's newest lobby once `seat` is taken.
  json lobby_with(int seat) {
    return ana.wait_for([seat](const json& m) {
      return m["type"] == "lobby" &&
             !m["table"]["seats"][static_cast<std::size_t>(seat)]["occupant"].is_null();
    });
  }
};

TEST(SameName, ASecondAnaIsShownWithANumber) {
  AnasTable table;
  const json joined = table.joins("ana", "player");
  ASSERT_EQ(joined["type"], "lobby");
  EXPECT_EQ(seat_name(joined, 0), "Ana");
  EXPECT_EQ(seat_name(joined, 1), "ana (2)");
  EXPECT_EQ(seat_name(table.lobby_with(1), 1), "ana (2)");  // Ana sees the same

  WsClient& other = *table.others.back();
  EXPECT_EQ(said_by(other, table.ana, "hi, I am the other one"), "ana (2)");
  EXPECT_EQ(said_by(table.ana, other, "hello"), "Ana");
  EXPECT_EQ(schema_failures(), 0);
}

TEST(SameName, AThirdGetsTheNextNumberAsASpectatorToo) {
  AnasTable table;
  ASSERT_EQ(table.joins("ana", "player")["type"], "lobby");
  ASSERT_EQ(table.joins("ANA", "spectator")["type"], "lobby");
  WsClient& third = *table.others.back();
  EXPECT_EQ(said_by(third, table.ana, "me too"), "ANA (3)");

  // Taking a seat keeps the name the table gave.
  ASSERT_EQ(ask(third, {{"type", "take_seat"}, {"seat", 2}})["type"], "ok");
  const json lobby = table.lobby_with(2);
  EXPECT_EQ(seat_name(lobby, 0), "Ana");
  EXPECT_EQ(seat_name(lobby, 1), "ana (2)");
  EXPECT_EQ(seat_name(lobby, 2), "ANA (3)");
  // Someone else's name is left alone.
  EXPECT_EQ(seat_name(table.joins("Bea", "player"), 3), "Bea");
  EXPECT_EQ(schema_failures(), 0);
}

TEST(SameName, ANumberFreedBySomeoneLeavingIsGivenAgain) {
  AnasTable table;
  ASSERT_EQ(table.joins("ana", "spectator")["type"], "lobby");
  WsClient& second = *table.others.back();
  ASSERT_EQ(table.joins("ana", "spectator")["type"], "lobby");
  WsClient& third = *table.others.back();
  EXPECT_EQ(said_by(third, table.ana, "three"), "ana (3)");

  ASSERT_EQ(ask(second, {{"type", "leave_table"}})["type"], "ok");
  ASSERT_EQ(table.joins("ANA", "spectator")["type"], "lobby");
  EXPECT_EQ(said_by(*table.others.back(), table.ana, "four"), "ANA (2)");
  EXPECT_EQ(said_by(third, table.ana, "still three"), "ana (3)");
}

}  // namespace
}  // namespace jongtable::testing
