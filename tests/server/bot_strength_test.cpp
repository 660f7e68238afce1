// Bots at a table of people: a bot added with no strength plays friendly (it passes on
// many calls and thinks longer), and the host may still ask for a strong or basic one.

#include <gtest/gtest.h>

#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

// The strength the newest lobby shows for the bot in `seat`. The ping's pong comes after
// every frame the table sent before it, so the lobby of the last change is already in.
std::string bot_strength_shown(WsClient& host, int seat) {
  EXPECT_EQ(ask(host, {{"type", "ping"}})["type"], "pong");
  for (auto it = host.seen.rbegin(); it != host.seen.rend(); ++it) {
    if ((*it).value("type", "") != "lobby") continue;
    const json& occupant = (*it)["table"]["seats"][static_cast<std::size_t>(seat)]["occupant"];
    return occupant.is_object() ? occupant.value("strength", "(none)") : "(empty seat)";
  }
  return "(no lobby)";
}

std::string add_bot(WsClient& host, json message) {
  message["type"] = "add_bot";
  const json reply = ask(host, message);
  return reply.value("type", "") == "ok" ? "ok" : code_of(reply);
}

TEST(BotStrength, ABotAtATableOfPeopleIsFriendlyUnlessAskedOtherwise) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  create_table(host, {});
  ASSERT_EQ(ask(host, {{"type", "take_seat"}, {"seat", 0}})["type"], "ok");

  ASSERT_EQ(add_bot(host, {{"seat", 1}}), "ok");
  EXPECT_EQ(bot_strength_shown(host, 1), "friendly");
  ASSERT_EQ(add_bot(host, {{"seat", 2}, {"strength", "strong"}}), "ok");
  EXPECT_EQ(bot_strength_shown(host, 2), "strong");
  ASSERT_EQ(add_bot(host, {{"seat", 3}, {"strength", "basic"}}), "ok");
  EXPECT_EQ(bot_strength_shown(host, 3), "basic");
  ASSERT_EQ(ask(host, {{"type", "remove_bot"}, {"seat", 3}})["type"], "ok");
  EXPECT_EQ(add_bot(host, {{"seat", 3}, {"strength", "genius"}}), "bad_field");
  EXPECT_EQ(bot_strength_shown(host, 3), "(empty seat)");
  EXPECT_EQ(schema_failures(), 0);
}

// Games with one bot of their own seat it friendly by default too; "strong" is still
// accepted and seats that bot as it is, shown as basic.
TEST(BotStrength, EveryGameSeatsAFriendlyBotByDefault) {
  ServerProcess server;
  for (const std::string ruleset : {"gimme", "chinese", "american", "boba"}) {
    SCOPED_TRACE(ruleset);
    WsClient host(server.port());
    host.hello("Host");
    create_table(host, {{"ruleset", ruleset}});
    ASSERT_EQ(ask(host, {{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
    ASSERT_EQ(add_bot(host, {{"seat", 1}}), "ok");
    EXPECT_EQ(bot_strength_shown(host, 1), "friendly");
    ASSERT_EQ(ask(host, {{"type", "remove_bot"}, {"seat", 1}})["type"], "ok");
    ASSERT_EQ(add_bot(host, {{"seat", 1}, {"strength", "strong"}}), "ok");
    EXPECT_EQ(bot_strength_shown(host, 1), "basic");
  }
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
