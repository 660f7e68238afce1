// Nothing lost on restart: the real server is killed with SIGKILL at many points of a
// game, started again on the same data folder, and must hold the identical table
// (engine state hash), take its players back by their resume tokens and play on.

#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "crashable_server.hpp"
#include "game_driver.hpp"

namespace jongtable::testing {
namespace {

TEST(Restart, KillNineAtTwentyFourPointsRestoresTheSameStateAndPlayGoesOn) {
  TempFolder data;
  CrashableServer server(data.path());
  GameDriver game(server.port(), quick_settings());
  // Moves between kills, varied so the kills land in different phases: mid claim
  // window, right after a discard, after a steal, at a new round's deal...
  const int gaps[] = {1, 2, 1, 3, 1, 1, 4, 2, 1, 5, 1, 2, 3, 1, 1, 2, 6, 1, 2, 1, 3, 1, 2, 1};
  int kills = 0;
  std::set<std::string> phases;
  for (const int gap : gaps) {
    for (int i = 0; i < gap; ++i) {
      if (!game.step()) break;
    }
    if (game.phase() == "game_over") break;
    const json before = server.probe(game.code);
    phases.insert(before["phase"].get<std::string>());
    server.restart();
    const json after = server.probe(game.code);
    EXPECT_EQ(after["state_hash"], before["state_hash"]) << "kill " << kills << " at " << before;
    EXPECT_EQ(after["version"], before["version"]);
    ++kills;
    game.reconnect(server.port());
    // Each seat is back in its own seat with its own view.
    for (int s = 0; s < 4; ++s) {
      EXPECT_EQ(latest_view(game[s])["viewer"], s) << "kill " << kills;
      EXPECT_EQ(GameDriver::update_version(game[s]), before["version"].get<std::int64_t>());
    }
  }
  EXPECT_GE(kills, 20);
  EXPECT_GE(phases.size(), 2u) << "kills should land in more than one phase";
  // And the game goes on from there.
  const json before = server.probe(game.code);
  ASSERT_TRUE(game.step());
  EXPECT_NE(server.probe(game.code)["state_hash"], before["state_hash"]);
  EXPECT_EQ(schema_failures(), 0);
}

TEST(Restart, AnUnknownTokenIsStillRefusedAfterARestart) {
  TempFolder data;
  CrashableServer server(data.path());
  GameDriver game(server.port(), quick_settings());
  server.restart();
  WsClient stranger(server.port());
  const json reply = stranger.hello("X", std::string(32, 'a'));
  EXPECT_EQ(reply["type"], "error");
  EXPECT_EQ(reply["code"], "bad_token");
}

TEST(Restart, ASeatedPlayerWhoHasNotComeBackCanStillResumeAfterASecondRestart) {
  TempFolder data;
  CrashableServer server(data.path());
  WsClient host(server.port());
  const std::string host_token = host.hello("Ann")["resume_token"];
  const std::string code = create_table(host, quick_settings());
  EXPECT_EQ(host.reply_to(host.send({{"type", "take_seat"}, {"seat", 0}}))["type"], "ok");
  WsClient guest(server.port());
  const std::string guest_token = guest.hello("Bob")["resume_token"];
  const json joined =
      guest.reply_to(guest.send({{"type", "join_table"}, {"code", code}, {"as", "player"}}));
  EXPECT_EQ(joined["you"]["seat"], 1);
  server.restart();
  // Only the host comes back, and changes the lobby (a bot joins): that lobby write must
  // keep the absent guest's token hash.
  WsClient host_again(server.port());
  EXPECT_EQ(host_again.hello("Ann", host_token)["type"], "welcome");
  const json added = host_again.reply_to(
      host_again.send({{"type", "add_bot"}, {"seat", 2}, {"strength", "basic"}}));
  EXPECT_EQ(added["type"], "ok") << added.dump();
  server.restart();
  WsClient guest_again(server.port());
  EXPECT_EQ(guest_again.hello("Bob", guest_token)["type"], "welcome");
  const json lobby = guest_again.wait_for([](const json& m) { return m["type"] == "lobby"; });
  EXPECT_EQ(lobby["you"]["seat"], 1);
  EXPECT_EQ(lobby["table"]["seats"][2]["occupant"]["kind"], "bot");
  EXPECT_EQ(lobby["table"]["seats"][0]["occupant"]["name"], "Ann");
  EXPECT_EQ(schema_failures(), 0);
}

TEST(Restart, BotsComeBackAndPlayOn) {
  TempFolder data;
  CrashableServer server(data.path());
  WsClient ann(server.port());
  const std::string token = ann.hello("Ann")["resume_token"];
  json settings = quick_settings();
  settings["bot_delay_ms"] = {0, 5};
  const std::string code = create_table(ann, settings);
  EXPECT_EQ(ann.reply_to(ann.send({{"type", "take_seat"}, {"seat", 0}}))["type"], "ok");
  for (int s = 1; s < 4; ++s) {
    const json added =
        ann.reply_to(ann.send({{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}}));
    EXPECT_EQ(added["type"], "ok") << added.dump();
  }
  EXPECT_EQ(ann.reply_to(ann.send({{"type", "start_game"}}))["type"], "ok");
  any_event(ann, "game_started");
  server.restart();
  WsClient back(server.port());
  EXPECT_EQ(back.hello("Ann", token)["type"], "welcome");
  const json resumed = back.wait_for(is_update);
  json view = resumed["view"];
  // The version Ann resumed at, and only what came after it: a bot may move at once after
  // the restart, before anything else here runs, and the catch-up may hold moves from
  // before the kill (a probe of the version here raced with the first bot move).
  const auto version = resumed["v"].get<std::uint64_t>();
  const std::size_t after_resume = back.seen.size();
  // Whoever is to move, a bot acts within a few moves: Ann discards when it is her turn
  // and passes every window; a bot's discard or pass must show up.
  auto a_bot_acted = [&back, after_resume] {
    for (std::size_t i = after_resume; i < back.seen.size(); ++i) {
      const json& m = back.seen[i];
      if (!is_update(m)) continue;
      for (const auto& e : m["events"]) {
        if ((e["type"] == "card_discarded" || e["type"] == "claim_passed") && e["seat"] != 0)
          return true;
      }
    }
    return false;
  };
  for (int guard = 0; guard < 20 && !a_bot_acted(); ++guard) {
    json reply;
    if (view["legal"]["discard"] == true) {
      reply = back.reply_to(back.send({{"type", "discard"}, {"card", view["hand"][0]["id"]}}));
    } else if (view["legal"]["pass"] == true) {
      reply = back.reply_to(back.send({{"type", "pass"}, {"window", view["window"]["id"]}}));
    }
    if (!reply.is_object() || !is_update(reply)) back.wait_for(is_update);  // a bot moves
    view = latest_view(back);
  }
  const bool bot_acted = a_bot_acted();
  EXPECT_TRUE(bot_acted);
  EXPECT_GT(server.probe(code)["version"].get<std::uint64_t>(), version);
  const json lobby = [&] {
    for (auto it = back.seen.rbegin(); it != back.seen.rend(); ++it) {
      if ((*it)["type"] == "lobby") return *it;
    }
    return json();
  }();
  ASSERT_FALSE(lobby.is_null());
  EXPECT_EQ(lobby["table"]["seats"][3]["occupant"]["kind"], "bot");
}

TEST(Restart, TheServerRefusesToStartOnADataFolderItCannotOpen) {
  TempFolder data;
  const auto blocker = data.path() / "not-a-folder";
  { std::ofstream(blocker) << "x"; }
  EXPECT_THROW(CrashableServer(blocker / "data"), std::runtime_error);
}

}  // namespace
}  // namespace jongtable::testing
