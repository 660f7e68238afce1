// The lobby's catalogue of a Chinese Mah Jongg table lists the faces of that table's deck
// (136 cards, 140 with five players, 144 with six or with Flowers).

#include <gtest/gtest.h>

#include <string>

#include "table_helpers.hpp"

namespace jongtable::testing {
namespace {

int cards_in(const json& catalogue) {
  int cards = 0;
  for (const auto& face : catalogue) cards += face["copies"].get<int>();
  return cards;
}

TEST(ChineseCatalogue, ListsTheFacesOfTheTablesDeck) {
  ServerProcess server;
  WsClient host(server.port());
  host.hello("Host");
  struct Case {
    json options;
    std::size_t faces;
    int cards;
  };
  for (const auto& c :
       {Case{{{"seats", 4}}, 34, 136}, Case{{{"seats", 3}}, 34, 136}, Case{{{"seats", 5}}, 38, 140},
        Case{{{"seats", 6}}, 42, 144}, Case{{{"seats", 4}, {"flowers", true}}, 42, 144}}) {
    create_table(host, {{"ruleset", "chinese"}, {"options", c.options}});
    const json lobby = host.wait_for([](const json& m) { return m["type"] == "lobby"; });
    const json& catalogue = lobby["table"]["catalogue"];
    EXPECT_EQ(catalogue.size(), c.faces) << c.options.dump();
    EXPECT_EQ(cards_in(catalogue), c.cards) << c.options.dump();
    bool seasons = false;
    for (const auto& face : catalogue) seasons |= face["face"] == "S1";
    EXPECT_EQ(seasons, c.cards == 144) << c.options.dump();
    ask(host, {{"type", "leave_table"}});
  }
}

}  // namespace
}  // namespace jongtable::testing
