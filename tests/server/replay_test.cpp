// Finished games over HTTP: the list, the replay (every stored input through the engine
// again, every hand revealed) matching what the players were sent, and the shuffle
// commitment of each round checked against its revealed deck.

#include <gtest/gtest.h>

#include <fstream>
#include <map>

#include "crashable_server.hpp"
#include "game_driver.hpp"
#include "jongtable/storage/token_hash.hpp"

namespace jongtable::testing {
namespace {

// Time left in a window or turn is measured when a frame is built; a replay builds its
// own, so those are the only fields allowed to differ.
json without_times(json event) {
  event.erase("closes_in_ms");
  event.erase("turn_in_ms");
  return event;
}

bool replay_has(const json& replayed, const json& received) {
  const json want = without_times(received);
  for (const auto& event : replayed) {
    if (without_times(event) == want) return true;
    // Others see a draw without its card; the replay shows the card.
    if (received["type"] == "card_drawn" && received["card"].is_null() &&
        event["type"] == "card_drawn" && event["seat"] == received["seat"] &&
        event["draw_pile"] == received["draw_pile"]) {
      return true;
    }
  }
  return false;
}

std::string commitment_of(const json& fairness) {
  std::string text = fairness["salt"].get<std::string>() + ":";
  for (std::size_t i = 0; i < fairness["deck"].size(); ++i) {
    if (i > 0) text += ",";
    text += fairness["deck"][i].get<std::string>();
  }
  return storage::sha256_hex(text);
}

// Plays a whole game, with one kill -9 on the way; keeps every update each seat got.
struct PlayedGame {
  TempFolder data;
  TempFolder web;
  std::unique_ptr<CrashableServer> server;
  std::unique_ptr<GameDriver> game;
  std::vector<std::vector<json>> updates{4};
  std::string id;
  std::uint64_t final_version = 0;

  PlayedGame() {
    { std::ofstream(web.path() / "index.html") << "<!doctype html><title>jongtable</title>"; }
    server = std::make_unique<CrashableServer>(
        data.path(), std::vector<std::string>{"--web-root", web.path().string()});
    game = std::make_unique<GameDriver>(server->port(), decided_game());
    id = server->probe(game->code)["id"].get<std::string>();
  }

  void keep_updates() {
    for (int s = 0; s < 4; ++s) {
      for (const auto& m : (*game)[s].seen) {
        if (is_update(m)) updates[static_cast<std::size_t>(s)].push_back(m);
      }
    }
  }

  void play_to_the_end() {
    for (int guard = 0; guard < 20000 && game->step(); ++guard) {
      if (game->moves == 40) {
        keep_updates();
        server->restart();
        game->reconnect(server->port());
      }
    }
    keep_updates();
    ASSERT_EQ(game->phase(), "game_over");
    final_version = server->probe(game->code)["version"].get<std::uint64_t>();
  }
};

TEST(Replay, AFinishedGameIsListedAndItsReplayReproducesEveryEventEvenAfterARestart) {
  PlayedGame played;
  // A game in play is not shown: its cards are still secret.
  const auto live = http_get(played.server->port(), "/api/games/" + played.id + "/replay");
  EXPECT_EQ(live.status, 409);
  EXPECT_EQ(json::parse(live.body)["error"]["code"], "game_not_finished");
  const std::string mine = "/api/games?codes=" + played.game->code;
  EXPECT_TRUE(json::parse(http_get(played.server->port(), mine).body)["games"].empty());

  played.play_to_the_end();
  // The last move is told only once the game's record is stored: at once it is listed.
  const json at_once = json::parse(http_get(played.server->port(), mine).body);
  EXPECT_EQ(at_once["games"].size(), 1u) << at_once.dump();
  played.server->restart();  // a finished game is kept too
  const auto port = played.server->port();

  // Nobody is shown strangers' games: only those asked for by code or id.
  EXPECT_TRUE(json::parse(http_get(port, "/api/games").body)["games"].empty());
  EXPECT_TRUE(json::parse(http_get(port, "/api/games?codes=ZZZZZZ").body)["games"].empty());
  EXPECT_EQ(http_get(port, "/api/games?codes=no%20such").status, 400);
  const json by_id = json::parse(http_get(port, "/api/games?codes=ZZZZZZ&ids=" + played.id).body);
  ASSERT_EQ(by_id["games"].size(), 1u);
  EXPECT_EQ(by_id["games"][0]["id"], played.id);

  const auto list = http_get(port, mine);
  ASSERT_EQ(list.status, 200);
  EXPECT_EQ(list.content_type, "application/json");
  const json games = json::parse(list.body)["games"];
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0]["id"], played.id);
  EXPECT_EQ(games[0]["code"], played.game->code);
  EXPECT_GE(games[0]["finished_ms"].get<std::int64_t>(),
            games[0]["created_ms"].get<std::int64_t>());
  ASSERT_EQ(games[0]["players"].size(), 4u);
  int tokens = 0;
  for (int s = 0; s < 4; ++s) {
    EXPECT_EQ(games[0]["players"][s]["seat"], s);
    EXPECT_EQ(games[0]["players"][s]["name"], "P" + std::to_string(s));
    tokens += games[0]["players"][s]["tokens"].get<int>();
  }
  EXPECT_EQ(tokens, 40) << "tokens move between players, none are made or lost";

