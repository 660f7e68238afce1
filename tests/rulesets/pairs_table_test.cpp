// Pairs, the test-only game, through the real server: people, a bot and a spectator play
// a whole game; only a server started with --allow-test-games offers it; bad options and
// another game's move are named; a killed server brings the table back; a finished game
// replays. It shows that a game registered by docs/adding-a-game.md plays end to end.

#include <gtest/gtest.h>

#include <thread>

#include "crashable_server.hpp"
#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

const std::vector<std::string> kTestGames = {"--allow-test-games"};

json pairs_table(json options, json extra = json::object()) {
  json create = {{"ruleset", "pairs"}, {"options", std::move(options)}};
  for (auto& [key, value] : extra.items()) create[key] = value;
  return create;
}

// Answers whatever `legal` offers, simply: a win, a claim, a pass, a draw, a discard.
// Nothing when the view offers nothing (a bot's turn, or an answer already given).
json pairs_action(const json& view) {
  const json& legal = view["legal"];
  const bool window_open = !view["window"].is_null() && !view["window"]["answered"].get<bool>();
  if (legal["declare_win"].get<bool>()) return {{"type", "declare_win"}};
  if (window_open && legal["claim"].get<bool>())
    return {{"type", "claim"}, {"window", view["window"]["id"]}};
  if (window_open && legal["pass"].get<bool>())
    return {{"type", "pass"}, {"window", view["window"]["id"]}};
  if (legal["draw"].get<bool>()) return {{"type", "draw"}};
  if (!legal["discard"].empty()) return {{"type", "discard"}, {"card", legal["discard"][0]["id"]}};
  return nullptr;
}

json play_pairs_to_game_over(WsClient& client) {
  std::string last_action;
  for (;;) {
    const json m = client.next(60000);
    if (!is_update(m)) continue;
    if (!event_of(m, "game_ended").is_null()) return m;
    const json& view = m["view"];
    const json action = pairs_action(view);
    if (action.is_null()) continue;
    // One answer per decision: later updates of the same decision repeat the offer.
    const std::string key = action.dump() + std::to_string(view["decision"].get<int>()) +
                            view["window"].dump() + std::to_string(view["hand"].size());
    if (key == last_action) continue;
    last_action = key;
    client.send(action);
  }
}

// A spectator sees no hand but the round's winner's, and no private event.
json watch_pairs_to_game_over(WsClient& client) {
  for (;;) {
    const json m = client.next(60000);
    if (!is_update(m)) continue;
    const json& view = m["view"];
    EXPECT_TRUE(view["viewer"].is_null());
    EXPECT_TRUE(view["hand"].empty());
    EXPECT_TRUE(view["legal"]["discard"].empty());
    EXPECT_FALSE(view["legal"]["draw"].get<bool>());
    EXPECT_FALSE(view["legal"]["claim"].get<bool>());
    if (view["winner"].is_null()) {
      EXPECT_TRUE(view["winning_hand"].empty()) << view.dump();
    }
    for (const auto& seat : view["seats"]) EXPECT_FALSE(seat.contains("hand")) << seat.dump();
    for (const auto& e : m["events"]) {
      EXPECT_NE(e["type"], "hand_dealt");
      if (e["type"] == "card_drawn") {
        EXPECT_TRUE(e["card"].is_null()) << e.dump();
      }
    }
    if (!event_of(m, "game_ended").is_null()) return m;
  }
}

TEST(PairsTable, OnlyATestServerOffersTheTestGame) {
  {
    ServerProcess normal;
    WsClient host(normal.port());
    host.hello("Host");
    json create = pairs_table(json::object());
    create["type"] = "create_table";
    const json reply = host.reply_to(host.send(create));
    EXPECT_EQ(reply["code"], "unknown_ruleset");
    // The games it lists are the ones a player can have.
    const std::string message = reply["message"].get<std::string>();
    EXPECT_EQ(message.find("pairs\""), message.rfind("pairs\""));  // named once: as asked
    EXPECT_EQ(message.find(", pairs"), std::string::npos) << message;
    EXPECT_NE(message.find("gimme"), std::string::npos) << message;
  }
  ServerProcess tests{kTestGames};
  WsClient host(tests.port());
  host.hello("Host");
  EXPECT_FALSE(create_table(host, pairs_table(json::object())).empty());
  EXPECT_EQ(schema_failures(), 0);
}

