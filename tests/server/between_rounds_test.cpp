// Between rounds: every person at the table says ready, and the next round starts at
// once instead of after the pause (here ten minutes, so only `ready` can start it).

#include <gtest/gtest.h>

#include <algorithm>

#include "game_driver.hpp"
#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

bool ready_in_lobby(const json& lobby, int seat) {
  return lobby["table"]["seats"][seat].value("ready", false);
}

TEST(BetweenRounds, AllPeopleReadyStartTheNextRoundAtOnce) {
  ScenarioTable table(claim_scenario(/*seat2_wins=*/true), slow_window_settings());
  EXPECT_EQ(code_of(table.act(1, {{"type", "ready"}})), "wrong_phase");  // mid-round
  play_to_round_over(table);
  EXPECT_EQ(latest_view(table[0])["phase"], "round_over");

  WsClient watcher(table.server.port());
  watcher.hello("Watcher");
  ASSERT_EQ(
      ask(watcher, {{"type", "join_table"}, {"code", table.code}, {"as", "spectator"}})["type"],
      "lobby");
  EXPECT_EQ(code_of(ask(watcher, {{"type", "ready"}})), "not_seated");

  for (int seat = 0; seat < 3; ++seat) {
    EXPECT_EQ(table.act(seat, {{"type", "ready"}})["type"], "ok");
    // Everyone sees who is ready.
    const json lobby = table[3].wait_for(
        [seat](const json& m) { return m["type"] == "lobby" && ready_in_lobby(m, seat); });
    EXPECT_FALSE(ready_in_lobby(lobby, 3));
  }
  // Three of four ready: still the result on screen (the reply to the last ready came
  // after the table decided).
  EXPECT_EQ(ask(table[3], {{"type", "ping"}})["type"], "pong");
  for (const auto& m : table[3].seen) {
    const json started = event_of(m, "round_started");
    EXPECT_TRUE(started.is_null() || started["round"] == 1) << started.dump();
  }

  EXPECT_EQ(table.act(3, {{"type", "ready"}})["type"], "ok");
  const json started = table[0].wait_for([](const json& m) {
    const json e = event_of(m, "round_started");
    return !e.is_null() && e["round"] == 2;
  });
  EXPECT_EQ(started["view"]["round"], 2);
  // The flags are gone with the pause.
  const json cleared = table[0].wait_for([](const json& m) {
    return m["type"] == "lobby" && !ready_in_lobby(m, 0) && !ready_in_lobby(m, 3);
  });
  EXPECT_EQ(cleared["table"]["status"], "playing");
  EXPECT_EQ(code_of(table.act(0, {{"type", "ready"}})), "wrong_phase");
  EXPECT_EQ(schema_failures(), 0);
}

// The round's end tells everyone, in the lobby, when the next round starts at the latest.
json lobby_with_pause(WsClient& client) {
  return client.wait_for([](const json& m) {
    return m["type"] == "lobby" && m["table"].contains("next_round_in_ms");
  });
}

TEST(BetweenRounds, TheTableWaitsForAConnectedPersonUpToItsCap) {
  ScenarioTable table(claim_scenario(/*seat2_wins=*/true), slow_window_settings());
  play_to_round_over(table);
  const json paused = lobby_with_pause(table[1]);
  const auto left = paused["table"]["next_round_in_ms"].get<std::int64_t>();
  EXPECT_GT(left, 0);
  EXPECT_LE(left, 600000);
  for (int seat = 0; seat < 3; ++seat)
    EXPECT_EQ(table.act(seat, {{"type", "ready"}})["type"], "ok");
  // Seat 3 is here and has not said ready: the table still shows the result.
  for (const int seat : {0, 3}) {
    EXPECT_EQ(ask(table[seat], {{"type", "ping"}})["type"], "pong");
    EXPECT_EQ(latest_view(table[seat])["phase"], "round_over");
  }
  EXPECT_EQ(schema_failures(), 0);
}

