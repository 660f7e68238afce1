// Gimme! Mahjong's own error codes through the real server: each faulty move is refused
// with its code, nothing moves, and play then goes on with the right move.

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "errors_table.hpp"

namespace jongtable::testing {
namespace {

// Seat 0 drops a Joker nobody may claim; seat 1 drops a 5 Dots that seat 2 (two Jokers,
// sets of 1-3 Dots, lone 6 and 7 Dots) takes with a Joker; a Pair would not finish it.
// Seat 2 then drops its 7 Dots and finishes by drawing a 6 Dots (its last Joker joins
// the 1 Dots: under Pesky Pairs 1 it may not make a Pair).
const json kScenario = {
    {"first_player", 0},
    {"hands",
     {"J C1 C2 C3 C4 C6 C7 C8 C9 B1 B2 B3 B4", "D5 B5 B6 B7 B8 B9 C1 C2 C3 C4 C6 C7 C8",
      "D5 J J D1 D1 D1 D2 D2 D2 D3 D3 D6 D7"}},
    // Drawn by seats 0, 1, 0, 1, 2, 0 (seat 2's first turn comes from its Gimme).
    {"pool_top", "B5 B6 C5 C5 D6 C9"}};

struct GimmeErrors : ::testing::Test {
  ErrorsTable table{"gimme", 3,
                    json{{"seats", 3},
                         {"gimme_window_ms", 60000},
                         {"turn_clock_ms", 0},
                         {"pesky_pairs_1", true},
                         {"pesky_pairs_2", true},
                         {"scenario", kScenario}}};

