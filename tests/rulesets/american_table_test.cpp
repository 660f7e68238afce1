// American Mah Jongg through the real server: people, bots and a spectator play a whole
// game, sealed Charleston included; bad options are named and other games' moves
// refused; a killed server brings the table back; a finished game replays.

#include <gtest/gtest.h>

#include <thread>

#include "crashable_server.hpp"
#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

// People here answer at once, faster than the default per-connection rate limit allows.
const std::vector<std::string> kFastPlay = {"--rate", "1000", "--burst", "1000"};

json american_table(json options, json extra = json::object()) {
  json create = {{"ruleset", "american"}, {"options", std::move(options)}};
  for (auto& [key, value] : extra.items()) create[key] = value;
  return create;
}

// Answers whatever `legal` offers, simply: a win, the Charleston's passes (the first
// three cards it may pass), no dance again, no courtesy, a mah jongg call or a pass on
// every window, a discard.
json play_american_to_game_over(WsClient& client) {
  std::string last_action;
  for (;;) {
    const json m = client.next(60000);
    if (!is_update(m)) continue;
    if (!event_of(m, "game_ended").is_null()) return m;
    const json& view = m["view"];
    const json& legal = view["legal"];
    // The hint, for a player holding cards and nothing exposed: the nearest hands (three,
    // or the beginner card's only one), each named.
    const bool exposed = !view["seats"][view["viewer"].get<std::size_t>()]["exposed"].empty();
    if (!view["hand"].empty() && !exposed) {
      const bool beginner = view["settings"]["hands"] == "beginner";
      EXPECT_EQ(view["nearest"].size(), beginner ? 1u : 3u);
      EXPECT_FALSE(view["nearest"][0]["name"].get<std::string>().empty());
    }
    json action;
    const bool window_open = !view["window"].is_null() && !view["window"]["answered"].get<bool>();
    if (legal["declare_win"].get<bool>()) {
      action = {{"type", "declare_win"}};
    } else if (legal["pass_cards"].get<bool>()) {
      json cards = json::array();
      for (const auto& card : legal["passable"]) {
        if (cards.size() < 3) cards.push_back(card["id"]);
      }
      action = {
          {"type", "pass_cards"}, {"cards", cards}, {"blind", 3 - static_cast<int>(cards.size())}};
    } else if (legal["vote"].get<bool>()) {
      action = {{"type", "vote_dance_again"}, {"yes", false}};
    } else if (legal["offer_courtesy"].get<bool>()) {
      action = {{"type", "offer_courtesy"}, {"cards", json::array()}};
    } else if (window_open && legal["call_mah_jongg"].get<bool>()) {
      action = {{"type", "claim_mah_jongg"}, {"window", view["window"]["id"]}};
    } else if (window_open && legal["pass"].get<bool>()) {
      action = {{"type", "pass"}, {"window", view["window"]["id"]}};
    } else if (!legal["discard"].empty()) {
      action = {{"type", "discard"}, {"card", legal["discard"][0]["id"]}};
    } else {
      continue;
    }
    const std::string key = action.dump() + view["phase"].get<std::string>() +
                            std::to_string(view["decision"].get<int>());
    if (key == last_action) continue;
    last_action = key;
    client.send(action);
  }
}

// A spectator sees no concealed card, no pass and no drawn card.
json watch_american_to_game_over(WsClient& client) {
  for (;;) {
    const json m = client.next(60000);
    if (!is_update(m)) continue;
    const json& view = m["view"];
    EXPECT_TRUE(view["viewer"].is_null());
    EXPECT_TRUE(view["hand"].empty());
    EXPECT_TRUE(view["just_drawn"].is_null());
    EXPECT_TRUE(view["legal"]["discard"].empty());
    EXPECT_TRUE(view["legal"]["passable"].empty());
    if (!view["sealed"].is_null()) {
      EXPECT_TRUE(view["sealed"]["my_choice"].is_null());
    }
    EXPECT_TRUE(view["nearest"].empty());  // the hint is a player's own
    for (const auto& seat : view["seats"]) EXPECT_FALSE(seat.contains("concealed"));
    for (const auto& e : m["events"]) {
      EXPECT_NE(e["type"], "hand_dealt");
      EXPECT_NE(e["type"], "cards_passed");
      EXPECT_NE(e["type"], "cards_received");
      if (e["type"] == "card_drawn") {
        EXPECT_TRUE(e["card"].is_null()) << e.dump();
      }
    }
    if (!event_of(m, "game_ended").is_null()) return m;
  }
}

