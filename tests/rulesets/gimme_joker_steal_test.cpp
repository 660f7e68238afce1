// A Joker Steal at a real table, dealt from a scenario so that it happens every run: the
// drawer's view offers it (card, seat, set) once it holds the natural the Joker stands
// for, and the server plays it. Whole games reach a steal only by chance.

#include <gtest/gtest.h>

#include "errors_table.hpp"

namespace jongtable::testing {
namespace {

// Seat 0 draws the 8 Characters and drops one of its two 1 Characters; seat 1 calls Gimme
// with its own 1 Characters and its Joker, then drops its 1 Bamboo; seat 0 draws the 6
// Characters and may take the Joker for its other 1 Characters.
const json kScenario = {
    {"first_player", 0},
    {"hands", {"C1 C1 D2 D4 D6 D8 B2 B4 B6 B8 C3 C5 C7", "C1 J B1 B3 B5 B7 B9 D1 D3 D5 D7 D9 C9"}},
    {"pool_top", "C8 C6"}};

TEST(GimmeJokerStealAtATable, TheViewOffersTheStealAndTheServerPlaysIt) {
  ErrorsTable table(
      "gimme", 2,
      {{"seats", 2}, {"gimme_window_ms", 60000}, {"turn_clock_ms", 0}, {"scenario", kScenario}});
  any_event(table[0], "turn_started", 0);
  const json dropped =
      table.act(0, {{"type", "discard"}, {"card", card_with_face(table.view(0), "C1")}});
  ASSERT_EQ(dropped["type"], "update") << dropped.dump();
  const json window = event_of(dropped, "card_discarded")["window"];

  const json seat1 = table.view_at(1, dropped["v"].get<std::uint64_t>());
  const json called =
      table.act(1, {{"type", "claim"},
                    {"window", window},
                    {"cards", {card_with_face(seat1, "C1"), card_with_face(seat1, "J")}}});
  ASSERT_EQ(called["type"], "update") << called.dump();
  ASSERT_EQ(called["view"]["seats"][1]["exposed"].size(), 1u) << called.dump();
  const json b1 =
      table.act(1, {{"type", "discard"}, {"card", card_with_face(called["view"], "B1")}});
  ASSERT_EQ(b1["type"], "update") << b1.dump();
  const json passed =
      table.act(0, {{"type", "pass"}, {"window", event_of(b1, "card_discarded")["window"]}});
  ASSERT_EQ(passed["type"], "update") << passed.dump();

  any_event(table[0], "turn_started", 0);
  const json seat0 = table.view(0);
  const int c1 = card_with_face(seat0, "C1");
  ASSERT_EQ(seat0["legal"]["joker_steal"].size(), 1u) << seat0["legal"].dump();
  const json offer = seat0["legal"]["joker_steal"][0];
  EXPECT_EQ(offer["card"]["id"], c1);
  EXPECT_EQ(offer["seat"], 1);
  EXPECT_EQ(offer["set"], 0);

  const json stolen =
      table.act(0, {{"type", "joker_steal"}, {"card", c1}, {"seat", 1}, {"set", 0}});
  ASSERT_EQ(stolen["type"], "update") << stolen.dump();
  EXPECT_GE(card_with_face(stolen["view"], "J"), 0) << "the Joker is in seat 0's hand";
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
