// Boba Mahjong through the real server: a person, a bot and a spectator play a whole
// game; a scenario's set is made from a pile's top; bad options are named and other
// games' moves refused; a killed server brings the table back; a finished game replays.

#include <gtest/gtest.h>

#include <array>
#include <thread>

#include "crashable_server.hpp"
#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

// People here answer at once, faster than the default per-connection rate limit allows.
const std::vector<std::string> kFastPlay = {"--rate", "1000", "--burst", "1000"};

json boba_table(json options, json extra = json::object()) {
  json create = {{"ruleset", "boba"}, {"options", std::move(options)}};
  for (auto& [key, value] : extra.items()) create[key] = value;
  return create;
}

bool is_zero_card(const json& card) {
  const std::string face = card["face"].get<std::string>();
  return face.back() == '0';
}

// The first set `legal` offers: keep its first card, put the other two where the rules
// send them (the lowest empty pile while one is empty, counting the pile top taken).
json make_first_set(const json& view) {
  const json& option = view["legal"]["make_set"][0];
  std::array<int, 3> sizes{};
  for (int p = 0; p < 3; ++p) sizes[p] = static_cast<int>(view["piles"][p].size());
  json three = option["cards"];
  json action = {{"type", "make_set"}, {"cards", json::array()}};
  for (const auto& card : option["cards"]) action["cards"].push_back(card["id"]);
  if (!option["pile"].is_null()) {
    action["pile"] = option["pile"];
    --sizes[option["pile"].get<int>()];
    three.push_back(option["pile_card"]);
  }
  action["keep"] = three[0]["id"];
  action["others"] = json::array();
  for (int i = 1; i < 3; ++i) {
    int pile = 0;
    if (!is_zero_card(three[i])) {
      for (int p = 2; p >= 0; --p) {
        if (sizes[p] == 0) pile = p;
      }
      ++sizes[pile];
    }
    action["others"].push_back({{"card", three[i]["id"]}, {"pile", pile}});
  }
  return action;
}

// What a simple person does with the view before them: nothing when it is not their turn.
json choose(const json& view, int me) {
  if (view["viewer"] != me || view["current"] != me) return nullptr;
  const json& legal = view["legal"];
  const std::string phase = view["phase"].get<std::string>();
  if (phase == "drawing") {
    // Now and then a pile's top, to take both roads through step 1.
    if (!legal["take_pile"].empty() && view["turn"].get<int>() % 3 == 0)
      return {{"type", "take_pile"}, {"pile", legal["take_pile"][0]}};
    if (legal["draw_supply"].get<bool>()) return {{"type", "draw_supply"}};
    if (!legal["take_pile"].empty())
      return {{"type", "take_pile"}, {"pile", legal["take_pile"][0]}};
  }
  if (phase == "sets_or_draw" || phase == "making_sets") {
    if (!legal["make_set"].empty()) return make_first_set(view);
    if (legal["end_sets"].get<bool>()) return {{"type", "end_sets"}};
  }
  if (phase == "hand_limit" && legal["discard"].get<bool>()) {
    const int card = view["hand"][0]["id"].get<int>();
    // While a pile is empty the server picks it: the plain discard; else name the pile.
    bool any_empty = false;
    for (const auto& pile : view["piles"]) any_empty |= pile.empty();
    if (any_empty) return {{"type", "discard"}, {"card", card}};
    return {{"type", "discard_to_pile"}, {"card", card}, {"pile", legal["discard_piles"][0]}};
  }
  return nullptr;
}

// Only the seat whose turn it is may act, so a frame that shows this seat's turn is the
// newest: act on it, then on each reply, until the turn passes.
json play_boba_to_game_over(WsClient& client, int me, std::optional<json> first = std::nullopt) {
  for (;;) {
    json m = first ? *first : client.next(60000);
    first.reset();
    if (!is_update(m)) continue;
    for (;;) {
      if (!event_of(m, "game_ended").is_null()) return m;
      const json action = choose(m["view"], me);
      if (action.is_null()) break;
      m = client.reply_to(client.send(action), 30000);
      if (m["type"] != "update") {
        ADD_FAILURE() << action.dump() << " refused: " << m.dump();
        return m;
      }
    }
  }
}

