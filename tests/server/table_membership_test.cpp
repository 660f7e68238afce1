// Who may be at a table, and what every frame at a table says: a refused join leaves the
// session free, the host may remove a person before the game, the table's chat has one
// budget for everyone, and frames a connection sends on its own carry the table's version.

#include <gtest/gtest.h>

#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

json join_as(WsClient& client, const std::string& code, const std::string& as) {
  return ask(client, {{"type", "join_table"}, {"code", code}, {"as", as}});
}

// A waiting NYMJ table: the host in seat 0, bots in 1 and 2 (seat 3 free).
std::string table_with_one_free_seat(WsClient& host) {
  const std::string code = create_table(host, {{"type", "create_table"}});
  EXPECT_EQ(ask(host, {{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
  for (int seat = 1; seat <= 2; ++seat) {
    EXPECT_EQ(ask(host, {{"type", "add_bot"}, {"seat", seat}, {"strength", "basic"}})["type"],
              "ok");
  }
  return code;
}

TEST(TableMembership, ARefusedJoinLeavesTheSessionFree) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  const std::string code = table_with_one_free_seat(host);
  ASSERT_EQ(ask(host, {{"type", "add_bot"}, {"seat", 3}, {"strength", "basic"}})["type"], "ok");

  WsClient late(server.port());
  late.hello("Late");
  EXPECT_EQ(code_of(join_as(late, code, "player")), "table_full");
  // Free to do anything else on the same connection: watch that table, or make another.
  EXPECT_EQ(join_as(late, code, "spectator")["type"], "lobby");
  EXPECT_EQ(ask(late, {{"type", "leave_table"}})["type"], "ok");

  ASSERT_EQ(ask(host, {{"type", "start_game"}})["type"], "ok");
  EXPECT_EQ(code_of(join_as(late, code, "player")), "game_started");
  EXPECT_EQ(code_of(ask(late, {{"type", "leave_table"}})), "not_at_table");
  EXPECT_EQ(ask(late, {{"type", "create_table"}})["type"], "table_created");
  EXPECT_EQ(schema_failures(), 0);
}

TEST(TableMembership, TheHostRemovesAPersonWhoCannotComeBack) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  const std::string code = table_with_one_free_seat(host);
  WsClient guest(server.port());
  guest.hello("Guest");
  ASSERT_EQ(join_as(guest, code, "player")["you"]["seat"], 3);

  EXPECT_EQ(code_of(ask(guest, {{"type", "remove_person"}, {"seat", 0}})), "not_host");
  EXPECT_EQ(code_of(ask(host, {{"type", "remove_person"}, {"seat", 1}})), "seat_empty");
  EXPECT_EQ(code_of(ask(host, {{"type", "remove_person"}, {"seat", 0}})), "bad_seat");
  EXPECT_EQ(code_of(ask(host, {{"type", "remove_person"}, {"seat", 5}})), "bad_seat");

  EXPECT_EQ(ask(host, {{"type", "remove_person"}, {"seat", 3}})["type"], "ok");
  const json removed = guest.wait_for([](const json& m) { return m["type"] == "removed"; });
  EXPECT_EQ(removed["reason"], "host");
  // Everyone left sees the seat free again.
  const json lobby = host.wait_for([](const json& m) {
    return m["type"] == "lobby" && m["table"]["seats"][3]["occupant"].is_null();
  });
  EXPECT_EQ(lobby["table"]["seats"][0]["occupant"]["name"], "Host");

  // Not back to this table, neither to play nor to watch; free to go anywhere else.
  EXPECT_EQ(code_of(join_as(guest, code, "player")), "removed_by_host");
  EXPECT_EQ(code_of(join_as(guest, code, "spectator")), "removed_by_host");
  EXPECT_EQ(ask(guest, {{"type", "create_table"}})["type"], "table_created");

  // Once the game has started, nobody can be removed.
  WsClient other(server.port());
  other.hello("Other");
  ASSERT_EQ(join_as(other, code, "player")["you"]["seat"], 3);
  ASSERT_EQ(ask(host, {{"type", "start_game"}})["type"], "ok");
  EXPECT_EQ(code_of(ask(host, {{"type", "remove_person"}, {"seat", 3}})), "game_started");
  EXPECT_EQ(schema_failures(), 0);
}

// The host is told who watches, by name, so it can remove one (remove_person
// {spectator}); nobody else is. The list follows the spectators' coming and going.
TEST(TableMembership, TheHostAloneIsToldTheSpectatorsNames) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  const std::string code = create_table(host, {{"type", "create_table"}});
  WsClient watcher(server.port());
  watcher.hello("Wendy");
  const json joined = join_as(watcher, code, "spectator");
  ASSERT_EQ(joined["type"], "lobby");
  EXPECT_FALSE(joined["you"].contains("spectators")) << joined.dump();
  const auto names_are = [](const json& expected) {
    return [expected](const json& m) {
      return m["type"] == "lobby" && m["you"].value("spectators", json()) == expected;
    };
  };
  host.wait_for(names_are(json::array({"Wendy"})));
  ASSERT_EQ(ask(host, {{"type", "remove_person"}, {"spectator", "Wendy"}})["type"], "ok");
  host.wait_for(names_are(json::array()));
  EXPECT_EQ(schema_failures(), 0);
}

TEST(TableMembership, TheTableHasOneChatBudgetForEveryone) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  const std::string code = create_table(host, {{"type", "create_table"}});
  WsClient a(server.port());
  WsClient b(server.port());
  a.hello("A");
  b.hello("B");
  ASSERT_EQ(join_as(a, code, "spectator")["type"], "lobby");
  ASSERT_EQ(join_as(b, code, "spectator")["type"], "lobby");

  // 30 lines at once, each connection within its own limit (20 at once): the table's
  // budget lets far fewer through, and says so to the sender of each line it drops.
  std::vector<std::uint64_t> from_a;
  std::vector<std::uint64_t> from_b;
  for (int i = 0; i < 15; ++i) {
    from_a.push_back(a.send({{"type", "chat"}, {"text", "a" + std::to_string(i)}}));
    from_b.push_back(b.send({{"type", "chat"}, {"text", "b" + std::to_string(i)}}));
  }
  int accepted = 0;
  int limited = 0;
  for (auto [client, seqs] : {std::pair{&a, &from_a}, std::pair{&b, &from_b}}) {
    for (const auto seq : *seqs) {
      const json reply = client->reply_to(seq);
      if (reply["type"] == "ok") {
        ++accepted;
      } else {
        EXPECT_EQ(code_of(reply), "rate_limited");
        ++limited;
      }
    }
  }
  EXPECT_GT(limited, 0);
  EXPECT_EQ(accepted + limited, 30);
  // What was accepted reached the host, and nothing else did.
  const std::string last_ok = [&] {
    std::string text;
    for (const auto& m : host.seen)
      if (m["type"] == "chat_message") text = m["text"];
    return text;
  }();
  ASSERT_EQ(ask(host, {{"type", "ping"}})["type"], "pong");
  int delivered = 0;
  for (const auto& m : host.seen) delivered += m["type"] == "chat_message" ? 1 : 0;
  EXPECT_EQ(delivered, accepted) << "last line seen: " << last_ok;
}

TEST(TableMembership, FramesAConnectionSendsItselfCarryTheTablesVersion) {
  ScenarioTable table(claim_scenario(true), slow_window_settings());
  const json discarded =
      table.act(0, {{"type", "discard"}, {"card", card_with_face(latest_view(table[0]), "G6")}});
  ASSERT_EQ(discarded["type"], "update");
  const auto version = discarded["v"].get<std::uint64_t>();
  ASSERT_GT(version, 0u);

  WsClient& player = table[1];
  await_event(player, "card_discarded", 0);
  EXPECT_EQ(ask(player, {{"type", "ping"}})["v"], version);
  // A flood's rate_limited comes from the connection, not the table: same version.
  for (int i = 0; i < 100; ++i) player.send({{"type", "ping"}});
  const json limited = player.wait_for(
      [](const json& m) { return m["type"] == "error" && m["code"] == "rate_limited"; });
  EXPECT_EQ(limited["v"], version);
  // So does a rule refusal at the table.
  EXPECT_EQ(ask(table[2], {{"type", "discard"}, {"card", 0}})["v"], version);
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
