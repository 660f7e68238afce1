// American Mah Jongg's own error codes through the real server, on tables dealt from a
// scenario (options.scenario): Charleston passes of the wrong size, with blind cards where
// none are allowed or with a Joker; a Joker exchange with nobody exposed; a move by a
// seat whose hand went dead; an exposure no hand on the card could use; and a call to add
// to a group already exposed.

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

// The id of a card of `face` in the hand of `view`, skipping `but`.
int held(const json& view, const std::string& face, int but = -1) {
  for (const auto& card : view["hand"]) {
    if (card["face"] == face && card["id"] != but) return card["id"].get<int>();
  }
  ADD_FAILURE() << "no " << face << " in " << view["hand"].dump();
  return -1;
}

// Seat 0 (East) drops its Green Dragon; returns the call window's id.
std::uint64_t east_discards_green(ErrorsTable& table) {
  const json reply = table.act(0, {{"type", "discard"}, {"card", held(table.view(0), "GD")}});
  EXPECT_EQ(reply["type"], "update") << reply.dump();
  const json view = reply["view"];
  EXPECT_EQ(view["phase"], "claim_window") << view.dump();
  return view["window"]["id"].get<std::uint64_t>();
}

const std::string kF1 = "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 E";
const std::string kF2 = "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 S";
const std::string kF3 = "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W RD";

TEST(AmericanErrors, CharlestonJokerExchangeAndDeadHandCodes) {
  // Hands no Charleston can make a winner of: the test never depends on the deal.
  const json scenario = {
      {"charleston", true},
      {"hands",
       {"C1 C1 C2 C2 C3 C3 C4 C4 C5 C5 C6 C6 C7 J", "D1 D1 D2 D2 D3 D3 D4 D4 D5 D5 D6 D6 D7",
        "B1 B1 B2 B2 B3 B3 B4 B4 B5 B5 B6 B6 B7"}}};
  ErrorsTable table("american", kSeats,
                    {{"seats", kSeats},
                     {"charleston_extras", false},
                     {"dead_hand", true},
                     {"call_window_ms", 30000},
                     {"turn_clock_ms", 0},
                     {"scenario", scenario}});
  for (int s = 0; s < kSeats; ++s) any_event(table[s], "sealed_step_started");
  const json first = table.view(0);
  ASSERT_EQ(first["phase"], "charleston") << first.dump();
  // Three cards in all, and blind cards only on a last pass with the extras on.
  table.refuse(0, {{"type", "pass_cards"}, {"cards", first_passable(first, 2)}, {"blind", 0}},
               "wrong_card_count");
  table.refuse(0, {{"type", "pass_cards"}, {"cards", first_passable(first, 2)}, {"blind", 1}},
               "blind_not_allowed");
  json with_joker = first_passable(first, 2);
  with_joker.push_back(held(first, "J"));
  table.refuse(0, {{"type", "pass_cards"}, {"cards", with_joker}, {"blind", 0}},
               "joker_not_passable");

  // Every seat passes its first three passable cards until the Charleston is over, each
  // pass naming its step; a pass naming the first step once it is over is refused.
  std::uint64_t v = table[0].last_v;
  for (int step = 0; step < 10; ++step) {
    if (view_at(table[0], v)["phase"] != "charleston") break;
    if (step == 1) {
      table.refuse(0,
                   {{"type", "pass_cards"},
                    {"cards", first_passable(view_at(table[0], v), 3)},
                    {"blind", 0},
                    {"decision", first["decision"]}},
                   "stale_step");
    }
    for (int s = 0; s < kSeats; ++s) {
      const json reply = table.act(s, {{"type", "pass_cards"},
                                       {"cards", first_passable(view_at(table[s], v), 3)},
                                       {"blind", 0},
                                       {"decision", view_at(table[s], v)["decision"]}});
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
  ASSERT_FALSE(own["legal"]["declare_win"].get<bool>()) << own["hand"].dump();
  const json declared = table.act(east, {{"type", "declare_win"}});
  ASSERT_EQ(declared["type"], "update") << declared.dump();
  ASSERT_FALSE(event_of(declared, "hand_went_dead").is_null()) << declared.dump();
  table.refuse(east, {{"type", "discard"}, {"card", natural}}, "hand_is_dead");
  EXPECT_EQ(schema_failures(), 0);
}

TEST(AmericanErrors, AnExposureNoHandOnTheCardCouldUseIsRefused) {
  // Beginner hands are kongs and bigger: a pung of Green Dragons fits none of them.
  const json scenario = {{"hands",
                          {kF3 + " GD", "J J J C2 C4 C6 C8 D1 D3 D7 D9 B2 B4",
                           "GD GD GD C1 C1 C1 C1 D5 D5 D5 D5 N N", kF2}},
                         {"wall_top", "F F F F"}};
  ErrorsTable table("american", 4,
                    {{"seats", 4},
                     {"hands", "beginner"},
                     {"call_window_ms", 30000},
                     {"turn_clock_ms", 0},
                     {"scenario", scenario}});
  const auto window = east_discards_green(table);
  const json view = table.view(1);
  const int joker = held(view, "J");
  table.refuse(1,
               {{"type", "claim"}, {"window", window}, {"cards", {joker, held(view, "J", joker)}}},
               "exposure_unusable");
  EXPECT_EQ(schema_failures(), 0);
}

TEST(AmericanErrors, NoCallAddsToAGroupAlreadyExposed) {
  const json scenario = {
      {"hands",
       {kF3 + " GD", "GD J C2 C4 C6 C8 D1 D3", kF2, "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W F"}},
      {"exposed", {json::array(), {"GD GD J"}, json::array(), json::array()}}};
  ErrorsTable table(
      "american", 4,
      {{"seats", 4}, {"call_window_ms", 30000}, {"turn_clock_ms", 0}, {"scenario", scenario}});
  const auto window = east_discards_green(table);
  const json view = table.view(1);
  table.refuse(
      1, {{"type", "claim"}, {"window", window}, {"cards", {held(view, "GD"), held(view, "J")}}},
      "already_exposed");
  EXPECT_EQ(schema_failures(), 0);
}

TEST(AmericanErrors, AScenarioThatCannotBeDealtIsRefusedWithItsReason) {
  ServerProcess server{{"--allow-scenarios"}};
  WsClient host(server.port());
  host.hello("Host");
  const auto refused = [&](const json& scenario) {
    return ask(host, {{"type", "create_table"},
                      {"ruleset", "american"},
                      {"options", {{"seats", 3}, {"scenario", scenario}}}});
  };
  const json five_jokers_too_many = refused({{"hands", {"J J J J J J J J J", "C1", "C2"}}});
  EXPECT_EQ(code_of(five_jokers_too_many), "bad_scenario") << five_jokers_too_many.dump();
  EXPECT_EQ(code_of(refused({{"east", 3}, {"hands", {"C1", "C2", "C3"}}})), "bad_scenario");
  EXPECT_EQ(code_of(refused({{"hands", {"C1", "C2", "C3"}}, {"tiles", 1}})), "bad_scenario");
}

}  // namespace
}  // namespace jongtable::testing