// A spectator sees every pile and every score card, but no hand and no drawn card.
json watch_boba_to_game_over(WsClient& client) {
  for (;;) {
    const json m = client.next(60000);
    if (!is_update(m)) continue;
    const json& view = m["view"];
    EXPECT_TRUE(view["viewer"].is_null());
    EXPECT_TRUE(view["hand"].empty());
    EXPECT_TRUE(view["legal"]["make_set"].empty());
    EXPECT_FALSE(view["legal"]["discard"].get<bool>());
    for (const auto& seat : view["seats"]) EXPECT_FALSE(seat.contains("concealed"));
    for (const auto& e : m["events"]) {
      EXPECT_NE(e["type"], "hand_dealt");
      if (e["type"] == "supply_drawn") {
        EXPECT_TRUE(e["cards"].is_null()) << e.dump();
      }
    }
    if (!event_of(m, "game_ended").is_null()) return m;
  }
}

TEST(BobaTable, APersonABotAndASpectatorPlayAWholeGame) {
  ServerProcess server{kFastPlay};
  WsClient person(server.port());
  person.hello("Mei");
  const std::string code = create_table(
      person, boba_table({{"turn_clock_ms", 20000}}, {{"bot_delay_ms", {0, 2}}, {"bot_seed", 3}}));
  const json lobby = person.reply_to(person.send({{"type", "take_seat"}, {"seat", 0}}));
  EXPECT_EQ(lobby["type"], "ok");
  EXPECT_EQ(person.reply_to(person.send({{"type", "add_bot"}, {"seat", 1}}))["type"], "ok");
  // Boba has two seats only.
  EXPECT_NE(person.reply_to(person.send({{"type", "add_bot"}, {"seat", 2}}))["type"], "ok");
  WsClient spectator(server.port());
  spectator.hello("Watcher");
  const json joined = spectator.reply_to(
      spectator.send({{"type", "join_table"}, {"code", code}, {"as", "spectator"}}));
  EXPECT_EQ(joined["table"]["ruleset"], "boba");
  EXPECT_EQ(joined["table"]["settings"]["turn_clock_ms"], 20000);
  EXPECT_EQ(joined["table"]["catalogue"].size(), 49u);
  EXPECT_EQ(person.reply_to(person.send({{"type", "start_game"}}))["type"], "ok");

  json played;
  std::thread player([&] {
    try {
      played = play_boba_to_game_over(person, 0);
    } catch (const std::exception& e) {
      ADD_FAILURE() << "player: " << e.what();
    }
  });
  json watched;
  try {
    watched = watch_boba_to_game_over(spectator);
  } catch (const std::exception& e) {
    ADD_FAILURE() << "spectator: " << e.what();
  }
  player.join();
  ASSERT_TRUE(is_update(watched));
  const json& view = watched["view"];
  EXPECT_EQ(view["phase"], "game_over");
  const json result = event_of(watched, "game_ended")["result"];
  ASSERT_EQ(result["players"].size(), 2u);
  for (int s = 0; s < 2; ++s) {
    const json& best = result["players"][s]["best"];
    EXPECT_LE(best["cards"].size(), 6u);
    EXPECT_EQ(best["total"].get<int>(),
              best["freshness"].get<int>() + best["smoothness"].get<int>() +
                  best["complexity"].get<int>() + best["presentation"].get<int>());
    EXPECT_EQ(result["scores"][s], best["total"]);
  }
  // The game ends only on ten score cards or an empty supply.
  EXPECT_TRUE(view["supply"] == 0 || view["seats"][0]["score_cards"].size() >= 10 ||
              view["seats"][1]["score_cards"].size() >= 10)
      << view.dump();
  // The shuffle commitment is revealed with the whole dealt deck once the game is over.
  ASSERT_TRUE(watched["fairness"].is_object());
  EXPECT_EQ(watched["fairness"]["deck"].size(), 53u);
  const std::string metrics = http_get(server.port(), "/metrics").body;
  EXPECT_NE(metrics.find("jongtable_games_finished_total{ruleset=\"boba\"} 1"), std::string::npos);
  EXPECT_EQ(schema_failures(), 0);
}

