// Gimme! Mahjong through the real server: people, bots and a spectator play a whole
// game; two people claim the same drop and the closer seat gets it; bad options are
// named; a killed server brings the table back; a finished game replays.

#include <gtest/gtest.h>

#include <set>
#include <thread>

#include "crashable_server.hpp"
#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

json gimme_table(json options, json extra = json::object()) {
  json create = {{"ruleset", "gimme"}, {"options", std::move(options)}};
  for (auto& [key, value] : extra.items()) create[key] = value;
  return create;
}

// Answers whatever `legal` offers, simply: a win, a Gimme, a pass, a drop.
json play_gimme_to_game_over(WsClient& client) {
  std::string last_action;
  for (;;) {
    const json m = client.next(60000);
    if (!is_update(m)) continue;
    if (!event_of(m, "game_ended").is_null()) return m;
    const json& view = m["view"];
    const json& legal = view["legal"];
    json action;
    const bool window_open = !view["window"].is_null() && !view["window"]["answered"].get<bool>();
    if (legal["declare_win"].get<bool>()) {
      action = {{"type", "declare_win"}};
    } else if (window_open && !legal["claim"].empty()) {
      json cards = json::array();
      for (const auto& card : legal["claim"][0]) cards.push_back(card["id"]);
      action = {{"type", "claim"}, {"window", view["window"]["id"]}, {"cards", cards}};
    } else if (window_open && legal["pass"].get<bool>()) {
      action = {{"type", "pass"}, {"window", view["window"]["id"]}};
    } else if (!legal["discard"].empty()) {
      action = {{"type", "discard"}, {"card", legal["discard"][0]["id"]}};
    } else {
      continue;
    }
    const std::string key = action.dump() + std::to_string(view["decision"].get<int>());
    if (key == last_action) continue;
    last_action = key;
    client.send(action);
  }
}

// A spectator sees no concealed tile but a finished player's, and no private event.
json watch_gimme_to_game_over(WsClient& client) {
  for (;;) {
    const json m = client.next(60000);
    if (!is_update(m)) continue;
    const json& view = m["view"];
    EXPECT_TRUE(view["viewer"].is_null());
    EXPECT_TRUE(view["hand"].empty());
    EXPECT_TRUE(view["just_drawn"].is_null());
    EXPECT_TRUE(view["legal"]["discard"].empty());
    EXPECT_TRUE(view["legal"]["claim"].empty());
    for (const auto& seat : view["seats"]) {
      if (!seat["finished"].get<bool>()) EXPECT_TRUE(seat["revealed"].empty()) << seat.dump();
    }
    for (const auto& e : m["events"]) {
      EXPECT_NE(e["type"], "hand_dealt");
      if (e["type"] == "card_drawn") EXPECT_TRUE(e["card"].is_null()) << e.dump();
    }
    if (!event_of(m, "game_ended").is_null()) return m;
  }
}

TEST(GimmeTable, TwoPeopleTwoBotsAndASpectatorPlayAWholeGame) {
  ServerProcess server;
  std::vector<std::unique_ptr<WsClient>> people;
  for (int s = 0; s < 2; ++s) {
    people.push_back(std::make_unique<WsClient>(server.port()));
    people.back()->hello("Player " + std::to_string(s));
  }
  const std::string code =
      create_table(*people[0], gimme_table({{"seats", 4},
                                            {"rounds", 2},
                                            {"gimme_window_ms", 300},
                                            {"turn_clock_ms", 5000},
                                            {"between_rounds_ms", 0}},
                                           {{"bot_delay_ms", {0, 2}}, {"bot_seed", 5}}));
  EXPECT_EQ(people[0]->reply_to(people[0]->send({{"type", "take_seat"}, {"seat", 0}}))["type"],
            "ok");
  const json lobby = people[1]->reply_to(
      people[1]->send({{"type", "join_table"}, {"code", code}, {"as", "player"}}));
  EXPECT_EQ(lobby["you"]["seat"], 1);
  EXPECT_EQ(lobby["table"]["ruleset"], "gimme");
  EXPECT_EQ(lobby["table"]["settings"]["rounds"], 2);
  std::set<std::string> faces;
  for (const auto& entry : lobby["table"]["catalogue"])
    faces.insert(entry["face"].get<std::string>());
  EXPECT_EQ(faces.size(), 28u);
  EXPECT_TRUE(faces.contains("J"));
  for (int s = 2; s < 4; ++s) {
    EXPECT_EQ(people[0]->reply_to(people[0]->send({{"type", "add_bot"}, {"seat", s}}))["type"],
              "ok");
  }
  WsClient spectator(server.port());
  spectator.hello("Watcher");
  spectator.reply_to(spectator.send({{"type", "join_table"}, {"code", code}, {"as", "spectator"}}));
  EXPECT_EQ(people[0]->reply_to(people[0]->send({{"type", "start_game"}}))["type"], "ok");

  std::vector<json> finals(2);
  std::vector<std::thread> players;
  for (std::size_t s = 0; s < 2; ++s) {
    players.emplace_back([&, s] {
      try {
        finals[s] = play_gimme_to_game_over(*people[s]);
      } catch (const std::exception& e) {
        ADD_FAILURE() << "player " << s << ": " << e.what();
      }
    });
  }
  json watched;
  try {
    watched = watch_gimme_to_game_over(spectator);
  } catch (const std::exception& e) {
    ADD_FAILURE() << "spectator: " << e.what();
  }
  for (auto& t : players) t.join();
  ASSERT_TRUE(is_update(watched));
  const json& view = watched["view"];
  EXPECT_EQ(view["phase"], "game_over");
  EXPECT_EQ(view["history"].size(), 2u);
  const json result = event_of(watched, "game_ended")["result"];
  EXPECT_EQ(result["standings"].size(), 4u);
  EXPECT_GE(result["winners"].size(), 1u);
  // Points only ever come from finishing: the sum of the rounds is the final score.
  for (int s = 0; s < 4; ++s) {
    int total = 0;
    for (const auto& round : view["history"]) total += round["hands"][s]["points"].get<int>();
    EXPECT_EQ(result["scores"][s], total);
  }
  // The metrics count tables and finished games by the game they play.
  const std::string metrics = http_get(server.port(), "/metrics").body;
  EXPECT_NE(metrics.find("jongtable_tables_by_ruleset{ruleset=\"gimme\"} 1"), std::string::npos);
  EXPECT_NE(metrics.find("jongtable_games_finished_total{ruleset=\"gimme\"} 1"), std::string::npos);
  EXPECT_EQ(schema_failures(), 0);
}

