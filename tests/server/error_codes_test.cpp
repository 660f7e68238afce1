// Error codes of the protocol README that no other suite happens to cause, each produced
// through the real server and shown to change nothing. (The contract suite checks that
// every documented code is produced by some test.)

#include <gtest/gtest.h>

#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

json error_reply(WsClient& client) {
  return client.wait_for([](const json& m) { return m["type"] == "error"; });
}

TEST(ErrorCodes, ShapeAndLobbyMistakes) {
  ServerProcess server({"--allow-scenarios"});
  WsClient host(server.port());
  host.hello("Host");

  host.send_text("[1,2,3]");
  EXPECT_EQ(code_of(error_reply(host)), "not_an_object");
  EXPECT_EQ(code_of(ask(host, {{"type", "join_table"}})), "missing_field");

  json bad_deal = {{"type", "create_table"},
                   {"scenario", {{"seed", 1}, {"hands", {{"G6", "G6", "G6", "G6"}}}}}};
  EXPECT_EQ(code_of(ask(host, bad_deal)), "bad_scenario");

  const std::string code = create_table(host, {{"type", "create_table"}});
  ASSERT_EQ(ask(host, {{"type", "add_bot"}, {"seat", 1}, {"strength", "basic"}})["type"], "ok");
  EXPECT_EQ(code_of(ask(host, {{"type", "take_seat"}, {"seat", 1}})), "seat_taken");
  ASSERT_EQ(ask(host, {{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
  // A move before the game starts.
  EXPECT_EQ(code_of(ask(host, {{"type", "discard"}, {"card", 3}})), "game_not_started");
  const json lobby = ask(host, {{"type", "join_table"}, {"code", code}, {"as", "player"}});
  EXPECT_EQ(code_of(lobby), "already_at_table");
  EXPECT_EQ(schema_failures(), 0);
}

// Seat 1 holds G6 G6 and G4 G5: Ma's G6 makes two different sets with them, so the
// stealer must say which (no automatic exposure).
json two_set_scenario() {
  json scenario = claim_scenario(/*seat2_wins=*/true);
  scenario["hands"][1] = {"G6", "G6", "G4", "G5", "R2", "R4", "R6", "B2", "B4", "winter"};
  return scenario;
}

TEST(ErrorCodes, RuleMistakesAtATable) {
  ScenarioTable table(two_set_scenario(), slow_window_settings());
  // Ma's eleven cards are no winning hand.
  EXPECT_EQ(code_of(table.act(0, {{"type", "declare_win"}})), "not_a_winning_hand");

  const json discarded =
      table.act(0, {{"type", "discard"}, {"card", card_with_face(latest_view(table[0]), "G6")}});
  const auto window = event_of(discarded, "card_discarded")["window"].get<std::uint64_t>();
  ASSERT_EQ(table.act(1, {{"type", "steal"}, {"window", window}})["type"], "update");
  for (const int seat : {2, 3})
    ASSERT_EQ(table.act(seat, {{"type", "pass"}, {"window", window}})["type"], "update");
  table.await_close(1);
  const json before = latest_view(table[1]);
  ASSERT_EQ(before["phase"], "awaiting_exposure") << before.dump();

  // Two cards that make no set with the stolen G6.
  const json not_a_set =
      table.act(1, {{"type", "expose"},
                    {"cards", {card_with_face(before, "R2"), card_with_face(before, "R4")}}});
  EXPECT_EQ(code_of(not_a_set), "not_a_set");
  // A STEAL! on a window that has closed.
  EXPECT_EQ(code_of(table.act(3, {{"type", "steal"}, {"window", window}})), "no_claim_window");
  // Nothing changed: seat 1 still chooses, and its choice is taken.
  EXPECT_EQ(latest_view(table[1])["phase"], "awaiting_exposure");
  const json exposed =
      table.act(1, {{"type", "expose"},
                    {"cards", {card_with_face(before, "G4"), card_with_face(before, "G5")}}});
  EXPECT_FALSE(event_of(exposed, "set_exposed").is_null()) << exposed.dump();
  EXPECT_EQ(schema_failures(), 0);
}

TEST(ErrorCodes, AfterTheGameNoMoveAndNoRoomForARematch) {
  json settings = slow_window_settings();
  settings["starting_tokens"] = 1;  // the first round's payment ends the game
  // One table is all this server holds: the rematch cannot be opened.
  ScenarioTable table(claim_scenario(/*seat2_wins=*/true), settings, {"--max-tables", "1"});
  play_to_round_over(table);
  any_event(table[0], "game_ended");
  const json over = latest_view(table[0]);
  ASSERT_EQ(over["phase"], "game_over");

  EXPECT_EQ(code_of(table.act(0, {{"type", "discard"}, {"card", over["hand"][0]["id"]}})),
            "game_over");
  const json busy = table.act(0, {{"type", "rematch"}});
  EXPECT_EQ(code_of(busy), "server_busy");
  EXPECT_EQ(latest_view(table[0])["phase"], "game_over");
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