// Seat 0 holds 4 and 6 Taro; pile 0 shows 5 Matcha: the set is made with the pile's top,
// the 5 is kept, and the 0 of a second set leaves the game.
TEST(BobaTable, ASetMadeWithAPilesTopKeepsOneCardAndPlacesTheOthers) {
  ServerProcess server{{"--allow-scenarios"}};
  WsClient person(server.port());
  person.hello("Mei");
  const json scenario = {{"first_player", 0},
                         {"hands", {"taro4 taro6 mango0 mango1 mango2", "pearls red_bean matcha8"}},
                         {"piles", {"matcha5", "strawberry7", "butterfly3"}},
                         {"supply", "taro1 taro2 taro3 taro5"}};
  const std::string code = create_table(
      person,
      boba_table({{"turn_clock_ms", 0}, {"scenario", scenario}}, {{"bot_delay_ms", {0, 1}}}));
  person.reply_to(person.send({{"type", "take_seat"}, {"seat", 0}}));
  person.reply_to(person.send({{"type", "add_bot"}, {"seat", 1}}));
  person.reply_to(person.send({{"type", "start_game"}}));
  json m = person.reply_to(person.send({{"type", "draw_supply"}}));
  ASSERT_EQ(m["type"], "update") << m.dump();
  EXPECT_EQ(event_of(m, "supply_drawn")["cards"].size(), 2u);
  EXPECT_EQ(m["view"]["phase"], "sets_or_draw");
  const json& view = m["view"];
  const int taro4 = card_with_face(view, "taro4");
  const int taro6 = card_with_face(view, "taro6");
  const int matcha5 = view["piles"][0].back()["id"].get<int>();
  m = person.reply_to(
      person.send({{"type", "make_set"},
                   {"cards", {taro4, taro6}},
                   {"pile", 0},
                   {"keep", matcha5},
                   {"others", {{{"card", taro4}, {"pile", 0}}, {{"card", taro6}, {"pile", 1}}}}}));
  ASSERT_EQ(m["type"], "update") << m.dump();
  const json made = event_of(m, "set_made");
  EXPECT_EQ(made["kept"]["face"], "matcha5");
  EXPECT_EQ(made["from_pile"], 0);
  EXPECT_EQ(m["view"]["seats"][0]["score_cards"].size(), 1u);
  EXPECT_EQ(m["view"]["piles"][1].back()["face"], "taro6");
  // mango 0-1-2: the 0 is one of the two placed, so it leaves the game.
  const int mango0 = card_with_face(m["view"], "mango0");
  const int mango1 = card_with_face(m["view"], "mango1");
  const int mango2 = card_with_face(m["view"], "mango2");
  m = person.reply_to(person.send(
      {{"type", "make_set"},
       {"cards", {mango0, mango1, mango2}},
       {"keep", mango2},
       {"others", {{{"card", mango0}, {"pile", 2}}, {{"card", mango1}, {"pile", 2}}}}}));
  ASSERT_EQ(m["type"], "update") << m.dump();
  EXPECT_EQ(m["view"]["removed"], 1);
  EXPECT_TRUE(event_of(m, "set_made")["others"][0]["pile"].is_null());
  // A set that is not one is refused by name, and the table is unchanged.
  const json hand = m["view"]["hand"];
  if (hand.size() >= 3) {
    const json refused = person.reply_to(person.send(
        {{"type", "make_set"},
         {"cards", {hand[0]["id"], hand[1]["id"], hand[2]["id"]}},
         {"keep", hand[0]["id"]},
         {"others",
          {{{"card", hand[1]["id"]}, {"pile", 0}}, {{"card", hand[2]["id"]}, {"pile", 0}}}}}));
    EXPECT_EQ(refused["type"], "error");
  }
  EXPECT_EQ(person.reply_to(person.send({{"type", "end_sets"}}))["type"], "update");
  EXPECT_EQ(schema_failures(), 0);
}

