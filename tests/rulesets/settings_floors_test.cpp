// Every game's clocks, windows and bot delays have a floor on a normal server, and every
// refused setting names itself and its range (protocol/README.md, "Each game's options").
// Through the real server; the test servers elsewhere lower the floors
// (--allow-short-clocks) to play at machine speed.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

struct Refusal {
  std::string ruleset;
  json setting;        // one setting, given in `options`
  std::string wanted;  // the whole range the message must name
};

json create_in_options(const std::string& ruleset, const json& setting) {
  json options = setting;
  if (ruleset == "boba") options["seats"] = 2;
  return {{"type", "create_table"}, {"ruleset", ruleset}, {"options", options}};
}

const std::string kTurnClock = "0 (no clock) or a number of milliseconds from 2000 to 600000";
const std::string kWindow = "a number of milliseconds from 1000 to 60000";
const std::string kBotDelay = "[min, max] milliseconds with 200 <= min <= max <= 60000";

TEST(SettingsFloors, ANormalServerRefusesEveryClockBelowItsFloorNamingTheRange) {
  ServerProcess server({}, ServerProcess::Floors::normal);
  WsClient host(server.port());
  host.hello("Host");
  const std::vector<Refusal> refusals = {
      {"nymj", {{"turn_clock_ms", 1}}, kTurnClock},
      {"nymj", {{"claim_window_ms", 0}}, kWindow},
      {"gimme", {{"turn_clock_ms", 1999}}, kTurnClock},
      {"gimme", {{"gimme_window_ms", 0}}, kWindow},
      {"chinese", {{"turn_clock_ms", 1}}, kTurnClock},
      {"chinese", {{"claim_window_ms", 999}}, kWindow},
      {"boba", {{"turn_clock_ms", 1000}}, kTurnClock},
      {"american", {{"call_window_ms", 500}}, "a number of milliseconds from 1000 to 30000"},
      {"american",
       {{"turn_clock_ms", 2000}},
       "0 (no clock) or a number of milliseconds from 5000 to 600000"},
      {"american", {{"pass_clock_ms", 100}}, "a number of milliseconds from 5000 to 600000"},
  };
  std::vector<std::string> games = {"nymj", "gimme", "chinese", "boba", "american"};
  for (const auto& ruleset : games) {
    const json reply = ask(host, create_in_options(ruleset, {{"bot_delay_ms", {0, 0}}}));
    EXPECT_EQ(code_of(reply), "bad_settings") << ruleset;
    EXPECT_NE(reply.value("message", "").find(kBotDelay), std::string::npos) << reply.dump();
  }
  for (const auto& refusal : refusals) {
    const json reply = ask(host, create_in_options(refusal.ruleset, refusal.setting));
    EXPECT_EQ(code_of(reply), "bad_settings") << refusal.ruleset << " " << refusal.setting.dump();
    const std::string message = reply.value("message", "");
    EXPECT_NE(message.find("\"" + refusal.setting.begin().key() + "\""), std::string::npos)
        << message;
    EXPECT_NE(message.find(refusal.wanted), std::string::npos) << message;
  }
  // Not Your Ma's Jong's top-level settings are held to the same floors.
  const json top_level = ask(host, {{"type", "create_table"}, {"turn_clock_ms", 1}});
  EXPECT_EQ(code_of(top_level), "bad_settings");
  EXPECT_NE(top_level.value("message", "").find(kTurnClock), std::string::npos);

  // The floors themselves, and a clock turned off, are taken.
  EXPECT_EQ(ask(host, {{"type", "create_table"},
                       {"turn_clock_ms", 2000},
                       {"claim_window_ms", 1000},
                       {"bot_delay_ms", {200, 200}}})["type"],
            "table_created");
  ask(host, {{"type", "leave_table"}});
  EXPECT_EQ(ask(host, create_in_options("gimme", {{"turn_clock_ms", 0}, {"gimme_window_ms", 1000}}))
                .value("type", ""),
            "table_created");
}

TEST(SettingsFloors, ATestServerLowersThem) {
  ServerProcess server;  // --allow-short-clocks
  WsClient host(server.port());
  host.hello("Host");
  EXPECT_EQ(ask(host, {{"type", "create_table"},
                       {"turn_clock_ms", 1},
                       {"claim_window_ms", 0},
                       {"bot_delay_ms", {0, 0}}})["type"],
            "table_created");
  ask(host, {{"type", "leave_table"}});
  // The engine's own least still holds (an American turn clock of 5 s).
  const json american = ask(host, create_in_options("american", {{"turn_clock_ms", 2000}}));
  EXPECT_EQ(code_of(american), "bad_settings");
  EXPECT_NE(american.value("message", "").find("from 5000 to 600000"), std::string::npos);
}

TEST(SettingsFloors, EveryGameTakesBotDelayInOptions) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  for (const std::string ruleset : {"nymj", "gimme", "chinese", "boba", "american"}) {
    const json created = ask(host, create_in_options(ruleset, {{"bot_delay_ms", {300, 900}}}));
    ASSERT_EQ(created["type"], "table_created") << created.dump();
    const json lobby = host.wait_for([](const json& m) { return m["type"] == "lobby"; });
    EXPECT_EQ(lobby["table"]["bot_delay_ms"], json({300, 900})) << ruleset;
    EXPECT_FALSE(lobby["table"]["settings"].contains("bot_delay_ms")) << ruleset;
    ask(host, {{"type", "leave_table"}});
  }
}

TEST(SettingsFloors, ATopLevelSettingOfNotYourMasJongOnAnotherGameIsNamed) {
  ServerProcess server({"--allow-scenarios"});
  WsClient host(server.port());
  host.hello("Host");
  const json scenario = ask(
      host,
      {{"type", "create_table"}, {"ruleset", "american"}, {"scenario", {{"hands", {"C1 C1"}}}}});
  EXPECT_EQ(code_of(scenario), "bad_settings");
  const std::string why = scenario.value("message", "");
  EXPECT_NE(why.find("\"scenario\""), std::string::npos) << why;
  EXPECT_NE(why.find("\"american\""), std::string::npos) << why;
  EXPECT_NE(why.find("options.scenario"), std::string::npos) << why;

  const json seats =
      ask(host, {{"type", "create_table"}, {"ruleset", "gimme"}, {"seats", 3}, {"options", {}}});
  EXPECT_EQ(code_of(seats), "bad_settings");
  EXPECT_NE(seats.value("message", "").find("\"seats\""), std::string::npos) << seats.dump();
  EXPECT_NE(seats.value("message", "").find("\"gimme\""), std::string::npos) << seats.dump();

  // Given both at the top level and in options, a Not Your Ma's Jong setting is refused.
  const json twice =
      ask(host, {{"type", "create_table"}, {"seats", 3}, {"options", {{"seats", 4}}}});
  EXPECT_EQ(code_of(twice), "bad_settings");
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
