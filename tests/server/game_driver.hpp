#pragma once
// Four people at one table on a server that may be killed between any two moves. The
// driver plays legal moves read from each seat's own view (win when it can, else the
// first card, pass every window), waits until every seat has seen each change, and
// reconnects everyone with their resume tokens after a restart.

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "table_helpers.hpp"

namespace jongtable::testing {

// Short rounds (turn cap 10) and no timer that could fire while a test looks, except
// the next-round pause, which the driver always waits out.
inline json quick_settings() {
  return {{"seats", 4},         {"claim_window_ms", 60000},
          {"turn_clock_ms", 0}, {"between_rounds_ms", 0},
          {"turn_cap", 10},     {"starting_tokens", 10}};
}

// Round 1 is won at once by Ma (seat 0), so the game has a winner after its 8 rounds
// (all-void games go to tiebreakers among everyone); later rounds are shuffled.
inline json decided_game() {
  json settings = quick_settings();
  settings["scenario"] = {
      {"seed", 11},
      {"ma", 0},
      {"hands",
       {{"G1", "G2", "G3", "B1", "B2", "B3", "pride", "pride", "G4", "G5", "G6"},
        {"G6", "G6", "R2", "R4", "R6", "B2", "B4", "B6", "winter", "guilt"},
        {"R1", "R3", "R5", "B5", "G1", "G3", "spring", "fall", "love", "winter"},
        {"R1", "R3", "R5", "B5", "spring", "fall", "summer", "summer", "guilt", "love"}}}};
  return settings;
}

class GameDriver {
 public:
  GameDriver(std::uint16_t port, json settings) {
    connect(port, false);
    code = create_table(*seats[0], std::move(settings));
    EXPECT_EQ(act(0, {{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
    for (int s = 1; s < 4; ++s) {
      const json joined = act(s, {{"type", "join_table"}, {"code", code}, {"as", "player"}});
      EXPECT_EQ(joined["you"]["seat"], s) << joined.dump();
    }
    EXPECT_EQ(act(0, {{"type", "start_game"}})["type"], "ok");
    for (auto& client : seats) any_event(*client, "game_started");
    sync(0);
  }

  WsClient& operator[](int seat) { return *seats[static_cast<std::size_t>(seat)]; }

  json act(int seat, json message) {
    WsClient& client = (*this)[seat];
    return client.reply_to(client.send(std::move(message)));
  }

  // After a restart: every player says hello with their token and is brought up to date.
  void reconnect(std::uint16_t port) {
    connect(port, true);
    sync(0);
  }

  // Waits until every seat has an update at version >= v, and the table is not between
  // rounds (that pause ends by itself), then until all have the newest any has seen.
  void sync(std::uint64_t v) {
    for (auto& client : seats) await_version(*client, v);
    for (auto& client : seats) {
      if (latest_view(*client)["phase"] != "round_over") continue;
      client->wait_for(
          [](const json& m) { return is_update(m) && m["view"]["phase"] != "round_over"; });
    }
    std::int64_t newest = 0;
    for (auto& client : seats) newest = std::max(newest, update_version(*client));
    for (auto& client : seats) await_version(*client, static_cast<std::uint64_t>(newest));
  }

  // The version of the newest update a client has received (-1 if none).
  static std::int64_t update_version(const WsClient& client) {
    for (auto it = client.seen.rbegin(); it != client.seen.rend(); ++it) {
      if (is_update(*it)) return (*it)["v"].get<std::int64_t>();
    }
    return -1;
  }
  static void await_version(WsClient& client, std::uint64_t v) {
    if (update_version(client) >= static_cast<std::int64_t>(v)) return;
    client.wait_for(
        [v](const json& m) { return is_update(m) && m["v"].get<std::uint64_t>() >= v; });
  }

  [[nodiscard]] std::string phase() { return latest_view(*seats[0])["phase"].get<std::string>(); }

  // One legal move; false when the game is over.
  bool step() {
    if (phase() == "game_over") return false;
    for (int pass_kind = 0; pass_kind < 4; ++pass_kind) {
      for (int s = 0; s < 4; ++s) {
        const json view = latest_view((*this)[s]);
        const json& legal = view["legal"];
        json move;
        if (pass_kind == 0 && legal["declare_win"] == true) {
          move = {{"type", "declare_win"}};
        } else if (pass_kind == 1 && legal["discard"] == true && !view["hand"].empty()) {
          move = {{"type", "discard"}, {"card", view["hand"][0]["id"]}};
        } else if (pass_kind == 2 && !legal["expose_options"].empty()) {
          const json option = legal["expose_options"][0];
          move = {{"type", "expose"}, {"cards", {option[0]["id"], option[1]["id"]}}};
        } else if (pass_kind == 3 && legal["pass"] == true && !view["window"].is_null()) {
          move = {{"type", "pass"}, {"window", view["window"]["id"]}};
        }
        if (move.is_null()) continue;
        const json reply = act(s, move);
        EXPECT_EQ(reply["type"], "update") << move.dump() << " -> " << reply.dump();
        ++moves;
        sync(reply.value("v", std::uint64_t{0}));
        return true;
      }
    }
    ADD_FAILURE() << "no seat has a legal move in phase " << phase();
    return false;
  }

  std::vector<std::unique_ptr<WsClient>> seats;
  std::vector<std::string> tokens;
  std::string code;
  int moves = 0;

 private:
  void connect(std::uint16_t port, bool resume) {
    std::vector<std::unique_ptr<WsClient>> fresh;
    for (int s = 0; s < 4; ++s) {
      fresh.push_back(std::make_unique<WsClient>(port));
      const std::string name = "P" + std::to_string(s);
      const json welcome = resume ? fresh.back()->hello(name, tokens[static_cast<std::size_t>(s)])
                                  : fresh.back()->hello(name);
      EXPECT_EQ(welcome["type"], "welcome") << welcome.dump();
      if (!resume) tokens.push_back(welcome["resume_token"].get<std::string>());
    }
    seats = std::move(fresh);
  }
};

// The seat to move and its discard, read from its own view.
inline std::pair<int, json> a_discard(GameDriver& game) {
  for (int s = 0; s < 4; ++s) {
    const json view = latest_view(game[s]);
    if (view["legal"]["discard"] == true)
      return {s, {{"type", "discard"}, {"card", view["hand"][0]["id"]}}};
  }
  throw std::runtime_error("nobody can discard");
}

}  // namespace jongtable::testing
