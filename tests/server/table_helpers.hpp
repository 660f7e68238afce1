#pragma once
// Helpers for integration tests: seating clients at a table and reading updates.

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "server_process.hpp"
#include "ws_client.hpp"

namespace jongtable::testing {

inline bool is_update(const json& m) {
  return m.value("type", "") == "update";
}

// The first event of `type` in an update, or null.
inline json event_of(const json& update, const std::string& type) {
  if (!is_update(update)) return nullptr;
  for (const auto& e : update["events"]) {
    if (e["type"] == type) return e;
  }
  return nullptr;
}

// Reads until an update carrying an event of `type` (optionally for `seat`).
inline json await_event(WsClient& client, const std::string& type, int seat = -1) {
  const json update = client.wait_for([&](const json& m) {
    const json e = event_of(m, type);
    return !e.is_null() && (seat < 0 || e.value("seat", -1) == seat);
  });
  return update;
}

// The first event of `type` (for `seat`) among all frames seen so far or still to
// come: for events that happen once in a test, whichever update carried them.
inline json any_event(WsClient& client, const std::string& type, int seat = -1) {
  for (const auto& m : client.seen) {
    const json e = event_of(m, type);
    if (!e.is_null() && (seat < 0 || e.value("seat", -1) == seat)) return e;
  }
  return event_of(await_event(client, type, seat), type);
}

// The view of the newest update this client has received.
// A message and its reply.
inline json ask(WsClient& client, json message) {
  return client.reply_to(client.send(std::move(message)));
}

// An error's code, or the whole frame (in brackets) when it is no error.
inline std::string code_of(const json& m) {
  return m.value("type", "") == "error" ? m["code"].get<std::string>() : "(" + m.dump() + ")";
}

inline json latest_view(const WsClient& client) {
  for (auto it = client.seen.rbegin(); it != client.seen.rend(); ++it) {
    if (is_update(*it)) return (*it)["view"];
  }
  return nullptr;
}

inline int card_with_face(const json& view, const std::string& face) {
  for (const auto& card : view["hand"]) {
    if (card["face"] == face) return card["id"].get<int>();
  }
  ADD_FAILURE() << "no " << face << " in hand";
  return -1;
}

// Creates a table from `settings` (+type/seq) and returns its join code.
inline std::string create_table(WsClient& host, json settings) {
  settings["type"] = "create_table";
  const auto seq = host.send(settings);
  const json reply = host.reply_to(seq);
  if (reply["type"] != "table_created")
    throw std::runtime_error("create_table refused: " + reply.dump());
  return reply["code"].get<std::string>();
}

// Four people at a scenario table, seated 0..3 in order, game started.
struct ScenarioTable {
  // No measured round trips: a blocking test client answers pings only when it reads,
  // which would look like lag. Lag compensation is tested with the scenario's rtt_ms.
  ServerProcess server;
  std::vector<std::unique_ptr<WsClient>> seats;
  std::vector<std::string> tokens;
  std::string code;

  ScenarioTable(json scenario, json settings, std::vector<std::string> server_flags = {})
      : server([&] {
          std::vector<std::string> flags = {"--allow-scenarios", "--ping-interval-ms", "600000"};
          flags.insert(flags.end(), server_flags.begin(), server_flags.end());
          return flags;
        }()) {
    for (int s = 0; s < 4; ++s) {
      seats.push_back(std::make_unique<WsClient>(server.port()));
      tokens.push_back(
          seats.back()->hello("P" + std::to_string(s))["resume_token"].get<std::string>());
    }
    settings["scenario"] = std::move(scenario);
    code = create_table(*seats[0], settings);
    const json took = seats[0]->reply_to(seats[0]->send({{"type", "take_seat"}, {"seat", 0}}));
    EXPECT_EQ(took["type"], "ok");
    for (int s = 1; s < 4; ++s) {
      const json joined = seats[s]->reply_to(
          seats[s]->send({{"type", "join_table"}, {"code", code}, {"as", "player"}}));
      EXPECT_EQ(joined["type"], "lobby");
      EXPECT_EQ(joined["you"]["seat"], s);
    }
    const json started = seats[0]->reply_to(seats[0]->send({{"type", "start_game"}}));
    EXPECT_EQ(started["type"], "ok") << started.dump();
    for (auto& client : seats) any_event(*client, "game_started");
  }
  WsClient& operator[](int seat) { return *seats[static_cast<std::size_t>(seat)]; }

  // `seat` sends `message` and gets an update (accepted) or an error back.
  json act(int seat, json message) {
    WsClient& client = (*this)[seat];
    return client.reply_to(client.send(std::move(message)));
  }
  // The claim_window_closed event as `reader` received it (in any update).
  json await_close(int reader) { return any_event((*this)[reader], "claim_window_closed"); }
};

// Hands that make the claim rulings visible: Ma (seat 0) holds one G6 to discard; seat 1
// holds a G6 pair (a set claim); seat 2 holds G4 G5 and a hand that G6 completes (a
// winning claim) or, in the "set" variant, G4 G5 alone (a set claim); seat 3 has no use
// for a G6 (a mistaken claim).
inline json claim_scenario(bool seat2_wins, json rtt = nullptr) {
  json hands = json::array();
  hands.push_back({"G6", "R1", "R3", "R5", "B1", "B3", "B5", "spring", "summer", "fall", "love"});
  hands.push_back({"G6", "G6", "R2", "R4", "R6", "B2", "B4", "B6", "winter", "guilt"});
  if (seat2_wins) {
    hands.push_back({"G1", "G2", "G3", "B1", "B2", "B3", "pride", "pride", "G4", "G5"});
  } else {
    hands.push_back({"G4", "G5", "R2", "R4", "B4", "B6", "winter", "guilt", "summer", "love"});
  }
  hands.push_back({"R1", "R3", "R5", "B5", "G1", "G3", "spring", "fall", "pride", "winter"});
  json scenario = {
      {"seed", 7}, {"ma", 0}, {"hands", hands}, {"draw_pile_top", {"R6", "B6", "R2", "G2"}}};
  if (!rtt.is_null()) scenario["rtt_ms"] = rtt;
  return scenario;
}

// In claim_scenario(true): Ma discards the G6 that completes seat 2's hand; seat 2 steals
// it and wins the round.
inline void play_to_round_over(ScenarioTable& table) {
  const json discarded =
      table.act(0, {{"type", "discard"}, {"card", card_with_face(latest_view(table[0]), "G6")}});
  const auto window = event_of(discarded, "card_discarded")["window"].get<std::uint64_t>();
  ASSERT_EQ(table.act(2, {{"type", "steal"}, {"window", window}})["type"], "update");
  for (const int seat : {1, 3}) table.act(seat, {{"type", "pass"}, {"window", window}});
  for (int s = 0; s < 4; ++s) any_event(table[s], "round_ended");
}

// Claims only close by answers or by the lag bound after the first claim.
inline json slow_window_settings() {
  return {{"seats", 4},           {"claim_window_ms", 20000},
          {"lag_bound_ms", 1000}, {"claim_margin_ms", 1000},
          {"turn_clock_ms", 0},   {"between_rounds_ms", 600000}};
}

}  // namespace jongtable::testing
