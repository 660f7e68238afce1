// Chinese Mah Jongg through the real server: people, bots and a spectator play a whole
// game; a called pung is laid down from the discard; bad options are named and other
// games' moves refused; a killed server brings the table back; a finished game replays.

#include <gtest/gtest.h>

#include <thread>

#include "crashable_server.hpp"
#include "errors_table.hpp"
#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

// People here answer at once, faster than the default per-connection rate limit allows.
const std::vector<std::string> kFastPlay = {"--rate", "1000", "--burst", "1000"};

json chinese_table(json options, json extra = json::object()) {
  json create = {{"ruleset", "chinese"}, {"options", std::move(options)}};
  for (auto& [key, value] : extra.items()) create[key] = value;
  return create;
}

json call_of(const json& view, const json& option) {
  json cards = json::array();
  for (const auto& card : option["cards"]) cards.push_back(card["id"]);
  return {{"type", "call"},
          {"window", view["window"]["id"]},
          {"group", option["group"]},
          {"cards", cards},
          {"mah_jongg", option["mah_jongg"]}};
}

// Answers whatever `legal` offers, simply: a win, a call (a winning one first), a pass,
// a discard.
json play_chinese_to_game_over(WsClient& client) {
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
    } else if (window_open && !legal["call"].empty()) {
      json chosen = legal["call"][0];
      for (const auto& option : legal["call"]) {
        if (option["mah_jongg"].get<bool>()) chosen = option;
      }
      action = call_of(view, chosen);
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

// A spectator sees no concealed card, no drawn card and no private event.
json watch_chinese_to_game_over(WsClient& client) {
  for (;;) {
    const json m = client.next(60000);
    if (!is_update(m)) continue;
    const json& view = m["view"];
    EXPECT_TRUE(view["viewer"].is_null());
    EXPECT_TRUE(view["hand"].empty());
    EXPECT_TRUE(view["just_drawn"].is_null());
    EXPECT_TRUE(view["legal"]["discard"].empty());
    EXPECT_TRUE(view["legal"]["call"].empty());
    for (const auto& seat : view["seats"]) EXPECT_FALSE(seat.contains("concealed"));
    for (const auto& e : m["events"]) {
      EXPECT_NE(e["type"], "hand_dealt");
      EXPECT_NE(e["type"], "call_received");
      if (e["type"] == "card_drawn") {
        EXPECT_TRUE(e["card"].is_null()) << e.dump();
      }
    }
    if (!event_of(m, "game_ended").is_null()) return m;
  }
}

TEST(ChineseTable, TwoPeopleTwoBotsAndASpectatorPlayAWholeGame) {
  ServerProcess server{kFastPlay};
  std::vector<std::unique_ptr<WsClient>> people;
  for (int s = 0; s < 2; ++s) {
    people.push_back(std::make_unique<WsClient>(server.port()));
    people.back()->hello("Player " + std::to_string(s));
  }
  const std::string code =
      create_table(*people[0], chinese_table({{"seats", 4},
                                              {"flowers", true},
                                              {"claim_window_ms", 300},
                                              {"turn_clock_ms", 5000},
                                              {"between_hands_ms", 0}},
                                             {{"bot_delay_ms", {0, 2}}, {"bot_seed", 5}}));
  EXPECT_EQ(people[0]->reply_to(people[0]->send({{"type", "take_seat"}, {"seat", 0}}))["type"],
            "ok");
  const json lobby = people[1]->reply_to(
      people[1]->send({{"type", "join_table"}, {"code", code}, {"as", "player"}}));
  EXPECT_EQ(lobby["you"]["seat"], 1);
  EXPECT_EQ(lobby["table"]["ruleset"], "chinese");
  EXPECT_EQ(lobby["table"]["settings"]["flowers"], true);
  EXPECT_EQ(lobby["table"]["catalogue"].size(), 42u);
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
        finals[s] = play_chinese_to_game_over(*people[s]);
      } catch (const std::exception& e) {
        ADD_FAILURE() << "player " << s << ": " << e.what();
      }
    });
  }
  json watched;
  try {
    watched = watch_chinese_to_game_over(spectator);
  } catch (const std::exception& e) {
    ADD_FAILURE() << "spectator: " << e.what();
  }
  for (auto& t : players) t.join();
  ASSERT_TRUE(is_update(watched));
  const json& view = watched["view"];
  EXPECT_EQ(view["phase"], "game_over");
  // Each player is East once.
  EXPECT_EQ(view["history"].size(), 4u);
  const json result = event_of(watched, "game_ended")["result"];
  EXPECT_EQ(result["standings"].size(), 4u);
  // Points only move between players: every hand nets to zero, and the final scores are
  // the sum of the hands.
  for (int s = 0; s < 4; ++s) {
    int total = 0;
    for (const auto& hand : view["history"]) total += hand["seats"][s]["net"].get<int>();
    EXPECT_EQ(result["scores"][s], total);
  }
  for (const auto& hand : view["history"]) {
    int sum = 0;
    for (const auto& seat : hand["seats"]) sum += seat["net"].get<int>();
    EXPECT_EQ(sum, 0) << hand.dump();
  }
  const std::string metrics = http_get(server.port(), "/metrics").body;
  EXPECT_NE(metrics.find("jongtable_games_finished_total{ruleset=\"chinese\"} 1"),
            std::string::npos);
  EXPECT_EQ(schema_failures(), 0);
}

