#pragma once
// A table of one game with every seat a person, dealt from a scenario, for tests that
// send one faulty move through the real server and check the exact error code.

#include <memory>
#include <string>
#include <vector>

#include "table_helpers.hpp"

namespace jongtable::testing {

struct ErrorsTable {
  ServerProcess server{{"--allow-scenarios", "--ping-interval-ms", "600000"}};
  std::vector<std::unique_ptr<WsClient>> seats;

  // `options` carries the seat count and the scenario; the game is started.
  ErrorsTable(const std::string& ruleset, int count, json options) {
    for (int s = 0; s < count; ++s) {
      seats.push_back(std::make_unique<WsClient>(server.port()));
      seats.back()->hello("P" + std::to_string(s));
    }
    const std::string code =
        create_table(*seats[0], {{"ruleset", ruleset}, {"options", std::move(options)}});
    EXPECT_EQ(act(0, {{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
    for (int s = 1; s < count; ++s) {
      const json joined = act(s, {{"type", "join_table"}, {"code", code}, {"as", "player"}});
      EXPECT_EQ(joined["you"]["seat"], s) << joined.dump();
    }
    const json started = act(0, {{"type", "start_game"}});
    EXPECT_EQ(started["type"], "ok") << started.dump();
    for (auto& client : seats) any_event(*client, "game_started");
  }
  WsClient& operator[](int seat) { return *seats[static_cast<std::size_t>(seat)]; }
  json act(int seat, json message) { return ask((*this)[seat], std::move(message)); }
  json view(int seat) { return latest_view((*this)[seat]); }
  // The newest view `seat` has, once it has seen the update of version `v`.
  json view_at(int seat, std::uint64_t v) {
    WsClient& client = (*this)[seat];
    if (client.last_v < v) {
      client.wait_for([&](const json& m) { return is_update(m) && m.value("v", 0ULL) >= v; });
    }
    return latest_view(client);
  }

  // Sends a move that must be refused with `code`, twice: both refusals carry the same
  // table version, so the first changed nothing (no timer runs in these tests).
  void refuse(int seat, const json& message, const std::string& code) {
    const json first = act(seat, message);
    EXPECT_EQ(code_of(first), code) << message.dump();
    const json again = act(seat, message);
    EXPECT_EQ(code_of(again), code) << message.dump();
    EXPECT_TRUE(first.contains("v")) << first.dump();
    EXPECT_EQ(first.value("v", json()), again.value("v", json()))
        << "a refused move changed the table";
  }
};

// The ids of the first `n` cards of `face` in a view's hand.
inline json cards_with_face(const json& view, const std::string& face, std::size_t n) {
  json ids = json::array();
  for (const auto& card : view["hand"]) {
    if (card["face"] == face && ids.size() < n) ids.push_back(card["id"]);
  }
  EXPECT_EQ(ids.size(), n) << "not " << n << " " << face << " in hand";
  return ids;
}

}  // namespace jongtable::testing
