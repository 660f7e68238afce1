// Every move in a game's intents table of protocol/README.md, sent as written there to a
// table of that game in play, is read as that game's move: the server may refuse it by
// the rules (not your turn, no such card), never for its shape. (The contract suite
// checks the README's examples against the frames sent here.)

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

struct Game {
  std::string ruleset;
  int seats;
  std::vector<json> moves;  // as the README writes them, without seq
};

const std::vector<Game>& games() {
  static const std::vector<Game> list = {
      {"nymj",
       4,
       {{{"type", "discard"}, {"card", 17}},
        {{"type", "declare_win"}},
        {{"type", "steal"}, {"window", 12}},
        {{"type", "pass"}, {"window", 12}},
        {{"type", "expose"}, {"cards", {40, 44}}}}},
      {"gimme",
       4,
       {{{"type", "discard"}, {"card", 17}},
        {{"type", "claim"}, {"window", 12}, {"cards", {40, 41}}},
        {{"type", "pass"}, {"window", 12}},
        {{"type", "joker_steal"}, {"card", 33}, {"seat", 2}, {"set", 0}},
        {{"type", "declare_win"}}}},
      {"boba",
       2,
       {{{"type", "draw_supply"}},
        {{"type", "take_pile"}, {"pile", 1}},
        {{"type", "make_set"},
         {"cards", {3, 5}},
         {"pile", 0},
         {"keep", 14},
         {"others", {{{"card", 3}, {"pile", 0}}, {{"card", 5}, {"pile", 1}}}}},
        {{"type", "end_sets"}},
        {{"type", "discard_to_pile"}, {"card", 9}, {"pile", 2}},
        {{"type", "discard"}, {"card", 9}}}},
      {"chinese",
       4,
       {{{"type", "discard"}, {"card", 17}},
        {{"type", "call"},
         {"window", 12},
         {"group", "pung"},
         {"cards", {40, 41}},
         {"mah_jongg", false}},
        {{"type", "pass"}, {"window", 12}},
        {{"type", "declare_win"}}}},
      {"american",
       4,
       {{{"type", "pass_cards"}, {"cards", {3, 17, 40}}, {"blind", 0}},
        {{"type", "vote_dance_again"}, {"yes", false}},
        {{"type", "offer_courtesy"}, {"cards", {5}}},
        {{"type", "discard"}, {"card", 17}},
        {{"type", "claim"}, {"window", 12}, {"cards", {40, 41}}},
        {{"type", "claim_mah_jongg"}, {"window", 12}},
        {{"type", "pass"}, {"window", 12}},
        {{"type", "joker_steal"}, {"card", 33}, {"seat", 2}, {"set", 0}},
        {{"type", "declare_win"}}}},
  };
  return list;
}

TEST(IntentShapes, EveryReadmeMoveIsReadAsItsGamesMove) {
  const std::set<std::string> shape_codes = {"unknown_type", "unknown_field", "missing_field",
                                             "bad_field", "not_in_this_game"};
  ServerProcess server;
  for (const auto& game : games()) {
    WsClient host(server.port());
    host.hello("Host");
    create_table(host, {{"ruleset", game.ruleset},
                        {"options", {{"seats", game.seats}, {"turn_clock_ms", 0}}}});
    ASSERT_EQ(ask(host, {{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
    for (int seat = 1; seat < game.seats; ++seat)
      ASSERT_EQ(ask(host, {{"type", "add_bot"}, {"seat", seat}})["type"], "ok");
    ASSERT_EQ(ask(host, {{"type", "start_game"}})["type"], "ok");
    for (const auto& move : game.moves) {
      const json reply = ask(host, move);
      const std::string type = reply.value("type", "");
      EXPECT_TRUE(type == "update" || type == "ok" ||
                  (type == "error" && !shape_codes.contains(reply.value("code", ""))))
          << game.ruleset << " " << move.dump() << " -> " << reply.dump();
    }
  }
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