// Seat 2 holds two Red Dragons; East (seat 0) discards one: seat 2's pung is called out
// of turn, laid down faceup, and seat 2 discards next.
TEST(ChineseTable, ACalledPungIsLaidDownAndTheCallerDiscards) {
  ServerProcess server{{"--allow-scenarios", "--ping-interval-ms", "600000"}};
  std::vector<std::unique_ptr<WsClient>> people;
  for (int s = 0; s < 3; ++s) {
    people.push_back(std::make_unique<WsClient>(server.port()));
    people.back()->hello("P" + std::to_string(s));
  }
  const json scenario = {
      {"east", 0},
      {"hands",
       {"RD C1 C2 C3 C4 C5 C6 C7 C8 C9 D1 D2 D3 D4", "B1 B2 B3 B4 B5 B6 B7 B8 B9 D5 D6 D7 D8",
        "RD RD GD GD WD EW SW WW NW D9 D9 B1 B1"}},
      {"wall_top", "C1 C2 C3"}};
  const std::string code = create_table(*people[0], chinese_table({{"seats", 3},
                                                                   {"claim_window_ms", 20000},
                                                                   {"turn_clock_ms", 0},
                                                                   {"scenario", scenario}}));
  people[0]->reply_to(people[0]->send({{"type", "take_seat"}, {"seat", 0}}));
  for (int s = 1; s < 3; ++s)
    people[s]->reply_to(
        people[s]->send({{"type", "join_table"}, {"code", code}, {"as", "player"}}));
  people[0]->reply_to(people[0]->send({{"type", "start_game"}}));
  any_event(*people[0], "turn_started", 0);
  const int red = card_with_face(latest_view(*people[0]), "RD");
  EXPECT_EQ(people[0]->reply_to(people[0]->send({{"type", "discard"}, {"card", red}}))["type"],
            "update");
  const json discarded = any_event(*people[2], "card_discarded", 0);
  const json view = latest_view(*people[2]);
  json pung;
  for (const auto& option : view["legal"]["call"]) {
    if (option["group"] == "pung") pung = option;
  }
  ASSERT_FALSE(pung.is_null()) << view["legal"].dump();
  json call = call_of(view, pung);
  call["window"] = discarded["window"];
  EXPECT_EQ(people[2]->reply_to(people[2]->send(call))["type"], "update");
  // Seat 1 passes; the window closes at once with every answer in.
  const json passed =
      people[1]->reply_to(people[1]->send({{"type", "pass"}, {"window", discarded["window"]}}));
  EXPECT_EQ(passed["type"], "update") << passed.dump();
  for (int s = 0; s < 3; ++s) {
    const json closed = any_event(*people[s], "claim_window_closed");
    EXPECT_EQ(closed["awarded_to"], 2) << "seat " << s;
    const json laid = any_event(*people[s], "group_exposed");
    EXPECT_EQ(laid["seat"], 2);
    EXPECT_EQ(laid["group"]["type"], "pung");
    EXPECT_EQ(laid["group"]["kind"], "RD");
    EXPECT_EQ(laid["group"]["from"], 0);
  }
  // The frame that closed the window already gave seat 2 its discard.
  const json after = latest_view(*people[2]);
  EXPECT_EQ(after["current"], 2);
  EXPECT_FALSE(after["legal"]["discard"].empty());
  EXPECT_EQ(after["seats"][2]["exposed"].size(), 1u);
  EXPECT_EQ(schema_failures(), 0);
}