// Seats 1 and 2 both hold two 5 Dots; seat 0 drops one. Seat 2 calls first, seat 1
// later: the seat closest after the dropper gets it, and both are told so.
TEST(GimmeTable, TheCloserSeatGetsTheDropWhoeverCalledFirst) {
  ServerProcess server{{"--allow-scenarios", "--ping-interval-ms", "600000"}};
  std::vector<std::unique_ptr<WsClient>> people;
  for (int s = 0; s < 3; ++s) {
    people.push_back(std::make_unique<WsClient>(server.port()));
    people.back()->hello("P" + std::to_string(s));
  }
  const json scenario = {
      {"first_player", 0},
      {"hands",
       {"D5 C1 C2 C3 C4 C6 C7 C8 C9 B1 B2 B3 B4", "D5 D5 B5 B6 B7 B8 B9 C1 C2 C3 C4 C6 C7",
        "D5 J B1 B2 B3 B4 B5 B6 B7 B8 B9 C8 C9"}},
      {"pool_top", "D1 D2 D3"}};
  const std::string code = create_table(*people[0], gimme_table({{"seats", 3},
                                                                 {"gimme_window_ms", 20000},
                                                                 {"turn_clock_ms", 0},
                                                                 {"scenario", scenario}}));
  people[0]->reply_to(people[0]->send({{"type", "take_seat"}, {"seat", 0}}));
  for (int s = 1; s < 3; ++s)
    people[s]->reply_to(
        people[s]->send({{"type", "join_table"}, {"code", code}, {"as", "player"}}));
  people[0]->reply_to(people[0]->send({{"type", "start_game"}}));
  any_event(*people[0], "turn_started", 0);
  const int drop = card_with_face(latest_view(*people[0]), "D5");
  EXPECT_EQ(people[0]->reply_to(people[0]->send({{"type", "discard"}, {"card", drop}}))["type"],
            "update");
  // Both callers see the same window; each has a Gimme to offer.
  std::vector<json> windows(3);
  for (int s = 1; s < 3; ++s) {
    windows[s] = any_event(*people[s], "card_discarded", 0);
    const json view = latest_view(*people[s]);
    ASSERT_FALSE(view["legal"]["claim"].empty()) << view["legal"].dump();
  }
  const auto claim = [&](int s) {
    const json view = latest_view(*people[s]);
    json cards = json::array();
    for (const auto& card : view["hand"]) {
      if (card["face"] == "D5" && cards.size() < 1) cards.push_back(card["id"]);
    }
    return people[s]->reply_to(
        people[s]->send({{"type", "claim"}, {"window", windows[s]["window"]}, {"cards", cards}}));
  };
  const json first = claim(2);
  EXPECT_EQ(first["type"], "update") << first.dump();
  // Seat 2's claim is in, but seat 1 (nearer) has not answered: the window stays open.
  EXPECT_TRUE(event_of(first, "claim_window_closed").is_null());
  const json second = claim(1);
  EXPECT_EQ(second["type"], "update") << second.dump();
  for (int s = 1; s < 3; ++s) {
    const json closed = any_event(*people[s], "claim_window_closed");
    EXPECT_EQ(closed["awarded_to"], 1) << "seat " << s;
    const json laid = any_event(*people[s], "set_exposed");
    EXPECT_EQ(laid["seat"], 1);
    EXPECT_EQ(laid["from"], 0);
  }
  EXPECT_EQ(schema_failures(), 0);
}