  json view_at(int seat, std::uint64_t v) { return table.view_at(seat, v); }
  int tile(int seat, std::uint64_t v, const std::string& face) {
    return card_with_face(view_at(seat, v), face);
  }
  // `seat` drops a tile of `face`; the reply's version and the window it opened.
  std::pair<std::uint64_t, json> drop(int seat, std::uint64_t v, const std::string& face) {
    const json reply = table.act(seat, {{"type", "discard"}, {"card", tile(seat, v, face)}});
    EXPECT_EQ(reply["type"], "update") << reply.dump();
    return {reply["v"].get<std::uint64_t>(), event_of(reply, "card_discarded")["window"]};
  }
  // These seats pass; the version after the last pass.
  std::uint64_t all_pass(const json& window, std::vector<int> seats) {
    std::uint64_t v = 0;
    for (int s : seats) {
      const json reply = table.act(s, {{"type", "pass"}, {"window", window}});
      EXPECT_EQ(reply["type"], "update") << reply.dump();
      v = reply.value("v", v);
    }
    return v;
  }
  json claim(const json& window, json cards) {
    return {{"type", "claim"}, {"window", window}, {"cards", std::move(cards)}};
  }
  json steal(int card, int owner, int set) {
    return {{"type", "joker_steal"}, {"card", card}, {"seat", owner}, {"set", set}};
  }
};

TEST_F(GimmeErrors, EveryRuleCodeIsNamedAtARealTable) {
  any_event(table[0], "turn_started", 0);
  std::uint64_t v = table[0].last_v;
  // Seat 0, having drawn: no winner yet, and nobody has a set to steal a Joker from.
  table.refuse(0, {{"type", "declare_win"}}, "not_a_winning_hand");
  table.refuse(0, steal(tile(0, v, "C1"), 1, 0), "no_joker_to_steal");

  auto [v1, joker_window] = drop(0, v, "J");
  table.refuse(1, claim(joker_window, {tile(1, v1, "C1")}), "joker_cannot_be_claimed");
  v = all_pass(joker_window, {1, 2});

  // Seat 1 drew and drops its 5 Dots.
  any_event(table[1], "turn_started", 1);
  auto [v2, window] = drop(1, v, "D5");
  const json seat2 = view_at(2, v2);
  json jokers = json::array();
  for (const auto& card : seat2["hand"]) {
    if (card["face"] == "J") jokers.push_back(card["id"]);
  }
  ASSERT_EQ(jokers.size(), 2u);
  const int d5 = card_with_face(seat2, "D5");
  const int d1 = card_with_face(seat2, "D1");
  // json::array: clang reads a braced list of one json as a copy of it, not as an array.
  table.refuse(2, claim(window, json::array({jokers[0]})), "pesky_pair");  // Joker in a Pair
  table.refuse(2, claim(window, {d5}), "pair_not_mahjong");                // a Pair, not last
  table.refuse(2, claim(window, {d1}), "not_a_set");
  const json taken = table.act(2, claim(window, {d5, jokers[0]}));
  ASSERT_EQ(taken["type"], "update") << taken.dump();
  ASSERT_EQ(taken["view"]["seats"][2]["exposed"].size(), 1u) << "seat 2 has no set";
  v = taken["v"].get<std::uint64_t>();

  // Seat 2's turn came from a Gimme: no Joker Steal now.
  table.refuse(2, steal(tile(2, v, "D6"), 2, 0), "no_steal_after_gimme");
  auto [v3, window3] = drop(2, v, "D7");
  v = all_pass(window3, {0, 1});

  // Seat 0 drew: seat 2's set of 5 Dots holds a Joker, but only a 5 Dots may replace it.
  table.refuse(0, steal(tile(0, v, "C1"), 2, 0), "wrong_face");
  auto [v4, window4] = drop(0, v, "C1");
  v = all_pass(window4, {1, 2});
  any_event(table[1], "turn_started", 1);
  auto [v5, window5] = drop(1, v, "B5");
  all_pass(window5, {2, 0});

  // Seat 2 drew the 6 Dots: every tile is in a set.
  any_event(table[2], "turn_started", 2);
  const json won = table.act(2, {{"type", "declare_win"}});
  ASSERT_EQ(won["type"], "update") << won.dump();
  v = won["v"].get<std::uint64_t>();
  table.refuse(2, {{"type", "discard"}, {"card", d1}}, "already_finished");
  // Seat 0 drew next: the Joker in the finished seat 2's set is out of reach.
  table.refuse(0, steal(tile(0, v, "C2"), 2, 0), "set_owner_finished");
  EXPECT_EQ(schema_failures(), 0);
}

// A one-round game for two ends when seat 0 goes out on its first draw; a move after that
// is refused because the game is over.
TEST(GimmeErrorsAfterTheGame, AMoveAfterTheLastRoundIsGameOver) {
  const json scenario = {
      {"first_player", 0},
      {"hands",
       {"D1 D1 D2 D2 D3 D3 D4 D4 D5 D5 D6 D6 D7", "C1 C2 C3 C4 C5 C6 C7 C8 C9 B1 B2 B3 B4"}},
      {"pool_top", "D7"}};
  ErrorsTable table("gimme", 2,
                    {{"seats", 2}, {"rounds", 1}, {"turn_clock_ms", 0}, {"scenario", scenario}});
  any_event(table[0], "turn_started", 0);
  const json won = table.act(0, {{"type", "declare_win"}});
  ASSERT_EQ(won["type"], "update") << won.dump();
  any_event(table[1], "game_ended");
  // Which tile does not matter: the game is checked first.
  table.refuse(1, {{"type", "discard"}, {"card", 0}}, "game_over");
  EXPECT_EQ(schema_failures(), 0);
}

// Pesky Pairs 1 holds for a Pair that stays concealed: seat 0 draws a B9 that finishes
// its hand only if its 2 Dots and Joker may make a Pair, so no win is offered or taken.
TEST(GimmePeskyPairsAtATable, AConcealedJokerPairIsNoMahjong) {
  const json scenario = {
      {"first_player", 0},
      {"hands",
       {"D2 J D4 D4 D4 D6 D6 D6 D6 D8 D8 D8 B9", "C1 C2 C3 C4 C5 C6 C7 C8 C9 B1 B2 B3 B4"}},
      {"pool_top", "B9"}};
  ErrorsTable table(
      "gimme", 2,
      {{"seats", 2}, {"turn_clock_ms", 0}, {"pesky_pairs_1", true}, {"scenario", scenario}});
  any_event(table[0], "turn_started", 0);
  EXPECT_FALSE(table.view(0)["legal"]["declare_win"].get<bool>());
  table.refuse(0, {{"type", "declare_win"}}, "not_a_winning_hand");
  EXPECT_EQ(schema_failures(), 0);
}

// A Gimme names 1 to 3 tiles, and a refusal of any other count says so.
TEST(GimmeClaimSize, ARefusedGimmeOfTheWrongSizeSaysOneToThree) {
  ErrorsTable table(
      "gimme", 2,
      {{"seats", 2},
       {"turn_clock_ms", 0},
       {"gimme_window_ms", 60000},
       {"scenario",
        {{"first_player", 0},
         {"hands",
          {"D5 C1 C2 C3 C4 C6 C7 C8 C9 B1 B2 B3 B4", "D5 D5 J J J B5 B6 B7 B8 B9 C1 C2 C3"}},
         {"pool_top", "D1 D2"}}}});
  any_event(table[0], "turn_started", 0);
  const json dropped =
      table.act(0, {{"type", "discard"}, {"card", card_with_face(table.view(0), "D5")}});
  ASSERT_EQ(dropped["type"], "update") << dropped.dump();
  const json window = event_of(dropped, "card_discarded")["window"];
  any_event(table[1], "card_discarded");
  json four = cards_with_face(table.view(1), "D5", 2);
  for (const auto& id : cards_with_face(table.view(1), "J", 2)) four.push_back(id);
  json seven = four;
  for (const char* face : {"C1", "C2", "B5"}) seven.push_back(card_with_face(table.view(1), face));
  ASSERT_EQ(seven.size(), 7u);
  for (const json& cards : {four, seven, json::array()}) {
    const json claim = {{"type", "claim"}, {"window", window}, {"cards", cards}};
    const json refused = table.act(1, claim);
    ASSERT_EQ(refused["type"], "error") << refused.dump();
    EXPECT_NE(refused["message"].get<std::string>().find("1 to 3"), std::string::npos)
        << refused.dump();
  }
  table.refuse(1, {{"type", "claim"}, {"window", window}, {"cards", four}}, "not_a_set");
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
