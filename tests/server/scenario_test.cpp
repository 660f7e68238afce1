// Claim-window rulings played over real sockets, on tables dealt from a scenario.

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

// Ma discards the G6 and every seat reads that update; returns the window id.
std::uint64_t ma_discards_g6(ScenarioTable& table, int absent = -1) {
  const json reply =
      table.act(0, {{"type", "discard"}, {"card", card_with_face(latest_view(table[0]), "G6")}});
  EXPECT_EQ(reply["type"], "update") << reply.dump();
  const json discarded = event_of(reply, "card_discarded");
  EXPECT_EQ(discarded["card"]["face"], "G6");
  for (int s = 1; s < 4; ++s) {
    if (s != absent) await_event(table[s], "card_discarded", 0);
  }
  return discarded["window"].get<std::uint64_t>();
}

json steal(ScenarioTable& table, int seat, std::uint64_t window) {
  const json reply = table.act(seat, {{"type", "steal"}, {"window", window}});
  EXPECT_EQ(reply["type"], "update") << reply.dump();
  EXPECT_FALSE(event_of(reply, "steal_called").is_null());
  return reply;
}

void pass(ScenarioTable& table, int seat, std::uint64_t window) {
  const json reply = table.act(seat, {{"type", "pass"}, {"window", window}});
  EXPECT_EQ(reply["type"], "update") << reply.dump();
}

TEST(ClaimWindow, WinningClaimBeatsAnEarlierSetClaim) {
  ScenarioTable table(claim_scenario(/*seat2_wins=*/true), slow_window_settings());
  const auto window = ma_discards_g6(table);
  steal(table, 1, window);  // a set claim, first
  steal(table, 2, window);  // a winning claim, later
  pass(table, 3, window);
  const json closed = table.await_close(3);
  EXPECT_EQ(closed["awarded_to"], 2);
  // Everyone is told the race: the winning claim first, the set it beat second.
  ASSERT_EQ(closed["claims"].size(), 2u) << closed.dump();
  EXPECT_EQ(closed["claims"][0]["seat"], 2);
  EXPECT_EQ(closed["claims"][0]["kind"], "wins");
  EXPECT_EQ(closed["claims"][1]["seat"], 1);
  EXPECT_EQ(closed["claims"][1]["kind"], "beaten");
  EXPECT_EQ(closed["claims"][1]["lost_on"], "winning_claim");
  EXPECT_EQ(any_event(table[3], "card_stolen")["wins"], true);
  const json ended = any_event(table[3], "round_ended");
  EXPECT_EQ(ended["result"]["winner"], 2);
  EXPECT_EQ(ended["result"]["method"], "stealing");
  EXPECT_EQ(schema_failures(), 0);
}

TEST(ClaimWindow, EarlierSetClaimBeatsALaterOne) {
  ScenarioTable table(claim_scenario(/*seat2_wins=*/false), slow_window_settings());
  const auto window = ma_discards_g6(table);
  steal(table, 2, window);  // first, though seat 1 sits nearer the discarder
  // Claims are stamped in whole milliseconds and an exact tie goes to the nearer seat;
  // this gap (not a wait for the server) keeps seat 1's stamp strictly later.
  std::this_thread::sleep_for(std::chrono::milliseconds(3));
  steal(table, 1, window);
  pass(table, 3, window);
  const json closed = table.await_close(2);
  EXPECT_EQ(closed["awarded_to"], 2);
  ASSERT_EQ(closed["claims"].size(), 2u) << closed.dump();
  EXPECT_EQ(closed["claims"][0]["kind"], "set");
  EXPECT_EQ(closed["claims"][1]["seat"], 1);
  EXPECT_EQ(closed["claims"][1]["lost_on"], "time");
  EXPECT_GT(closed["claims"][1]["after_ms"].get<int>(), closed["claims"][0]["after_ms"].get<int>());
  // The stealer exposes the set (the server does it when only one set is possible),
  // then discards; play goes on from the stealer.
  json view = latest_view(table[2]);
  if (view["phase"] == "awaiting_exposure") {
    ASSERT_FALSE(view["legal"]["expose_options"].empty());
    const json option = view["legal"]["expose_options"][0];
    const json exposed =
        table.act(2, {{"type", "expose"}, {"cards", {option[0]["id"], option[1]["id"]}}});
    ASSERT_FALSE(event_of(exposed, "set_exposed").is_null()) << exposed.dump();
    view = exposed["view"];
  } else {
    EXPECT_EQ(any_event(table[2], "set_exposed")["seat"], 2);
  }
  EXPECT_EQ(view["seats"][2]["exposed"].size(), 1u);
  const json faces = {view["seats"][2]["exposed"][0][0]["face"],
                      view["seats"][2]["exposed"][0][1]["face"],
                      view["seats"][2]["exposed"][0][2]["face"]};
  EXPECT_EQ(faces, json({"G4", "G5", "G6"}));
  const json after = view;
  ASSERT_TRUE(after["legal"]["discard"].get<bool>());
  const json discarded = table.act(2, {{"type", "discard"}, {"card", after["hand"][0]["id"]}});
  EXPECT_EQ(event_of(discarded, "card_discarded")["seat"], 2);
}