  const auto reply = http_get(port, "/api/games/" + played.id + "/replay");
  ASSERT_EQ(reply.status, 200);
  const json replay = json::parse(reply.body);
  EXPECT_EQ(replay["id"], played.id);
  EXPECT_EQ(replay["ruleset"], "nymj");
  EXPECT_TRUE(replay["catalogue"].is_array()) << replay["catalogue"].dump();
  EXPECT_EQ(replay["players"].size(), 4u);
  const json& steps = replay["steps"];
  ASSERT_EQ(steps.size(), played.final_version);
  EXPECT_EQ(steps[0]["input"]["type"], "start_game");
  EXPECT_EQ(steps[0]["at_ms"], 0);
  // Every event every player received is in the replay's step for that version.
  int checked = 0;
  for (int s = 0; s < 4; ++s) {
    for (const auto& update : played.updates[static_cast<std::size_t>(s)]) {
      const auto v = update["v"].get<std::uint64_t>();
      if (update["since"].get<std::uint64_t>() + 1 != v) continue;  // a catch-up snapshot
      ASSERT_LE(v, steps.size());
      const json& step = steps[v - 1];
      EXPECT_EQ(step["index"], v - 1);
      for (const auto& event : update["events"]) {
        EXPECT_TRUE(replay_has(step["events"], event))
            << "seat " << s << " v" << v << ": " << event.dump()
            << "\nreplay: " << step["events"].dump();
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 200);
  // Every hand is revealed in the steps' views, which come a page at a time.
  for (const auto& step : steps) ASSERT_FALSE(step.contains("view"));
  EXPECT_EQ(replay_view(port, played.id, steps.size() - 1)["phase"], "game_over");
  // Held in a local: a range-for over a member of a temporary would dangle.
  const json first_view = replay_view(port, played.id, 1);
  for (const auto& seat : first_view["seats"]) {
    ASSERT_TRUE(seat.contains("concealed"));
    EXPECT_EQ(seat["concealed"].size(), seat["concealed_count"].get<std::size_t>());
  }
  // Each round's deck matches its commitment, and the commitment the players saw.
  ASSERT_FALSE(replay["rounds"].empty());
  std::map<int, std::string> published;
  for (const auto& list_of : played.updates) {
    for (const auto& update : list_of) {
      if (!update["fairness"].is_null())
        published[update["fairness"]["round"].get<int>()] = update["fairness"]["commitment"];
    }
  }
  for (const auto& round : replay["rounds"]) {
    EXPECT_EQ(round["deck"].size(), 75u);
    EXPECT_EQ(commitment_of(round), round["commitment"]);
    EXPECT_EQ(published[round["round"].get<int>()], round["commitment"]);
  }
  EXPECT_TRUE(replay["result"].is_object());
  // The journal keeps resume-token hashes and session ids; no public reply may carry them.
  for (const auto* body : {&reply.body, &list.body}) {
    EXPECT_EQ(body->find("token_hash"), std::string::npos);
    EXPECT_EQ(body->find("\"session\""), std::string::npos);
  }

  const auto page = http_get(port, "/replay/" + played.id);
  EXPECT_EQ(page.status, 200);
  EXPECT_EQ(page.content_type, "text/html; charset=utf-8");
  EXPECT_NE(page.body.find("jongtable"), std::string::npos);
  const auto unknown = http_get(port, "/api/games/ffffffff/replay");
  EXPECT_EQ(unknown.status, 404);
  EXPECT_EQ(json::parse(unknown.body)["error"]["code"], "game_not_found");
  EXPECT_EQ(schema_failures(), 0);
}

TEST(Fairness, TheDeckIsHiddenWhileTheRoundIsLiveAndMatchesItsCommitmentAfter) {
  TempFolder data;
  CrashableServer server(data.path());
  GameDriver game(server.port(), quick_settings());
  const json first = latest_view(game[0]);
  json dealt;
  for (const auto& m : game[0].seen) {
    if (is_update(m) && !m["fairness"].is_null()) {
      dealt = m;
      break;
    }
  }
  ASSERT_FALSE(dealt.is_null());
  EXPECT_EQ(dealt["fairness"]["round"], 1);
  EXPECT_TRUE(dealt["fairness"]["salt"].is_null());
  EXPECT_TRUE(dealt["fairness"]["deck"].is_null());
  const std::string commitment = dealt["fairness"]["commitment"];
  // Play until round 1 has ended; every frame before then keeps the deck hidden.
  json revealed;
  for (int guard = 0; guard < 2000 && revealed.is_null(); ++guard) {
    ASSERT_TRUE(game.step());
    for (int s = 0; s < 4 && revealed.is_null(); ++s) {
      for (const auto& m : game[s].seen) {
        if (!is_update(m) || m["fairness"].is_null() || m["fairness"]["round"] != 1) continue;
        if (m["fairness"]["salt"].is_null()) {
          EXPECT_TRUE(m["fairness"]["deck"].is_null());
          EXPECT_NE(m["view"]["phase"], "round_over");
        } else {
          revealed = m["fairness"];
          break;
        }
      }
    }
  }
  ASSERT_FALSE(revealed.is_null());
  EXPECT_EQ(revealed["commitment"], commitment);
  EXPECT_EQ(commitment_of(revealed), commitment);
  ASSERT_EQ(revealed["deck"].size(), 75u);
  // The deck is the one dealt: seat 0's first hand is its first 10 or 11 cards.
  const int ma = first["ma"].get<int>();
  std::vector<std::string> hand;
  for (const auto& card : first["hand"]) hand.push_back(card["face"]);
  std::vector<std::string> from_deck(revealed["deck"].begin(),
                                     revealed["deck"].begin() + (ma == 0 ? 11 : 10));
  std::sort(hand.begin(), hand.end());
  std::sort(from_deck.begin(), from_deck.end());
  EXPECT_EQ(hand, from_deck);
  // The salt gives nothing away: it is not the seed and differs by round.
  EXPECT_EQ(revealed["salt"].get<std::string>().size(), 64u);
}

}  // namespace
}  // namespace jongtable::testing