TEST(ChineseTable, BadOptionsAreNamedAndOtherGamesMovesRefused) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  const auto refused = [&](json create) {
    create["type"] = "create_table";
    return host.reply_to(host.send(create));
  };
  json reply = refused(chinese_table({{"seats", 7}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("seats"), std::string::npos);
  reply = refused(chinese_table({{"flowers", "yes"}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("flowers"), std::string::npos);
  reply = refused(chinese_table({{"rounds", 2}}));  // a Gimme! setting
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("rounds"), std::string::npos);
  reply = refused(chinese_table({{"scenario", {{"hands", json::array()}}}}));
  EXPECT_EQ(reply["code"], "scenarios_disabled");

  const std::string code = create_table(host, chinese_table({{"seats", 3}, {"turn_clock_ms", 0}}));
  host.reply_to(host.send({{"type", "take_seat"}, {"seat", 0}}));
  host.reply_to(host.send({{"type", "add_bot"}, {"seat", 1}}));
  host.reply_to(host.send({{"type", "add_bot"}, {"seat", 2}}));
  host.reply_to(host.send({{"type", "start_game"}}));
  EXPECT_EQ(host.reply_to(host.send({{"type", "steal"}, {"window", 1}}))["code"],
            "not_in_this_game");
  EXPECT_EQ(host.reply_to(host.send({{"type", "draw_supply"}}))["code"], "not_in_this_game");
  EXPECT_EQ(host.reply_to(host.send({{"type", "discard"}, {"card", 200}}))["code"],
            "card_not_held");
  EXPECT_EQ(host.reply_to(host.send(
                {{"type", "call"}, {"window", 1}, {"group", "trio"}, {"cards", {1}}}))["code"],
            "bad_field");
  EXPECT_EQ(schema_failures(), 0);
}

// docs/rules/chinese.md "Scoring": East wins with the dealt hand; North (seat 2 of three)
// loses holding pairs of Red and Green Dragons and of its own Wind: all three score.
TEST(ChineseTable, ALoserScoresEveryScoringPair) {
  const json scenario = {
      {"east", 0},
      {"hands",
       {"C1 C1 C1 C2 C2 C2 C3 C3 C3 C4 C4 C4 C5 C5", "B2 B4 B6 B8 D1 D3 D5 D7 D9 C6 C8 SW EW",
        "RD RD GD GD NW NW B1 B3 B5 B7 D2 D4 D6"}},
      {"wall_top", "B9"}};
  ErrorsTable table("chinese", 3, {{"seats", 3}, {"turn_clock_ms", 0}, {"scenario", scenario}});
  any_event(table[0], "turn_started", 0);
  const json won = table.act(0, {{"type", "declare_win"}});
  ASSERT_EQ(won["type"], "update") << won.dump();
  const json result = any_event(table[0], "hand_ended")["result"];
  ASSERT_EQ(result["winner"], 0) << result.dump();
  const json& north = result["seats"][2]["score"];
  EXPECT_EQ(north["set_points"], 6) << north.dump();
  EXPECT_EQ(north["groups"].size(), 3u) << north.dump();
  EXPECT_EQ(north["total"], 6);
  EXPECT_EQ(schema_failures(), 0);
}

// A person and two bots play while the server is killed twice, each time while the table
// waits for the person's discard (no turn clock): each restart holds the identical table,
// the person resumes by token, and the finished game replays with every hand shown.
TEST(ChineseTable, AKilledServerBringsTheTableBackAndTheFinishedGameReplays) {
  TempFolder data;
  CrashableServer server(data.path(), kFastPlay);
  auto person = std::make_unique<WsClient>(server.port());
  const std::string token = person->hello("Lin")["resume_token"].get<std::string>();
  const std::string code = create_table(
      *person,
      chinese_table(
          {{"seats", 3}, {"claim_window_ms", 50}, {"turn_clock_ms", 0}, {"between_hands_ms", 0}},
          {{"bot_delay_ms", {0, 1}}, {"bot_seed", 9}}));
  person->reply_to(person->send({{"type", "take_seat"}, {"seat", 0}}));
  for (int s = 1; s < 3; ++s) person->reply_to(person->send({{"type", "add_bot"}, {"seat", s}}));
  person->reply_to(person->send({{"type", "start_game"}}));
  const std::string id = server.probe(code)["id"].get<std::string>();
  const auto my_discard = [](const json& m) {
    return is_update(m) && !m["view"]["legal"]["discard"].empty() && m["view"]["window"].is_null();
  };
  for (int kill = 0; kill < 2; ++kill) {
    const json waiting = person->wait_for(my_discard, 30000);
    const json before = server.probe(code);
    EXPECT_EQ(before["phase"], "awaiting_discard");
    server.restart();
    const json after = server.probe(code);
    EXPECT_EQ(after["state_hash"], before["state_hash"]) << "kill " << kill;
    EXPECT_EQ(after["version"], before["version"]);
    person = std::make_unique<WsClient>(server.port());
    person->hello("Lin", token);
    const json back = person->wait_for(is_update);
    EXPECT_EQ(back["view"]["viewer"], 0);
    EXPECT_EQ(back["view"]["hand"], waiting["view"]["hand"]);
    person->send({{"type", "discard"}, {"card", back["view"]["legal"]["discard"][0]["id"]}});
  }
  play_chinese_to_game_over(*person);
  const auto reply = http_get(server.port(), "/api/games/" + id + "/replay");
  ASSERT_EQ(reply.status, 200) << reply.body;
  const json replay = json::parse(reply.body);
  EXPECT_EQ(replay["ruleset"], "chinese");  // the web client draws the replay by it
  ASSERT_FALSE(replay["steps"].empty());
  EXPECT_EQ(replay_view(server.port(), id, replay["steps"].size() - 1)["phase"], "game_over");
  EXPECT_EQ(replay["rounds"].size(), 3u);
  // Held in a local: a range-for over a member of a temporary would dangle.
  const json first_view = replay_view(server.port(), id, 0);
  for (const auto& seat : first_view["seats"]) {
    EXPECT_FALSE(seat["concealed"].empty());
  }
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