TEST(BobaTable, BadOptionsAreNamedAndOtherGamesMovesRefused) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  const auto refused = [&](json create) {
    create["type"] = "create_table";
    return host.reply_to(host.send(create));
  };
  json reply = refused(boba_table({{"seats", 4}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("seats"), std::string::npos);
  reply = refused(boba_table({{"turn_clock_ms", "soon"}}));
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("turn_clock_ms"), std::string::npos);
  reply = refused(boba_table({{"gimme_window_ms", 100}}));  // a Gimme! setting
  EXPECT_EQ(reply["code"], "bad_settings");
  EXPECT_NE(reply["message"].get<std::string>().find("gimme_window_ms"), std::string::npos);
  reply = refused(boba_table({{"scenario", {{"hands", json::array()}}}}));
  EXPECT_EQ(reply["code"], "scenarios_disabled");

  const std::string code = create_table(host, boba_table({{"turn_clock_ms", 0}}));
  host.reply_to(host.send({{"type", "take_seat"}, {"seat", 0}}));
  host.reply_to(host.send({{"type", "add_bot"}, {"seat", 1}}));
  host.reply_to(host.send({{"type", "start_game"}}));
  EXPECT_EQ(host.reply_to(host.send({{"type", "steal"}, {"window", 1}}))["code"],
            "not_in_this_game");
  EXPECT_EQ(host.reply_to(host.send({{"type", "claim"}, {"window", 1}, {"cards", {1}}}))["code"],
            "not_in_this_game");
  // Refused by the engine either way: no pile 7, or (the bot starting) not this seat's turn.
  const json pile = host.reply_to(host.send({{"type", "take_pile"}, {"pile", 7}}));
  EXPECT_TRUE(pile["code"] == "no_such_pile" || pile["code"] == "not_your_turn") << pile.dump();
  EXPECT_EQ(
      host.reply_to(host.send(
          {{"type", "make_set"}, {"cards", {1}}, {"keep", 1}, {"others", json::array()}}))["code"],
      "bad_field");
  EXPECT_EQ(schema_failures(), 0);
}

