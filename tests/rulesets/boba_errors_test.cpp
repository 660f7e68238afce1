// Boba Mahjong's own error codes through the real server: each faulty step is refused
// with its code, nothing moves, and the right step is then taken.

#include <gtest/gtest.h>

#include <optional>

#include "errors_table.hpp"

namespace jongtable::testing {
namespace {

json make_set(json cards, std::optional<int> pile, int keep, json others) {
  json m = {{"type", "make_set"}, {"cards", cards}, {"keep", keep}, {"others", others}};
  if (pile) m["pile"] = *pile;
  return m;
}

json placed(int card, int pile) {
  return {{"card", card}, {"pile", pile}};
}

// Seat 0 takes pile 1's only card (7 Strawberry), leaving it empty, then holds 4 and 6
// Taro for a set with pile 0's 5 Matcha.
TEST(BobaErrors, PilesAndSetCardsAreChecked) {
  const json scenario = {{"first_player", 0},
                         {"hands", {"taro4 taro6 mango1 mango2 mango3", "pearls red_bean matcha8"}},
                         {"piles", {"matcha5", "strawberry7", "butterfly3"}},
                         {"supply", "taro1 taro2 taro3 taro5"}};
  ErrorsTable table("boba", 2, {{"seats", 2}, {"turn_clock_ms", 0}, {"scenario", scenario}});
  any_event(table[0], "turn_started", 0);

  table.refuse(0, {{"type", "take_pile"}, {"pile", 3}}, "no_such_pile");
  const json took = table.act(0, {{"type", "take_pile"}, {"pile", 1}});
  ASSERT_EQ(took["type"], "update") << took.dump();
  ASSERT_TRUE(took["view"]["piles"][1].empty());
  // Drawing again from the pile just emptied.
  table.refuse(0, {{"type", "take_pile"}, {"pile", 1}}, "pile_empty");

  const json view = table.view(0);
  const int taro4 = card_with_face(view, "taro4");
  const int taro6 = card_with_face(view, "taro6");
  const int mango1 = card_with_face(view, "mango1");
  const int matcha5 = view["piles"][0].back()["id"].get<int>();
  const json pair = {taro4, taro6};
  table.refuse(0, make_set(pair, 1, matcha5, {placed(taro4, 0), placed(taro6, 1)}), "pile_empty");
  table.refuse(0, make_set(pair, 3, matcha5, {placed(taro4, 0), placed(taro6, 1)}), "no_such_pile");
  // The kept card is not one of the set's three.
  table.refuse(0, make_set(pair, 0, mango1, {placed(taro4, 0), placed(taro6, 1)}),
               "wrong_set_cards");
  // Pile 0 empties as its top joins the set: the first card placed must go there.
  table.refuse(0, make_set(pair, 0, matcha5, {placed(taro4, 2), placed(taro6, 1)}),
               "must_use_empty_pile");
  const json made = table.act(0, make_set(pair, 0, matcha5, {placed(taro4, 0), placed(taro6, 1)}));
  ASSERT_EQ(made["type"], "update") << made.dump();
  EXPECT_EQ(event_of(made, "set_made")["kept"]["face"], "matcha5");
  EXPECT_EQ(schema_failures(), 0);
}

// With the supply empty, drawing from it is neither offered nor taken: a pile's top is the
// draw, and the refusal changes nothing.
TEST(BobaErrors, AnEmptySupplyIsNoDraw) {
  const json scenario = {{"first_player", 0},
                         {"hands", {"taro4 taro6", "pearls red_bean"}},
                         {"piles", {"matcha5", "strawberry7", ""}},
                         {"supply", ""},
                         {"supply_exact", true}};
  ErrorsTable table("boba", 2, {{"seats", 2}, {"turn_clock_ms", 0}, {"scenario", scenario}});
  any_event(table[0], "turn_started", 0);
  EXPECT_FALSE(table.view(0)["legal"]["draw_supply"].get<bool>());
  table.refuse(0, {{"type", "draw_supply"}}, "supply_empty");
  const json took = table.act(0, {{"type", "take_pile"}, {"pile", 0}});
  ASSERT_EQ(took["type"], "update") << took.dump();
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
