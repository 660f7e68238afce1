// What the American table shows of its card through the real server: the lobby carries
// the card as printed (each hand's lines of groups, a host's own card too), every view the
// cards each hand still misses for its own seat, and a won hand comes back in its groups
// with each Joker inside the group it completes.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "errors_table.hpp"

namespace jongtable::testing {
namespace {

// The table's lobby as `client` last saw it.
json last_lobby(const WsClient& client) {
  json lobby;
  for (const auto& m : client.seen) {
    if (m.value("type", "") == "lobby") lobby = m;
  }
  EXPECT_FALSE(lobby.is_null());
  return lobby;
}

json options(const std::string& east_hand, json extra = json::object()) {
  extra["seats"] = 3;
  extra["turn_clock_ms"] = 0;
  extra["scenario"] = {{"hands",
                        {east_hand, "C5 C7 C8 C9 D1 D3 D4 D6 D7 D9 B1 B3 B4",
                         "B5 B6 B7 B8 B9 GD WD F C5 C7 D1 D3 D4"}}};
  return extra;
}

TEST(AmericanCard, TheLobbyPrintsTheCardAndTheViewCountsWhatEachHandMisses) {
  ErrorsTable table("american", 3, options("C1 C1 C1 C1 D5 D5 D5 J J N N N B9 B9"));
  const json card = last_lobby(table[1])["table"]["card"];
  ASSERT_EQ(card["hands"].size(), 10u) << card.dump();
  const json& run = card["hands"][3];
  EXPECT_EQ(run["points"], 30);
  ASSERT_EQ(run["lines"][0].size(), 5u);
  EXPECT_EQ(run["lines"][0][1],
            json({{"size", 2}, {"suit", "a"}, {"var", "n"}, {"plus", 1}, {"any_order", true}}));
  const json& year = card["hands"][7]["lines"][0];
  EXPECT_EQ(year[0], json({{"size", 2}, {"suit", "a"}, {"number", 1}}));
  EXPECT_EQ(year[1], json({{"size", 1}, {"face", "WD"}}));
  EXPECT_EQ(year[4], json({{"size", 4}, {"kinds", {"any"}}}));
  EXPECT_EQ(card["hands"][4]["lines"][0][3], json({{"size", 2}, {"kinds", {"flower", "dragon"}}}));

  // East holds a Like Numbers hand, complete: 0 missing there, a count for every hand in
  // reach, the same as the nearest three say.
  const json view = table.view(0);
  const json& missing = view["missing_by_hand"];
  ASSERT_EQ(missing.size(), 10u) << view.dump();
  EXPECT_EQ(missing[0], 0);
  for (const auto& near : view["nearest"]) {
    EXPECT_EQ(missing[near["hand"].get<std::size_t>()], near["missing"]) << near.dump();
  }
  // A hand out of reach is null, never left out: the list follows the card.
  for (const auto& m : missing) EXPECT_TRUE(m.is_null() || m.is_number_integer()) << m;

  const json declared = table.act(0, {{"type", "declare_win"}});
  ASSERT_EQ(declared["type"], "update") << declared.dump();
  const json result = event_of(declared, "round_ended")["result"];
  std::multiset<std::string> groups;
  for (const auto& group : result["winning_groups"]) {
    std::string faces;
    for (const auto& c : group) faces += c["face"].get<std::string>() + " ";
    groups.insert(faces);
  }
  EXPECT_EQ(groups,
            (std::multiset<std::string>{"C1 C1 C1 C1 ", "D5 D5 D5 J ", "N N N J ", "B9 B9 "}))
      << result.dump();
  EXPECT_EQ(schema_failures(), 0);
}

TEST(AmericanCard, AHostsOwnCardIsPrintedAsWrittenAndASpectatorGetsNoCounts) {
  ErrorsTable table(
      "american", 3,
      options("C1 C1 C1 C1 C2 C2 C2 C2 C3 C3 C3 J N N",
              {{"card", "hand 10 Fixed\n= 4C1 4C2 4C3 2N\nhand 20 Odd\n= 4a[odd] 4b5 4c9 2F\n"}}));
  const json card = last_lobby(table[2])["table"]["card"];
  ASSERT_EQ(card["hands"].size(), 2u) << card.dump();
  EXPECT_EQ(card["hands"][0]["name"], "Fixed");
  EXPECT_EQ(card["hands"][0]["lines"][0][0], json({{"size", 4}, {"face", "C1"}}));
  EXPECT_EQ(card["hands"][1]["lines"][0][0],
            json({{"size", 4}, {"suit", "a"}, {"kinds", {"odd"}}}));
  EXPECT_EQ(table.view(0)["missing_by_hand"][0], 0);

  WsClient spectator(table.server.port());
  spectator.hello("Watcher");
  const json code = last_lobby(table[0])["table"]["code"];
  const json joined = ask(spectator, {{"type", "join_table"}, {"code", code}, {"as", "spectator"}});
  EXPECT_EQ(joined["table"]["card"], card);
  const json watched = spectator.wait_for([](const json& m) { return is_update(m); })["view"];
  EXPECT_TRUE(watched["missing_by_hand"].empty());
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
