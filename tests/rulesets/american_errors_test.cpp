// American Mah Jongg's own error codes through the real server. American tables take no
// scenario, so only the codes any deal reaches are made here: a Charleston pass of the
// wrong size or with blind cards where none are allowed, a Joker exchange with nobody
// exposed, and a move by a seat whose hand went dead.

#include <gtest/gtest.h>

#include <string>

#include "errors_table.hpp"

namespace jongtable::testing {
namespace {

constexpr int kSeats = 3;

// The newest view `seat` has, once it has seen the update of version `v`.
json view_at(WsClient& client, std::uint64_t v) {
  if (client.last_v < v) {
    client.wait_for([&](const json& m) { return is_update(m) && m.value("v", 0ULL) >= v; });
  }
  return latest_view(client);
}

json first_passable(const json& view, std::size_t n) {
  json cards = json::array();
  for (const auto& card : view["legal"]["passable"]) {
    if (cards.size() < n) cards.push_back(card["id"]);
  }
  EXPECT_EQ(cards.size(), n) << view["legal"].dump();
  return cards;
}

TEST(AmericanErrors, CharlestonJokerExchangeAndDeadHandCodes) {
  ErrorsTable table("american", kSeats,
                    {{"seats", kSeats},
                     {"charleston_extras", false},
                     {"dead_hand", true},
                     {"call_window_ms", 30000},
                     {"turn_clock_ms", 0}});
  for (int s = 0; s < kSeats; ++s) any_event(table[s], "sealed_step_started");
  const json first = table.view(0);
  ASSERT_EQ(first["phase"], "charleston") << first.dump();
  // Three cards in all, and blind cards only on a last pass with the extras on.
  table.refuse(0, {{"type", "pass_cards"}, {"cards", first_passable(first, 2)}, {"blind", 0}},
               "wrong_card_count");
  table.refuse(0, {{"type", "pass_cards"}, {"cards", first_passable(first, 2)}, {"blind", 1}},
               "blind_not_allowed");

  // Every seat passes its first three passable cards until the Charleston is over.
  std::uint64_t v = table[0].last_v;
  for (int step = 0; step < 10; ++step) {
    if (view_at(table[0], v)["phase"] != "charleston") break;
    for (int s = 0; s < kSeats; ++s) {
      const json reply = table.act(s, {{"type", "pass_cards"},
                                       {"cards", first_passable(view_at(table[s], v), 3)},
                                       {"blind", 0}});
      ASSERT_EQ(reply["type"], "update") << reply.dump();
      if (s == kSeats - 1) v = reply["v"].get<std::uint64_t>();
    }
  }
  const json play = view_at(table[0], v);
  ASSERT_EQ(play["phase"], "awaiting_discard") << play.dump();
  const int east = play["current"].get<int>();
  const json own = view_at(table[east], v);
  int natural = -1;
  for (const auto& card : own["hand"]) {
    if (card["face"] != "J") natural = card["id"].get<int>();
  }
  ASSERT_GE(natural, 0);
  // Nobody has exposed a group yet: there is no Joker to exchange.
  table.refuse(
      east, {{"type", "joker_steal"}, {"card", natural}, {"seat", (east + 1) % kSeats}, {"set", 0}},
      "no_joker_to_exchange");

  // A false mah jongg kills East's hand; East may not discard after that.
  if (own["legal"]["declare_win"].get<bool>()) GTEST_SKIP() << "East was dealt a winner";
  const json declared = table.act(east, {{"type", "declare_win"}});
  ASSERT_EQ(declared["type"], "update") << declared.dump();
  ASSERT_FALSE(event_of(declared, "hand_went_dead").is_null()) << declared.dump();
  table.refuse(east, {{"type", "discard"}, {"card", natural}}, "hand_is_dead");
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