TEST(BetweenRounds, APersonWhoIsAwayDoesNotHoldTheTable) {
  ScenarioTable table(claim_scenario(/*seat2_wins=*/true), slow_window_settings());
  play_to_round_over(table);
  for (int seat = 0; seat < 3; ++seat)
    EXPECT_EQ(table.act(seat, {{"type", "ready"}})["type"], "ok");
  table[3].close();  // seat 3 goes away without a word
  const json started = table[0].wait_for([](const json& m) {
    const json e = event_of(m, "round_started");
    return !e.is_null() && e["round"] == 2;
  });
  EXPECT_EQ(started["view"]["round"], 2);
  // The lobby that came with the new round has no wait left to count down.
  const auto lobby = std::find_if(table[0].seen.rbegin(), table[0].seen.rend(),
                                  [](const json& m) { return m["type"] == "lobby"; });
  ASSERT_NE(lobby, table[0].seen.rend());
  EXPECT_FALSE((*lobby)["table"].contains("next_round_in_ms")) << lobby->dump();
  EXPECT_EQ(schema_failures(), 0);
}

TEST(BetweenRounds, TheTableGoesOnAtTheCapWithoutAnyReady) {
  json settings = slow_window_settings();
  settings["between_rounds_ms"] = 200;  // the host's cap: nobody says ready
  ScenarioTable table(claim_scenario(/*seat2_wins=*/true), settings);
  play_to_round_over(table);
  const json started = table[1].wait_for([](const json& m) {
    const json e = event_of(m, "round_started");
    return !e.is_null() && e["round"] == 2;
  });
  EXPECT_EQ(started["view"]["round"], 2);
  EXPECT_EQ(schema_failures(), 0);
}

// Bots alone in the seats: nobody has a result to read, so the table pauses only as
// long as a watcher needs to see it (kUnwaitedPauseMs), not the host's cap.
TEST(BetweenRounds, ATableWithNobodyToWaitForPausesOnlyBriefly) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  json settings = quick_settings();
  settings["bot_delay_ms"] = {0, 0};
  settings["between_rounds_ms"] = 600000;  // the cap: ten minutes
  create_table(host, settings);
  for (int s = 0; s < 4; ++s)
    ASSERT_EQ(ask(host, {{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}})["type"], "ok");
  ASSERT_EQ(ask(host, {{"type", "start_game"}})["type"], "ok");
  const json paused = lobby_with_pause(host);
  EXPECT_LE(paused["table"]["next_round_in_ms"].get<std::int64_t>(), 6000) << paused.dump();
  const json started = host.wait_for([](const json& m) {
    const json e = event_of(m, "round_started");
    return !e.is_null() && e["round"] == 2;
  });
  EXPECT_EQ(started["view"]["round"], 2);
  EXPECT_EQ(schema_failures(), 0);
}

TEST(BetweenRounds, TheWaitIsThirtySecondsUnlessTheHostSetsIt) {
  ServerProcess server;
  // Five tables: as many as one address may keep waiting to start.
  const auto settings_of = [&server](json create) {
    WsClient host(server.port());
    host.hello("Host");
    create["type"] = "create_table";
    const json created = ask(host, create);
    EXPECT_EQ(created["type"], "table_created") << created.dump();
    return host.wait_for([](const json& m) { return m["type"] == "lobby"; })["table"]["settings"];
  };
  EXPECT_EQ(settings_of(json::object())["between_rounds_ms"], 30000);
  EXPECT_EQ(settings_of({{"options", {{"between_rounds_ms", 12000}}}})["between_rounds_ms"], 12000);
  for (const char* game : {"gimme", "american"})
    EXPECT_EQ(settings_of({{"ruleset", game}})["between_rounds_ms"], 30000) << game;
  EXPECT_EQ(settings_of({{"ruleset", "chinese"}})["between_hands_ms"], 30000);
}