TEST(GimmeTable, BadOptionsAndForeignMovesAreNamed) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  const auto refused = [&](json create) {
    create["type"] = "create_table";
    return host.reply_to(host.send(create));
  };
  json reply = refused(gimme_table({{"seats", 5}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("seats"), std::string::npos);
  reply = refused(gimme_table({{"pesky_pairs_1", "yes"}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("pesky_pairs_1"), std::string::npos);
  reply = refused(gimme_table({{"starting_tokens", 3}}));  // a NYMJ setting
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("starting_tokens"), std::string::npos);
  reply = refused({{"ruleset", "riichi"}});
  EXPECT_EQ(reply["code"], "unknown_ruleset");
  reply = refused(gimme_table({{"scenario", {{"hands", json::array()}}}}));
  EXPECT_EQ(reply["code"], "scenarios_disabled");
  // NYMJ's options are checked by name too.
  reply = refused({{"options", {{"seats", 9}}}});
  EXPECT_EQ(reply["code"], "bad_settings");

  const std::string code = create_table(host, gimme_table({{"seats", 2}}));
  host.reply_to(host.send({{"type", "take_seat"}, {"seat", 0}}));
  host.reply_to(host.send({{"type", "add_bot"}, {"seat", 1}}));
  host.reply_to(host.send({{"type", "start_game"}}));
  EXPECT_EQ(host.reply_to(host.send({{"type", "steal"}, {"window", 1}}))["code"],
            "not_in_this_game");
  EXPECT_EQ(host.reply_to(host.send({{"type", "discard"}, {"card", 200}}))["code"],
            "card_not_held");
  EXPECT_EQ(schema_failures(), 0);
}

// A person and three bots play while the server is killed twice, each time while the
// table waits for the person's drop (no turn clock), so nothing moves between the probe
// and the kill: each restart holds the identical table, the person resumes by token, and
// the finished game replays step by step with every hand shown.
TEST(GimmeTable, AKilledServerBringsTheTableBackAndTheFinishedGameReplays) {
  TempFolder data;
  CrashableServer server(data.path());
  auto person = std::make_unique<WsClient>(server.port());
  const std::string token = person->hello("Ana")["resume_token"].get<std::string>();
  const std::string code =
      create_table(*person, gimme_table({{"seats", 4},
                                         {"rounds", 2},
                                         {"gimme_window_ms", 50},
                                         {"turn_clock_ms", 0},
                                         {"between_rounds_ms", 0}},
                                        {{"bot_delay_ms", {0, 1}}, {"bot_seed", 9}}));
  person->reply_to(person->send({{"type", "take_seat"}, {"seat", 0}}));
  for (int s = 1; s < 4; ++s) person->reply_to(person->send({{"type", "add_bot"}, {"seat", s}}));
  person->reply_to(person->send({{"type", "start_game"}}));
  const std::string id = server.probe(code)["id"].get<std::string>();
  const auto my_drop = [](const json& m) {
    return is_update(m) && !m["view"]["legal"]["discard"].empty() && m["view"]["window"].is_null();
  };
  for (int kill = 0; kill < 2; ++kill) {
    const json waiting = person->wait_for(my_drop, 30000);
    const json before = server.probe(code);
    EXPECT_EQ(before["phase"], "awaiting_discard");
    server.restart();
    const json after = server.probe(code);
    EXPECT_EQ(after["state_hash"], before["state_hash"]) << "kill " << kill;
    EXPECT_EQ(after["version"], before["version"]);
    person = std::make_unique<WsClient>(server.port());
    person->hello("Ana", token);
    // Back in seat 0 with the same decision before them.
    const json back = person->wait_for(is_update);
    EXPECT_EQ(back["view"]["viewer"], 0);
    EXPECT_EQ(back["view"]["hand"], waiting["view"]["hand"]);
    person->send({{"type", "discard"}, {"card", back["view"]["legal"]["discard"][0]["id"]}});
  }
  play_gimme_to_game_over(*person);
  const auto reply = http_get(server.port(), "/api/games/" + id + "/replay");
  ASSERT_EQ(reply.status, 200) << reply.body;
  const json replay = json::parse(reply.body);
  EXPECT_EQ(replay["ruleset"], "gimme");  // the web client draws the replay by it
  ASSERT_FALSE(replay["steps"].empty());
  EXPECT_EQ(replay_view(server.port(), id, replay["steps"].size() - 1)["phase"], "game_over");
  EXPECT_EQ(replay["rounds"].size(), 2u);
  // Held in a local: a range-for over a member of a temporary would dangle.
  const json first_view = replay_view(server.port(), id, 1);
  for (const auto& seat : first_view["seats"]) {
    EXPECT_FALSE(seat["concealed"].empty());
  }
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
