// Three people and a server bot play a whole game; a spectator watches it all.

#include <gtest/gtest.h>

#include <thread>

#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

// Plays whatever `legal` allows, simply, until the game ends; returns the last update.
json play_to_game_over(WsClient& client) {
  std::string last_action;
  for (;;) {
    const json m = client.next(60000);
    if (!is_update(m)) continue;
    if (!event_of(m, "game_ended").is_null()) return m;
    const json& view = m["view"];
    const json& legal = view["legal"];
    json action;
    if (legal["declare_win"].get<bool>()) {
      action = {{"type", "declare_win"}};
    } else if (!legal["expose_options"].empty()) {
      const json& option = legal["expose_options"][0];
      action = {{"type", "expose"}, {"cards", {option[0]["id"], option[1]["id"]}}};
    } else if (legal["pass"].get<bool>() && !view["window"].is_null() &&
               !view["window"]["answered"].get<bool>()) {
      action = {{"type", "pass"}, {"window", view["window"]["id"]}};
    } else if (legal["discard"].get<bool>()) {
      const json& card = view["just_drawn"].is_null() ? view["hand"][0] : view["just_drawn"];
      action = {{"type", "discard"}, {"card", card["id"]}};
    } else {
      continue;
    }
    // Several updates can show the same decision; answer it once.
    const std::string key = action.dump() + std::to_string(view["decision"].get<int>());
    if (key == last_action) continue;
    last_action = key;
    client.send(action);
  }
}

// Reads a spectator's frames until the game ends, checking that no concealed card leaks.
json watch_to_game_over(WsClient& client) {
  for (;;) {
    const json m = client.next(60000);
    if (!is_update(m)) continue;
    const json& view = m["view"];
    EXPECT_TRUE(view["viewer"].is_null());
    EXPECT_TRUE(view["hand"].empty());
    EXPECT_TRUE(view["just_drawn"].is_null());
    EXPECT_FALSE(view["legal"]["discard"].get<bool>() || view["legal"]["steal"].get<bool>());
    for (const auto& e : m["events"]) {
      EXPECT_NE(e["type"], "hand_dealt");
      if (e["type"] == "card_drawn") EXPECT_TRUE(e["card"].is_null()) << e.dump();
    }
    if (!event_of(m, "game_ended").is_null()) return m;
  }
}

TEST(FullGame, ThreePeopleAndABotPlayToGameOver) {
  ServerProcess server;
  std::vector<std::unique_ptr<WsClient>> people;
  for (int s = 0; s < 3; ++s) {
    people.push_back(std::make_unique<WsClient>(server.port()));
    people.back()->hello("Player " + std::to_string(s));
  }
  const std::string code = create_table(*people[0], {{"seats", 4},
                                                     {"starting_tokens", 2},
                                                     {"claim_window_ms", 400},
                                                     {"turn_clock_ms", 5000},
                                                     {"between_rounds_ms", 0},
                                                     {"turn_cap", 120},
                                                     {"bot_delay_ms", {0, 2}},
                                                     {"bot_seed", 11}});
  EXPECT_EQ(people[0]->reply_to(people[0]->send({{"type", "take_seat"}, {"seat", 0}}))["type"],
            "ok");
  for (int s = 1; s < 3; ++s) {
    const json lobby = people[s]->reply_to(
        people[s]->send({{"type", "join_table"}, {"code", code}, {"as", "player"}}));
    EXPECT_EQ(lobby["you"]["seat"], s);
  }
  EXPECT_EQ(people[0]->reply_to(
                people[0]->send({{"type", "add_bot"}, {"seat", 3}, {"strength", "basic"}}))["type"],
            "ok");
  WsClient spectator(server.port());
  spectator.hello("Watcher");
  const json watching = spectator.reply_to(
      spectator.send({{"type", "join_table"}, {"code", code}, {"as", "spectator"}}));
  EXPECT_TRUE(watching["you"]["seat"].is_null());
  EXPECT_EQ(watching["table"]["seats"][3]["occupant"]["kind"], "bot");
  // Only the host starts the game.
  EXPECT_EQ(people[1]->reply_to(people[1]->send({{"type", "start_game"}}))["code"], "not_host");
  EXPECT_EQ(people[0]->reply_to(people[0]->send({{"type", "start_game"}}))["type"], "ok");

  std::vector<json> finals(3);
  std::vector<std::thread> players;
  for (int s = 0; s < 3; ++s) {
    players.emplace_back([&, s] {
      try {
        finals[static_cast<std::size_t>(s)] =
            play_to_game_over(*people[static_cast<std::size_t>(s)]);
      } catch (const std::exception& e) {
        ADD_FAILURE() << "player " << s << ": " << e.what();
      }
    });
  }
  json watched;
  try {
    watched = watch_to_game_over(spectator);
  } catch (const std::exception& e) {
    ADD_FAILURE() << "spectator: " << e.what();
  }
  for (auto& t : players) t.join();

  ASSERT_TRUE(is_update(watched));
  const json& view = watched["view"];
  EXPECT_EQ(view["phase"], "game_over");
  ASSERT_FALSE(view["result"].is_null());
  int tokens = 0;
  for (const auto& seat : view["seats"]) tokens += seat["tokens"].get<int>();
  EXPECT_EQ(tokens, 4 * 2);  // tokens are never created or destroyed
  for (int s = 0; s < 3; ++s) {
    const json& last = finals[static_cast<std::size_t>(s)];
    ASSERT_TRUE(is_update(last));
    EXPECT_EQ(last["v"], watched["v"]);  // everyone saw every version
    EXPECT_EQ(last["view"]["result"], view["result"]);
    // A player never sees another seat's hand being dealt.
    for (const auto& m : people[static_cast<std::size_t>(s)]->seen) {
      if (!is_update(m)) continue;
      for (const auto& e : m["events"]) {
        if (e["type"] == "hand_dealt") EXPECT_EQ(e["seat"], s);
        if (e["type"] == "card_drawn" && e["seat"] != s) EXPECT_TRUE(e["card"].is_null());
      }
    }
  }
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