TEST(AfterTheGame, ARematchKeepsEverySeatForItsPlayer) {
  json settings = slow_window_settings();
  settings["starting_tokens"] = 1;  // the first round's payment ends the game
  ScenarioTable table(claim_scenario(/*seat2_wins=*/true), settings);
  EXPECT_EQ(code_of(table.act(1, {{"type", "rematch"}})), "wrong_phase");
  play_to_round_over(table);
  ASSERT_EQ(latest_view(table[0])["phase"], "game_over");

  WsClient watcher(table.server.port());
  watcher.hello("Watcher");
  ASSERT_EQ(
      ask(watcher, {{"type", "join_table"}, {"code", table.code}, {"as", "spectator"}})["type"],
      "lobby");
  EXPECT_EQ(code_of(ask(watcher, {{"type", "rematch"}})), "not_seated");

  EXPECT_EQ(table.act(2, {{"type", "rematch"}})["type"], "ok");
  // The offer may have come before the reply the client was waiting for.
  const auto offered = [](WsClient& client) {
    for (auto it = client.seen.rbegin(); it != client.seen.rend(); ++it)
      if ((*it)["type"] == "rematch") return *it;
    return client.wait_for([](const json& m) { return m["type"] == "rematch"; });
  };
  const json offer = offered(watcher);
  const std::string code = offer["code"];
  EXPECT_NE(code, table.code);
  EXPECT_EQ(offer["from"]["seat"], 2);
  // A second request is told the same table.
  EXPECT_EQ(table.act(0, {{"type", "rematch"}})["type"], "ok");
  for (int s = 0; s < 4; ++s) EXPECT_EQ(offered(table[s])["code"], code);
  // ... to the asker alone: the watcher was told once. Its pong comes after anything the
  // table sent it before, a second broadcast included.
  ASSERT_EQ(ask(watcher, {{"type", "ping"}})["type"], "pong");
  EXPECT_EQ(std::count_if(watcher.seen.begin(), watcher.seen.end(),
                          [](const json& m) { return m["type"] == "rematch"; }),
            1);

  // Seat 2 asked first: host of the new table. Nobody can start while a kept seat waits.
  for (const int s : {2, 0, 1}) {
    ASSERT_EQ(ask(table[s], {{"type", "leave_table"}})["type"], "ok");
    const json joined = ask(table[s], {{"type", "join_table"}, {"code", code}, {"as", "player"}});
    ASSERT_EQ(joined["type"], "lobby") << joined.dump();
    EXPECT_EQ(joined["you"]["seat"], s);
  }
  const json waiting = ask(table[2], {{"type", "start_game"}});
  EXPECT_EQ(code_of(waiting), "seats_empty");
  EXPECT_NE(waiting["message"].get<std::string>().find("P3"), std::string::npos);
  // A stranger cannot take the seat kept for P3.
  WsClient stranger(table.server.port());
  stranger.hello("Stranger");
  EXPECT_EQ(code_of(ask(stranger, {{"type", "join_table"}, {"code", code}, {"as", "player"}})),
            "table_full");

  ASSERT_EQ(ask(table[3], {{"type", "leave_table"}})["type"], "ok");
  const json last = ask(table[3], {{"type", "join_table"}, {"code", code}, {"as", "player"}});
  EXPECT_EQ(last["you"]["seat"], 3);
  for (int s = 0; s < 4; ++s)
    EXPECT_EQ(last["table"]["seats"][s]["occupant"]["name"], "P" + std::to_string(s));
  EXPECT_TRUE(last["table"]["seats"][2]["occupant"]["host"].get<bool>());
  EXPECT_EQ(ask(table[2], {{"type", "start_game"}})["type"], "ok");
  any_event(table[3], "game_started");
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing

namespace jongtable::testing {
namespace {

// A table may choose a shorter game (options.rounds): a one-round game ends with the round.
TEST(GameLength, AOneRoundGameEndsWithItsRoundAndTheLengthIsShown) {
  json settings = slow_window_settings();
  settings["options"] = {{"rounds", 1}};
  ScenarioTable table(claim_scenario(/*seat2_wins=*/true), settings);
  const json view = latest_view(table[1]);
  EXPECT_EQ(view["max_rounds"], 1);
  EXPECT_EQ(view["settings"]["rounds"], 1);
  play_to_round_over(table);
  const json ended = any_event(table[1], "game_ended");
  EXPECT_EQ(ended["result"]["winner"], 2);
  EXPECT_EQ(latest_view(table[1])["phase"], "game_over");
  EXPECT_EQ(schema_failures(), 0);
}

TEST(GameLength, NoGameIsLongerThanAFullOneAndAFullGameIsTheDefault) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  const json too_long =
      ask(host, {{"type", "create_table"}, {"seats", 4}, {"options", {{"rounds", 9}}}});
  EXPECT_EQ(code_of(too_long), "bad_settings") << too_long.dump();
  const json not_a_number =
      ask(host, {{"type", "create_table"}, {"options", {{"rounds", "half"}}}});
  EXPECT_EQ(code_of(not_a_number), "bad_settings") << not_a_number.dump();
  EXPECT_EQ(
      ask(host, {{"type", "create_table"}, {"seats", 3}, {"options", {{"rounds", 9}}}})["type"],
      "table_created");
}

}  // namespace
}  // namespace jongtable::testing