// docs/rules/boba.md "Setup": a person and a bot play a whole game, the person asks for a
// rematch, and the rematch starts with the loser (after a tie: whoever did not start).
TEST(BobaTable, TheRematchStartsWithThePreviousLoser) {
  ServerProcess server{kFastPlay};
  WsClient person(server.port());
  person.hello("Mei");
  const std::string code = create_table(
      person, boba_table({{"turn_clock_ms", 0}}, {{"bot_delay_ms", {0, 1}}, {"bot_seed", 4}}));
  ASSERT_EQ(ask(person, {{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
  ASSERT_EQ(ask(person, {{"type", "add_bot"}, {"seat", 1}})["type"], "ok");
  ASSERT_EQ(ask(person, {{"type", "start_game"}})["type"], "ok");
  // The game may have reached the person's turn before the reply: play on from there.
  std::optional<json> newest;
  for (auto it = person.seen.rbegin(); it != person.seen.rend() && !newest; ++it) {
    if (is_update(*it)) newest = *it;
  }
  const json over = play_boba_to_game_over(person, 0, newest);
  const int first = any_event(person, "game_started")["first_player"].get<int>();
  const json winner = event_of(over, "game_ended")["result"]["winner"];
  const int starts = winner.is_null() ? 1 - first : 1 - winner.get<int>();

  const json asked = ask(person, {{"type", "rematch"}});
  ASSERT_EQ(asked["type"], "ok") << asked.dump();
  json offer;
  for (const auto& m : person.seen) {
    if (m["type"] == "rematch") offer = m;
  }
  if (offer.is_null())
    offer = person.wait_for([](const json& m) { return m["type"] == "rematch"; });
  ASSERT_EQ(ask(person, {{"type", "leave_table"}})["type"], "ok");
  const json joined =
      ask(person, {{"type", "join_table"}, {"code", offer["code"]}, {"as", "player"}});
  ASSERT_EQ(joined["you"]["seat"], 0) << joined.dump();
  // Only what the rematch table sent: the first game's frames come before this.
  const std::size_t at_rematch = person.seen.size();
  ASSERT_EQ(ask(person, {{"type", "start_game"}})["type"], "ok");
  json started;
  for (std::size_t i = at_rematch; i < person.seen.size() && started.is_null(); ++i) {
    started = event_of(person.seen[i], "game_started");
  }
  if (started.is_null()) started = event_of(await_event(person, "game_started"), "game_started");
  EXPECT_EQ(started["first_player"], starts) << "first " << first << ", winner " << winner.dump();
  EXPECT_EQ(schema_failures(), 0);
}

// Only the server says how a previous game went: a person cannot choose who starts.
TEST(BobaTable, APersonCannotClaimARematchOf) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  json create = boba_table({{"rematch_of", {{"first_player", 0}, {"winner", 0}}}});
  create["type"] = "create_table";
  EXPECT_EQ(code_of(ask(host, create)), "bad_settings");
}

// A person and a bot play while the server is killed twice, each time while the table
// waits for the person's draw (no turn clock): each restart holds the identical table,
// the person resumes by token, and the finished game replays with both hands shown.
TEST(BobaTable, AKilledServerBringsTheTableBackAndTheFinishedGameReplays) {
  TempFolder data;
  CrashableServer server(data.path(), kFastPlay);
  auto person = std::make_unique<WsClient>(server.port());
  const std::string token = person->hello("Mei")["resume_token"].get<std::string>();
  const std::string code = create_table(
      *person, boba_table({{"turn_clock_ms", 0}}, {{"bot_delay_ms", {0, 1}}, {"bot_seed", 9}}));
  person->reply_to(person->send({{"type", "take_seat"}, {"seat", 0}}));
  person->reply_to(person->send({{"type", "add_bot"}, {"seat", 1}}));
  person->reply_to(person->send({{"type", "start_game"}}));
  const std::string id = server.probe(code)["id"].get<std::string>();
  const auto my_draw = [](const json& m) {
    return is_update(m) && m["view"]["phase"] == "drawing" && m["view"]["current"] == 0;
  };
  for (int kill = 0; kill < 2; ++kill) {
    // The frame showing the person's draw may already be in (read while awaiting a reply).
    json waiting;
    for (auto it = person->seen.rbegin(); it != person->seen.rend() && waiting.is_null(); ++it) {
      if (is_update(*it)) waiting = my_draw(*it) ? *it : json(false);
    }
    if (!waiting.is_object()) waiting = person->wait_for(my_draw, 30000);
    const json before = server.probe(code);
    EXPECT_EQ(before["phase"], "drawing");
    server.restart();
    const json after = server.probe(code);
    EXPECT_EQ(after["state_hash"], before["state_hash"]) << "kill " << kill;
    EXPECT_EQ(after["version"], before["version"]);
    person = std::make_unique<WsClient>(server.port());
    person->hello("Mei", token);
    const json back = person->wait_for(is_update);
    EXPECT_EQ(back["view"]["viewer"], 0);
    EXPECT_EQ(back["view"]["hand"], waiting["view"]["hand"]);
    // One whole turn, then on to the next kill.
    json m = back;
    do {
      m = person->reply_to(person->send(choose(m["view"], 0)));
      ASSERT_EQ(m["type"], "update") << m.dump();
    } while (m["view"]["current"] == 0 && event_of(m, "game_ended").is_null());
  }
  play_boba_to_game_over(*person, 0);
  const auto reply = http_get(server.port(), "/api/games/" + id + "/replay");
  ASSERT_EQ(reply.status, 200) << reply.body;
  const json replay = json::parse(reply.body);
  EXPECT_EQ(replay["ruleset"], "boba");  // the web client draws the replay by it
  ASSERT_FALSE(replay["steps"].empty());
  EXPECT_EQ(replay_view(server.port(), id, replay["steps"].size() - 1)["phase"], "game_over");
  EXPECT_EQ(replay["rounds"].size(), 1u);
  EXPECT_EQ(replay["rounds"][0]["deck"].size(), 53u);
  // Held in a local: a range-for over a member of a temporary would dangle.
  const json first_view = replay_view(server.port(), id, 0);
  for (const auto& seat : first_view["seats"]) {
    EXPECT_EQ(seat["concealed"].size(), 5u);
  }
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