TEST(AmericanTable, TwoPeopleTwoBotsAndASpectatorPlayAWholeGame) {
  ServerProcess server{kFastPlay};
  std::vector<std::unique_ptr<WsClient>> people;
  for (int s = 0; s < 2; ++s) {
    people.push_back(std::make_unique<WsClient>(server.port()));
    people.back()->hello("Player " + std::to_string(s));
  }
  const std::string code =
      create_table(*people[0], american_table({{"seats", 4},
                                               {"hands", "beginner"},
                                               {"call_window_ms", 500},
                                               {"pass_clock_ms", 20000},
                                               {"turn_clock_ms", 5000},
                                               {"between_rounds_ms", 0}},
                                              {{"bot_delay_ms", {0, 2}}, {"bot_seed", 5}}));
  EXPECT_EQ(people[0]->reply_to(people[0]->send({{"type", "take_seat"}, {"seat", 0}}))["type"],
            "ok");
  const json lobby = people[1]->reply_to(
      people[1]->send({{"type", "join_table"}, {"code", code}, {"as", "player"}}));
  EXPECT_EQ(lobby["you"]["seat"], 1);
  EXPECT_EQ(lobby["table"]["ruleset"], "american");
  EXPECT_EQ(lobby["table"]["settings"]["hands"], "beginner");
  EXPECT_EQ(lobby["table"]["catalogue"].size(), 36u);
  for (int s = 2; s < 4; ++s) {
    EXPECT_EQ(people[0]->reply_to(people[0]->send({{"type", "add_bot"}, {"seat", s}}))["type"],
              "ok");
  }
  WsClient spectator(server.port());
  spectator.hello("Watcher");
  spectator.reply_to(spectator.send({{"type", "join_table"}, {"code", code}, {"as", "spectator"}}));
  EXPECT_EQ(people[0]->reply_to(people[0]->send({{"type", "start_game"}}))["type"], "ok");

  std::vector<std::thread> players;
  for (std::size_t s = 0; s < 2; ++s) {
    players.emplace_back([&, s] {
      try {
        play_american_to_game_over(*people[s]);
      } catch (const std::exception& e) {
        ADD_FAILURE() << "player " << s << ": " << e.what();
      }
    });
  }
  json watched;
  try {
    watched = watch_american_to_game_over(spectator);
  } catch (const std::exception& e) {
    ADD_FAILURE() << "spectator: " << e.what();
  }
  for (auto& t : players) t.join();
  ASSERT_TRUE(is_update(watched));
  const json& view = watched["view"];
  EXPECT_EQ(view["phase"], "game_over");
  EXPECT_EQ(view["history"].size(), view["rounds"].get<std::size_t>());
  const json result = event_of(watched, "game_ended")["result"];
  EXPECT_EQ(result["standings"].size(), 4u);
  // Points only move between players: the scores still add up to four starting scores.
  int sum = 0;
  for (const auto& score : result["scores"]) sum += score.get<int>();
  EXPECT_EQ(sum, 4 * 650);
  // The Charleston was passed by everyone, the people included.
  bool passed = false;
  for (const auto& m : people[0]->seen) passed |= !event_of(m, "cards_passed").is_null();
  EXPECT_TRUE(passed);
  const std::string metrics = http_get(server.port(), "/metrics").body;
  EXPECT_NE(metrics.find("jongtable_games_finished_total{ruleset=\"american\"} 1"),
            std::string::npos);
  EXPECT_EQ(schema_failures(), 0);
}

