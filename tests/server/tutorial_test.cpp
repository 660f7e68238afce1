// Guided first hands (create_table with options.tutorial) on a server like the ones
// people play on: no --allow-scenarios, the usual floors, a data folder. The learner
// gets the server's own deal, the bots play the script, the learner wins, and the lesson
// is never listed among the finished games.

#include <gtest/gtest.h>

#include <algorithm>

#include "crashable_server.hpp"
#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

struct Lesson {
  TempFolder data;
  ServerProcess server{{"--data-dir", data.path().string(), "--ping-interval-ms", "600000"},
                       ServerProcess::Floors::normal};
  WsClient learner{server.port()};
  std::string code;

  // Creates the tutorial's table, seats the learner at 0 and basic bots elsewhere, starts.
  explicit Lesson(const std::string& name, int seats) {
    learner.hello("Learner");
    code = create_table(learner, {{"options", {{"tutorial", name}}}});
    EXPECT_EQ(ask(learner, {{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
    for (int s = 1; s < seats; ++s) {
      const json added = ask(learner, {{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}});
      EXPECT_EQ(added["type"], "ok") << added.dump();
    }
    const json started = ask(learner, {{"type", "start_game"}});
    EXPECT_EQ(started["type"], "ok") << started.dump();
    any_event(learner, "hand_dealt", 0);
  }

  [[nodiscard]] std::vector<std::string> hand() {
    std::vector<std::string> faces;
    const json view = latest_view(learner);
    for (const auto& card : view["hand"]) faces.push_back(card["face"].get<std::string>());
    std::sort(faces.begin(), faces.end());
    return faces;
  }

  // The learner throws `face` away; returns the next discard, the bot's after seat 0.
  json discard_and_await_the_bot(const std::string& face) {
    const json reply =
        ask(learner, {{"type", "discard"}, {"card", card_with_face(latest_view(learner), face)}});
    EXPECT_EQ(reply["type"], "update") << reply.dump();
    return event_of(await_event(learner, "card_discarded", 1), "card_discarded");
  }

  void expect_not_kept() {
    const json games = json::parse(http_get(server.port(), "/api/games?codes=" + code).body);
    EXPECT_TRUE(games["games"].empty()) << games.dump();
  }
};

std::vector<std::string> sorted(std::vector<std::string> faces) {
  std::sort(faces.begin(), faces.end());
  return faces;
}

TEST(Tutorial, NotYourMasJongTheLearnerStealsTheFiveBlueTheBotThrowsAndWins) {
  Lesson lesson("nymj", 3);
  EXPECT_EQ(lesson.hand(),
            sorted({"R1", "R2", "R3", "G5", "G5", "G5", "B4", "B6", "love", "love", "spring"}));
  const json bot_discard = lesson.discard_and_await_the_bot("spring");
  ASSERT_EQ(bot_discard["card"]["face"], "B5") << bot_discard.dump();
  const json stole = ask(lesson.learner, {{"type", "steal"}, {"window", bot_discard["window"]}});
  EXPECT_EQ(stole["type"], "update") << stole.dump();
  const json ended = any_event(lesson.learner, "round_ended");
  EXPECT_EQ(ended["result"]["winner"], 0) << ended.dump();
  EXPECT_EQ(ended["result"]["method"], "stealing");
  any_event(lesson.learner, "game_ended");
  lesson.expect_not_kept();
  // Another go is the same lesson at a new table (on a server without scenarios too).
  const json again = ask(lesson.learner, {{"type", "rematch"}});
  EXPECT_EQ(again["type"], "ok") << again.dump();
  const auto offered = std::find_if(lesson.learner.seen.begin(), lesson.learner.seen.end(),
                                    [](const json& m) { return m["type"] == "rematch"; });
  ASSERT_NE(offered, lesson.learner.seen.end());
  EXPECT_NE((*offered)["code"], lesson.code);
  EXPECT_EQ(schema_failures(), 0);
}

TEST(Tutorial, AmericanTheLearnerCallsTheSevenBamForMahJongg) {
  Lesson lesson("american", 3);
  EXPECT_EQ(lesson.hand(), sorted({"C3", "C3", "C3", "C3", "D5", "D5", "D5", "J", "B7", "B7", "B7",
                                   "N", "N", "WD"}));
  const json bot_discard = lesson.discard_and_await_the_bot("WD");
  ASSERT_EQ(bot_discard["card"]["face"], "B7") << bot_discard.dump();
  const json called =
      ask(lesson.learner, {{"type", "claim_mah_jongg"}, {"window", bot_discard["window"]}});
  EXPECT_EQ(called["type"], "update") << called.dump();
  const json won = any_event(lesson.learner, "mah_jongg_declared");
  EXPECT_EQ(won["seat"], 0) << won.dump();
  any_event(lesson.learner, "round_ended");
  lesson.expect_not_kept();
  EXPECT_EQ(schema_failures(), 0);
}

TEST(Tutorial, AnUnknownNameOrAnyOtherSettingIsRefused) {
  TempFolder data;
  ServerProcess server({"--data-dir", data.path().string()}, ServerProcess::Floors::normal);
  WsClient client(server.port());
  client.hello("Learner");
  EXPECT_EQ(code_of(ask(client, {{"type", "create_table"}, {"options", {{"tutorial", "chess"}}}})),
            "unknown_tutorial");
  EXPECT_EQ(code_of(ask(client, {{"type", "create_table"},
                                 {"options", {{"tutorial", "nymj"}, {"seats", 4}}}})),
            "bad_settings");
  EXPECT_EQ(code_of(ask(client, {{"type", "create_table"},
                                 {"ruleset", "gimme"},
                                 {"options", {{"tutorial", "american"}}}})),
            "bad_settings");
  // The deals stay the server's: a scenario of one's own still needs the flag.
  EXPECT_EQ(code_of(ask(client, {{"type", "create_table"}, {"scenario", claim_scenario(true)}})),
            "scenarios_disabled");
  // Nothing was made: the session may still create the lesson.
  const json made = ask(
      client,
      {{"type", "create_table"}, {"ruleset", "american"}, {"options", {{"tutorial", "american"}}}});
  EXPECT_EQ(made["type"], "table_created") << made.dump();
}

}  // namespace
}  // namespace jongtable::testing
