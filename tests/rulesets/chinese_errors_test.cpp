// Chinese Mah Jongg's own error codes through the real server: each faulty call is
// refused with its code, nothing moves, and the right answer is then taken.

#include <gtest/gtest.h>

#include "errors_table.hpp"

namespace jongtable::testing {
namespace {

json chinese_options(int seats, json scenario) {
  return {{"seats", seats},
          {"claim_window_ms", 60000},
          {"turn_clock_ms", 0},
          {"scenario", std::move(scenario)}};
}

json call(const json& window, const std::string& group, json cards, bool mah_jongg) {
  return {{"type", "call"},
          {"window", window},
          {"group", group},
          {"cards", cards},
          {"mah_jongg", mah_jongg}};
}

// East (seat 0) discards a Red Dragon and returns the window it opened.
json east_discards_red(ErrorsTable& table) {
  any_event(table[0], "turn_started", 0);
  const int red = card_with_face(table.view(0), "RD");
  EXPECT_EQ(table.act(0, {{"type", "discard"}, {"card", red}})["type"], "update");
  for (int s = 1; s < static_cast<int>(table.seats.size()); ++s)
    any_event(table[s], "card_discarded", 0);
  return any_event(table[1], "card_discarded", 0)["window"];
}

// Seat 1 holds three Red Dragons behind three exposed groups: calling one of them for a
// pair is only for mah jongg, and a kong would leave it nothing to discard.
TEST(ChineseErrors, PairOnlyForMahJonggAndNoCardToDiscard) {
  const json scenario = {
      {"east", 0},
      {"hands",
       {"RD C1 C2 C3 C4 C5 C6 C7 C8 C9 D1 D2 D3 D4", "RD RD RD",
        "GD GD WD EW SW WW NW D9 D9 B5 B6 B7 C9"}},
      {"exposed", {json::array(), {"B1 B1 B1 B1", "B2 B2 B2", "B3 B3 B3"}, json::array()}},
      {"wall_top", "C1 C2 C3"}};
  ErrorsTable table("chinese", 3, chinese_options(3, scenario));
  const json window = east_discards_red(table);

  table.refuse(1, call(window, "pair", cards_with_face(table.view(1), "RD", 1), false),
               "pair_only_for_mah_jongg");
  table.refuse(1, call(window, "kong", cards_with_face(table.view(1), "RD", 3), false),
               "no_card_to_discard");
  // Seat 1 may still answer: a pung leaves it one card to discard.
  const json pung = call(window, "pung", cards_with_face(table.view(1), "RD", 2), false);
  EXPECT_EQ(table.act(1, pung)["type"], "update");
  EXPECT_EQ(table.act(2, {{"type", "pass"}, {"window", window}})["type"], "update");
  EXPECT_EQ(any_event(table[0], "claim_window_closed")["awarded_to"], 1);
  EXPECT_EQ(schema_failures(), 0);
}

// Six players form no kongs: seat 1's three Red Dragons make a pung of East's discard.
// Disabled until protocol/schema/lobby.json allows the 5-6 seats Chinese tables have: the
// server refuses the kong with no_kongs_for_six and takes the pung, but every lobby frame
// of a six-seat table fails the schema (seats capped at 4, seat numbers at 3).
TEST(ChineseErrors, NoKongsForSix) {
  const json scenario = {{"east", 0},
                         {"hands",
                          {"RD C1 C2 C3 C5 C6 C7 C8 C9 D1 D1", "RD RD RD D2 D3 D4 D5 D6 D7 D8",
                           "B1 B2 B3 B4 B5 B6 B7 B8 B9 D9", "B1 B2 B3 B4 B5 B6 B7 B8 B9 D9",
                           "GD GD GD WD WD WD EW EW EW SW", "C1 C2 C3 C5 C6 C7 C8 C9 D2 D3"}},
                         {"wall_top", "B1 B2 B3"}};
  ErrorsTable table("chinese", 6, chinese_options(6, scenario));
  const json window = east_discards_red(table);

  table.refuse(1, call(window, "kong", cards_with_face(table.view(1), "RD", 3), false),
               "no_kongs_for_six");
  const json pung = call(window, "pung", cards_with_face(table.view(1), "RD", 2), false);
  EXPECT_EQ(table.act(1, pung)["type"], "update");
  for (int s = 2; s < 6; ++s) table.act(s, {{"type", "pass"}, {"window", window}});
  EXPECT_EQ(any_event(table[0], "claim_window_closed")["awarded_to"], 1);
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