TEST(ClaimWindow, LagCompensationLetsALaterArrivalWin) {
  // Seat 2's round trip is taken as 2000 ms, so its claim counts from up to 1000 ms
  // (the lag bound) before it arrived: earlier than seat 1's, which arrived first.
  ScenarioTable table(claim_scenario(false, json::array({0, 0, 2000, 0})), slow_window_settings());
  const auto window = ma_discards_g6(table);
  steal(table, 1, window);
  steal(table, 2, window);
  pass(table, 3, window);
  const json closed = table.await_close(1);
  EXPECT_EQ(closed["awarded_to"], 2);
  // Seat 2 is told first: its compensated time is the earlier, though it arrived later.
  ASSERT_EQ(closed["claims"].size(), 2u) << closed.dump();
  EXPECT_EQ(closed["claims"][0]["seat"], 2);
  EXPECT_EQ(closed["claims"][1]["seat"], 1);
  EXPECT_EQ(closed["claims"][1]["lost_on"], "time");
}

TEST(ClaimWindow, MistakenStealCostsTheNextTurn) {
  ScenarioTable table(claim_scenario(true), slow_window_settings());
  const auto window = ma_discards_g6(table);
  steal(table, 3, window);  // seat 3 has no use for a G6
  pass(table, 1, window);
  pass(table, 2, window);
  const json closed = table.await_close(3);
  EXPECT_TRUE(closed["awarded_to"].is_null());
  ASSERT_EQ(closed["claims"].size(), 1u) << closed.dump();
  EXPECT_EQ(closed["claims"][0]["seat"], 3);
  EXPECT_EQ(closed["claims"][0]["kind"], "mistaken");
  EXPECT_TRUE(closed["claims"][0]["lost_on"].is_null());
  const json mistaken = any_event(table[0], "mistaken_steal");
  EXPECT_EQ(mistaken["seat"], 3);
  EXPECT_EQ(mistaken["pending_skips"], 1);
  // Seats 1 and 2 draw and discard; seat 3's turn is skipped and Ma plays next.
  for (int seat : {1, 2}) {
    any_event(table[seat], "turn_started", seat);
    const json view = latest_view(table[seat]);
    ASSERT_FALSE(view["just_drawn"].is_null()) << view.dump();
    const json discarded =
        table.act(seat, {{"type", "discard"}, {"card", view["just_drawn"]["id"]}});
    const auto next_window = event_of(discarded, "card_discarded")["window"].get<std::uint64_t>();
    for (int other = 0; other < 4; ++other) {
      if (other != seat) pass(table, other, next_window);
    }
  }
  const json skip = await_event(table[0], "turn_skipped", 3);
  EXPECT_EQ(event_of(skip, "turn_skipped")["pending_skips"], 0);
  // Ma plays next, in the same update or a later one.
  const json ma_turn =
      event_of(skip, "turn_started").is_null() ? await_event(table[0], "turn_started", 0) : skip;
  EXPECT_EQ(event_of(ma_turn, "turn_started")["seat"], 0);
  EXPECT_EQ(latest_view(table[0])["current"], 0);
}

TEST(Reconnect, NewConnectionInTheMiddleOfAClaimWindowCanStillSteal) {
  ScenarioTable table(claim_scenario(false), slow_window_settings());
  const auto window = ma_discards_g6(table);
  const auto last_version = table[1].last_v;
  WsClient again(table.server.port());
  const json welcome = again.hello("P1", table.tokens[1], last_version);
  EXPECT_EQ(welcome["type"], "welcome");
  EXPECT_EQ(welcome["resume_token"], table.tokens[1]);
  // The newest connection wins; the old one is told why it is closed.
  const json bye = table[1].wait_for([](const json& m) { return m["type"] == "bye"; });
  EXPECT_EQ(bye["reason"], "superseded");
  const json lobby = again.wait_for([](const json& m) { return m["type"] == "lobby"; });
  EXPECT_EQ(lobby["you"]["seat"], 1);
  const json resumed = again.wait_for(is_update);
  EXPECT_EQ(resumed["since"], last_version);
  EXPECT_EQ(resumed["view"]["viewer"], 1);
  ASSERT_FALSE(resumed["view"]["window"].is_null());
  EXPECT_EQ(resumed["view"]["window"]["id"], window);
  EXPECT_TRUE(resumed["view"]["legal"]["steal"].get<bool>());
  const json stolen = again.reply_to(again.send({{"type", "steal"}, {"window", window}}));
  EXPECT_EQ(stolen["type"], "update") << stolen.dump();
  pass(table, 2, window);
  pass(table, 3, window);
  const json closed = table.await_close(3);
  EXPECT_EQ(closed["awarded_to"], 1);
}

TEST(Reconnect, DroppedPlayerIsPlayedByTheTurnClockAndCanComeBack) {
  json settings = slow_window_settings();
  settings["claim_window_ms"] = 300;
  settings["turn_clock_ms"] = 2000;
  ScenarioTable table(claim_scenario(false), settings);
  const auto last_version = table[1].last_v;
  table[1].close();
  const auto window = ma_discards_g6(table, /*absent=*/1);
  pass(table, 2, window);
  pass(table, 3, window);
  // Seat 1 cannot answer: the window closes by time, seat 1 draws, and its clock plays.
  const json played = table[2].wait_for([](const json& m) {
    const json e = event_of(m, "card_discarded");
    return !e.is_null() && e["seat"] == 1;
  });
  EXPECT_TRUE(event_of(played, "card_discarded")["by_turn_clock"].get<bool>());
  WsClient again(table.server.port());
  again.hello("P1", table.tokens[1], last_version);
  const json resumed = again.wait_for(is_update);
  EXPECT_EQ(resumed["view"]["viewer"], 1);
  EXPECT_EQ(resumed["since"], last_version);  // the missed events are still held
  bool saw_own_draw = false;
  for (const auto& e : resumed["events"]) {
    if (e["type"] == "card_drawn" && e["seat"] == 1) saw_own_draw = !e["card"].is_null();
  }
  EXPECT_TRUE(saw_own_draw);
}

}  // namespace
}  // namespace jongtable::testing