TEST(AmericanTable, BadOptionsAreNamedAndOtherGamesMovesRefused) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  const auto refused = [&](json create) {
    create["type"] = "create_table";
    return host.reply_to(host.send(create));
  };
  json reply = refused(american_table({{"seats", 5}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("seats"), std::string::npos);
  reply = refused(american_table({{"hands", "expert"}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("hands"), std::string::npos);
  reply = refused(american_table({{"card", "this is not a card"}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("card"), std::string::npos);
  // An empty card is not quietly the shipped one.
  reply = refused(american_table({{"card", ""}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("\"card\""), std::string::npos);
  // A short card that would expand past the limit, and a hand named with a NUL.
  std::string exploding = "hand 10 Many\n";
  while (exploding.size() < 320) exploding += "= (1an 1bm 1c1 2a9 2b9 3[honour] 4[flower|wind])\n";
  reply = refused(american_table({{"card", exploding}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("line 2"), std::string::npos);
  EXPECT_NE(reply["message"].get<std::string>().find("(the limit)"), std::string::npos);
  reply = refused(american_table({{"card", std::string("hand 10 A\0B\n= 4C1 4C2 4C3 2N\n", 29)}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("control"), std::string::npos);
  reply = refused(american_table({{"flowers", true}}));  // a Chinese setting
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("flowers"), std::string::npos);

  const std::string code = create_table(
      host, american_table({{"seats", 3}, {"turn_clock_ms", 0}, {"pass_clock_ms", 600000}}));
  host.reply_to(host.send({{"type", "take_seat"}, {"seat", 0}}));
  host.reply_to(host.send({{"type", "add_bot"}, {"seat", 1}}));
  host.reply_to(host.send({{"type", "add_bot"}, {"seat", 2}}));
  host.reply_to(host.send({{"type", "start_game"}}));
  EXPECT_EQ(host.reply_to(host.send({{"type", "steal"}, {"window", 1}}))["code"],
            "not_in_this_game");
  EXPECT_EQ(host.reply_to(host.send({{"type", "draw_supply"}}))["code"], "not_in_this_game");
  // A Joker is never passed.
  const json view = host.wait_for([](const json& m) {
    return is_update(m) && m["view"]["legal"]["pass_cards"].get<bool>();
  })["view"];
  int joker = -1;
  for (const auto& card : view["hand"]) {
    if (card["face"] == "J") joker = card["id"].get<int>();
  }
  if (joker >= 0) {
    const json refused_pass = host.reply_to(host.send(
        {{"type", "pass_cards"},
         {"cards",
          {joker, view["legal"]["passable"][0]["id"], view["legal"]["passable"][1]["id"]}}}));
    EXPECT_EQ(refused_pass["code"], "joker_not_passable") << refused_pass.dump();
  }
  EXPECT_EQ(schema_failures(), 0);
}

// A person and two bots play while the server is killed twice, each time while the table
// waits for the person's discard (no clocks): each restart holds the identical table, the
// person resumes by token, and the finished game replays with every hand shown.
TEST(AmericanTable, AKilledServerBringsTheTableBackAndTheFinishedGameReplays) {
  TempFolder data;
  CrashableServer server(data.path(), kFastPlay);
  auto person = std::make_unique<WsClient>(server.port());
  const std::string token = person->hello("Ruth")["resume_token"].get<std::string>();
  const std::string code =
      create_table(*person, american_table({{"seats", 3},
                                            {"charleston_extras", false},
                                            {"call_window_ms", 500},
                                            {"pass_clock_ms", 600000},
                                            {"turn_clock_ms", 0},
                                            {"between_rounds_ms", 0}},
                                           {{"bot_delay_ms", {0, 1}}, {"bot_seed", 9}}));
  person->reply_to(person->send({{"type", "take_seat"}, {"seat", 0}}));
  for (int s = 1; s < 3; ++s) person->reply_to(person->send({{"type", "add_bot"}, {"seat", s}}));
  person->reply_to(person->send({{"type", "start_game"}}));
  const std::string id = server.probe(code)["id"].get<std::string>();
  // The Charleston first: the person passes its first three passable cards each time.
  for (;;) {
    const json m = person->wait_for(is_update, 30000);
    const json& legal = m["view"]["legal"];
    if (!legal["discard"].empty() || m["view"]["phase"] == "claim_window") break;
    if (!legal["pass_cards"].get<bool>()) continue;
    json cards = json::array();
    for (const auto& card : legal["passable"]) {
      if (cards.size() < 3) cards.push_back(card["id"]);
    }
    person->send({{"type", "pass_cards"}, {"cards", cards}});
  }
  const auto my_discard = [](const json& m) {
    return is_update(m) && !m["view"]["legal"]["discard"].empty() && m["view"]["window"].is_null();
  };
  for (int kill = 0; kill < 2; ++kill) {
    json waiting = latest_view(*person);
    if (waiting["legal"]["discard"].empty() || !waiting["window"].is_null())
      waiting = person->wait_for(my_discard, 30000)["view"];
    const json before = server.probe(code);
    EXPECT_EQ(before["phase"], "awaiting_discard");
    server.restart();
    const json after = server.probe(code);
    EXPECT_EQ(after["state_hash"], before["state_hash"]) << "kill " << kill;
    EXPECT_EQ(after["version"], before["version"]);
    person = std::make_unique<WsClient>(server.port());
    person->hello("Ruth", token);
    const json back = person->wait_for(is_update);
    EXPECT_EQ(back["view"]["viewer"], 0);
    EXPECT_EQ(back["view"]["hand"], waiting["hand"]);
    // Wait for the discard's reply, so the next probe cannot race it.
    person->reply_to(
        person->send({{"type", "discard"}, {"card", back["view"]["legal"]["discard"][0]["id"]}}));
  }
  play_american_to_game_over(*person);
  const auto reply = http_get(server.port(), "/api/games/" + id + "/replay");
  ASSERT_EQ(reply.status, 200) << reply.body;
  const json replay = json::parse(reply.body);
  EXPECT_EQ(replay["ruleset"], "american");  // the web client draws the replay by it
  ASSERT_FALSE(replay["steps"].empty());
  EXPECT_EQ(replay_view(server.port(), id, replay["steps"].size() - 1)["phase"], "game_over");
  EXPECT_FALSE(replay["rounds"].empty());
  // Held in a local: a range-for over a member of a temporary would dangle.
  const json first_view = replay_view(server.port(), id, 0);
  for (const auto& seat : first_view["seats"]) {
    EXPECT_FALSE(seat["concealed"].empty());
  }
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