TEST(PairsTable, TwoPeopleABotAndASpectatorPlayAWholeGame) {
  ServerProcess server{kTestGames};
  std::vector<std::unique_ptr<WsClient>> people;
  for (int s = 0; s < 2; ++s) {
    people.push_back(std::make_unique<WsClient>(server.port()));
    people.back()->hello("Player " + std::to_string(s));
  }
  const std::string code =
      create_table(*people[0], pairs_table({{"seats", 3},
                                            {"rounds", 3},
                                            {"claim_window_ms", 300},
                                            {"turn_clock_ms", 5000},
                                            {"between_rounds_ms", 0}},
                                           {{"bot_delay_ms", {0, 2}}, {"bot_seed", 5}}));
  EXPECT_EQ(ask(*people[0], {{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
  const json lobby = ask(*people[1], {{"type", "join_table"}, {"code", code}, {"as", "player"}});
  EXPECT_EQ(lobby["you"]["seat"], 1);
  EXPECT_EQ(lobby["table"]["ruleset"], "pairs");
  EXPECT_EQ(lobby["table"]["settings"]["rounds"], 3);
  EXPECT_EQ(lobby["table"]["catalogue"].size(), 12u);
  EXPECT_EQ(ask(*people[0], {{"type", "add_bot"}, {"seat", 2}})["type"], "ok");
  WsClient spectator(server.port());
  spectator.hello("Watcher");
  ask(spectator, {{"type", "join_table"}, {"code", code}, {"as", "spectator"}});
  EXPECT_EQ(ask(*people[0], {{"type", "start_game"}})["type"], "ok");

  std::vector<std::thread> players;
  for (std::size_t s = 0; s < 2; ++s) {
    players.emplace_back([&, s] {
      try {
        play_pairs_to_game_over(*people[s]);
      } catch (const std::exception& e) {
        ADD_FAILURE() << "player " << s << ": " << e.what();
      }
    });
  }
  json watched;
  try {
    watched = watch_pairs_to_game_over(spectator);
  } catch (const std::exception& e) {
    ADD_FAILURE() << "spectator: " << e.what();
  }
  for (auto& t : players) t.join();
  ASSERT_TRUE(is_update(watched));
  const json& view = watched["view"];
  EXPECT_EQ(view["phase"], "game_over");
  EXPECT_EQ(view["history"].size(), 3u);
  const json result = event_of(watched, "game_ended")["result"];
  EXPECT_EQ(result["standings"].size(), 3u);
  EXPECT_GE(result["winners"].size(), 1u);
  // A point a won round: the last round's running points are the final ones.
  int wins = 0;
  for (const auto& round : view["history"]) wins += round["winner"].is_null() ? 0 : 1;
  int points = 0;
  for (const auto& p : result["points"]) points += p.get<int>();
  EXPECT_EQ(points, wins);
  EXPECT_EQ(view["history"].back()["points"], result["points"]);
  const std::string metrics = http_get(server.port(), "/metrics").body;
  EXPECT_NE(metrics.find("jongtable_games_finished_total{ruleset=\"pairs\"} 1"), std::string::npos);
  EXPECT_EQ(schema_failures(), 0);
}

TEST(PairsTable, BadOptionsAndForeignMovesAreNamed) {
  ServerProcess server{kTestGames};
  WsClient host(server.port());
  host.hello("Host");
  const auto refused = [&](json create) {
    create["type"] = "create_table";
    return host.reply_to(host.send(create));
  };
  json reply = refused(pairs_table({{"seats", 4}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("seats"), std::string::npos);
  reply = refused(pairs_table({{"rounds", 0}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("rounds"), std::string::npos);
  reply = refused(pairs_table({{"gimme_window_ms", 300}}));  // a Gimme! setting
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("gimme_window_ms"), std::string::npos);
  reply = refused(pairs_table({{"scenario", {{"hands", json::array()}}}}));
  EXPECT_EQ(reply["code"], "scenarios_disabled");

  create_table(host, pairs_table({{"turn_clock_ms", 0}}));
  ask(host, {{"type", "take_seat"}, {"seat", 0}});
  ask(host, {{"type", "add_bot"}, {"seat", 1}});
  ask(host, {{"type", "start_game"}});
  EXPECT_EQ(ask(host, {{"type", "steal"}, {"window", 1}})["code"], "not_in_this_game");
  EXPECT_EQ(ask(host, {{"type", "draw_supply"}})["code"], "not_in_this_game");
  EXPECT_EQ(ask(host, {{"type", "claim"}, {"window", 1}, {"cards", {1}}})["code"], "unknown_field");
  EXPECT_EQ(ask(host, {{"type", "discard"}, {"card", 200}})["code"], "card_not_held");
  EXPECT_EQ(schema_failures(), 0);
}

// A person and two bots play while the server is killed twice, each time while the table
// waits for the person (no turn clock), so nothing moves between the probe and the kill:
// each restart holds the identical table, the person resumes by token, and the finished
// game replays step by step with every hand shown.
TEST(PairsTable, AKilledServerBringsTheTableBackAndTheFinishedGameReplays) {
  TempFolder data;
  CrashableServer server(data.path(), kTestGames);
  auto person = std::make_unique<WsClient>(server.port());
  const std::string token = person->hello("Ana")["resume_token"].get<std::string>();
  const std::string code =
      create_table(*person, pairs_table({{"seats", 3},
                                         {"rounds", 2},
                                         {"claim_window_ms", 50},
                                         {"turn_clock_ms", 0},
                                         {"between_rounds_ms", 0}},
                                        {{"bot_delay_ms", {0, 1}}, {"bot_seed", 9}}));
  ask(*person, {{"type", "take_seat"}, {"seat", 0}});
  for (int s = 1; s < 3; ++s) ask(*person, {{"type", "add_bot"}, {"seat", s}});
  ask(*person, {{"type", "start_game"}});
  const std::string id = server.probe(code)["id"].get<std::string>();
  const auto my_turn = [](const json& m) {
    return is_update(m) && m["view"]["window"].is_null() &&
           (m["view"]["legal"]["draw"].get<bool>() || !m["view"]["legal"]["discard"].empty());
  };
  for (int kill = 0; kill < 2; ++kill) {
    const json waiting = person->wait_for(my_turn, 30000);
    const json before = server.probe(code);
    server.restart();
    const json after = server.probe(code);
    EXPECT_EQ(after["state_hash"], before["state_hash"]) << "kill " << kill;
    EXPECT_EQ(after["version"], before["version"]);
    EXPECT_EQ(after["phase"], before["phase"]);
    person = std::make_unique<WsClient>(server.port());
    person->hello("Ana", token);
    // Back in seat 0 with the same decision before them.
    const json back = person->wait_for(is_update);
    EXPECT_EQ(back["view"]["viewer"], 0);
    EXPECT_EQ(back["view"]["hand"], waiting["view"]["hand"]);
    EXPECT_EQ(back["view"]["legal"], waiting["view"]["legal"]);
    person->send(pairs_action(back["view"]));
  }
  play_pairs_to_game_over(*person);
  const auto reply = http_get(server.port(), "/api/games/" + id + "/replay");
  ASSERT_EQ(reply.status, 200) << reply.body;
  const json replay = json::parse(reply.body);
  EXPECT_EQ(replay["ruleset"], "pairs");
  // Two rounds at least deal, draw, discard and answer a window each.
  ASSERT_GT(replay["steps"].size(), 10u);
  EXPECT_EQ(replay_view(server.port(), id, replay["steps"].size() - 1)["phase"], "game_over");
  EXPECT_EQ(replay["rounds"].size(), 2u);
  // Held in a local: a range-for over a member of a temporary would dangle.
  const json first_view = replay_view(server.port(), id, 1);
  for (const auto& seat : first_view["seats"]) EXPECT_FALSE(seat["hand"].empty());
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
