// American Mah Jongg's settled rulings (docs/rules/american.md) through the real server,
// on tables dealt from a scenario: a mah jongg call that cannot complete the hand is
// refused and changes nothing; Even Numbers' pair in one of its two suits; groups of
// Jokers alone; the beginner pair's own face; what is paid as self-drawn.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "errors_table.hpp"

namespace jongtable::testing {
namespace {

const std::string kF1 = "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 E";
const std::string kF2 = "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 S";
const std::string kF3 = "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W RD";

json american_options(json scenario) {
  return {{"seats", 4},
          {"call_window_ms", 30000},
          {"turn_clock_ms", 0},
          {"dead_hand", true},
          {"scenario", std::move(scenario)}};
}

TEST(AmericanRulings, AMahJonggCallThatCannotCompleteTheHandIsRefused) {
  const json scenario = {{"hands", {kF3 + " GD", kF1, kF2, kF1}}};
  ErrorsTable table("american", 4, american_options(scenario));
  const json discarded =
      table.act(0, {{"type", "discard"}, {"card", card_with_face(table.view(0), "GD")}});
  ASSERT_EQ(discarded["type"], "update") << discarded.dump();
  const auto window = discarded["view"]["window"]["id"];
  table.refuse(3, {{"type", "claim_mah_jongg"}, {"window", window}}, "not_a_winning_hand");
  // The hand is alive: it may still answer the window.
  const json passed = table.act(3, {{"type", "pass"}, {"window", window}});
  EXPECT_EQ(passed["type"], "update") << passed.dump();
  EXPECT_FALSE(passed["view"]["seats"][3]["dead"].get<bool>());
  EXPECT_EQ(schema_failures(), 0);
}

// East is dealt `east_hand` (the others hands no card makes) and declares it at once.
json east_declares(const std::string& east_hand, json options = json::object()) {
  options["seats"] = 4;
  options["turn_clock_ms"] = 0;
  options["dead_hand"] = false;  // a false declaration is refused, so the table is unchanged
  // Faces none of the hands above uses, so every deal can be made.
  options["scenario"] = {
      {"hands",
       {east_hand, "C5 C7 C8 C9 D1 D3 D4 D6 D7 D9 B1 B3 B4",
        "B5 B6 B7 B8 B9 GD WD F C5 C7 D1 D3 D4", "C8 C9 D6 D7 D9 B1 B3 B4 B5 B6 B7 B8 B9"}}};
  ErrorsTable table("american", 4, options);
  const bool legal = table.view(0)["legal"]["declare_win"].get<bool>();
  json reply = table.act(0, {{"type", "declare_win"}});
  const bool refused = reply["type"] == "error";
  EXPECT_EQ(legal, !refused) << reply.dump();
  EXPECT_EQ(schema_failures(), 0);
  if (refused) return reply;
  return event_of(reply, "mah_jongg_declared")["win"];
}

TEST(AmericanRulings, EvenNumbersPairIsInOneOfThePungsTwoSuits) {
  EXPECT_EQ(code_of(east_declares("C2 C2 C2 C4 C4 C4 C6 C6 C6 D8 D8 D8 B2 B2")),
            "not_a_winning_hand");
  const json win = east_declares("C2 C2 C2 C4 C4 C4 C6 C6 C6 D8 D8 D8 D2 D2");
  EXPECT_EQ(win["points"], 25) << win.dump();
}

TEST(AmericanRulings, AGroupOfJokersAloneTakesTheFaceTheHandNeeds) {
  // Four Jokers as the Dragon kong: the 30-point Like Numbers, self-drawn.
  const json win = east_declares("J J J J C1 C1 C1 C1 D5 D5 D5 D5 N N");
  EXPECT_EQ(win["points"], 30) << win.dump();
  EXPECT_EQ(win["value"], 60);
  // A host's own card: Jokers alone are its fixed kong of 2 Craks, never its pair.
  const json own = {{"card", "hand 10 Fixed\n= 4C1 4C2 4C3 2N\n"}};
  EXPECT_EQ(east_declares("C1 C1 C1 C1 J J J J C3 C3 C3 C3 N N", own)["value"], 20);
  EXPECT_EQ(code_of(east_declares("C1 C1 C1 C1 C2 C2 C2 C2 C3 C3 C3 C3 J J", own)),
            "not_a_winning_hand");
}

TEST(AmericanRulings, TheBeginnerPairHasAFaceOfItsOwn) {
  const json beginner = {{"hands", "beginner"}};
  EXPECT_EQ(code_of(east_declares("N N J J C1 C1 C1 C1 D5 D5 D5 D5 N N", beginner)),
            "not_a_winning_hand");
  EXPECT_EQ(east_declares("N N N N C1 C1 C1 C1 D5 D5 D5 D5 E E", beginner)["value"], 200);
}

TEST(AmericanRulings, EastsDealtFourteenArePaidAsSelfDrawn) {
  const json win = east_declares("N N N N E E E S S S RD RD W W");
  EXPECT_TRUE(win["self_drawn"].get<bool>()) << win.dump();
  EXPECT_EQ(win["value"], 35 * 2 * 2);
}

TEST(AmericanRulings, MahJonggAfterACallAndAJokerExchangeIsNotSelfDrawn) {
  const json scenario = {
      {"hands",
       {kF3 + " GD", "N N N N E E RD S S W W GD GD", "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4", kF2}},
      {"exposed", {json::array(), json::array(), {"RD RD J"}, json::array()}}};
  ErrorsTable table("american", 4, american_options(scenario));
  const json discarded =
      table.act(0, {{"type", "discard"}, {"card", card_with_face(table.view(0), "GD")}});
  const auto window = discarded["view"]["window"]["id"];
  const json called = table.act(
      1,
      {{"type", "claim"}, {"window", window}, {"cards", cards_with_face(table.view(1), "GD", 2)}});
  ASSERT_EQ(called["type"], "update") << called.dump();
  for (int s : {2, 3}) table.act(s, {{"type", "pass"}, {"window", window}});
  any_event(table[1], "group_exposed", 1);
  const json exchanged = table.act(1, {{"type", "joker_steal"},
                                       {"card", card_with_face(latest_view(table[1]), "RD")},
                                       {"seat", 2},
                                       {"set", 0}});
  ASSERT_EQ(exchanged["type"], "update") << exchanged.dump();
  const json declared = table.act(1, {{"type", "declare_win"}});
  const json win = event_of(declared, "mah_jongg_declared")["win"];
  EXPECT_EQ(win["points"], 35) << declared.dump();
  EXPECT_FALSE(win["self_drawn"].get<bool>());
  EXPECT_EQ(win["value"], 35);
  EXPECT_EQ(schema_failures(), 0);
}

// Every face a seat's `nearest` asks for, over all its needs.
std::set<std::string> faces_asked(const json& view) {
  std::set<std::string> faces;
  for (const auto& near : view["nearest"]) {
    for (const auto& need : near["needs"]) {
      EXPECT_FALSE(need["faces"].empty()) << near.dump();
      for (const auto& f : need["faces"]) faces.insert(f.get<std::string>());
    }
  }
  return faces;
}

TEST(AmericanRulings, NearestNamesAFaceForEveryNeedAndNoneOutOfPlay) {
  // East and seat 1 have each exposed a kong of Flowers: all eight are out of play.
  const json scenario = {{"hands",
                          {"D1 D1 WD D2 C5 C5 C5 B7 B7 B7", "C2 C4 C6 C8 D1 D3 D7 D9 B2",
                           "B1 WD D2 C5 C9 C9 C9 B8 B8 B8 N E S", kF2}},
                         {"exposed", {{"F F F F"}, {"F F F F"}, json::array(), json::array()}}};
  ErrorsTable table("american", 4, american_options(scenario));
  for (int s = 0; s < 3; ++s) {
    const json view = table.view(s);
    ASSERT_FALSE(view["nearest"].empty()) << s;
    EXPECT_EQ(faces_asked(view).count("F"), 0u) << view["nearest"].dump();
  }
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
