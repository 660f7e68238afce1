#pragma once
// What a client may send (protocol/README.md), decoded and checked for shape; whether
// it is allowed now is for the server and the engine to say. A game's moves are not
// listed here: each reaches its table as a GameMove, read by that game's move table.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "jongtable/nymj/scenario.hpp"
#include "jongtable/nymj/settings.hpp"
#include "jongtable/protocol/game_move.hpp"

namespace jongtable::protocol::in {

struct Hello {
  std::string name;
  std::optional<std::string> resume_token;
  std::optional<std::uint64_t> last_version;
};
struct Ping {};

// A table fixed in advance (server started with --allow-scenarios).
struct ScenarioSpec {
  nymj::Scenario scenario;  // settings and seed are filled in by the server
  bool has_seed = false;
  std::vector<kernel::Millis> rtt_ms;  // assumed round trip per seat; empty = none
};

// The longest a table waits between rounds for its people to say ready, unless its host
// sets another (`between_rounds_ms`; `between_hands_ms` in Chinese Mah Jongg).
inline constexpr kernel::Millis kBetweenRoundsDefaultMs = 30000;

struct CreateTable {
  // Which game ("nymj" when absent) and its settings: `options` is checked by that
  // game's rules when the table is made; `top_level` holds Not Your Ma's Jong's settings
  // given as top-level fields, the way the first clients send them, unchecked: the game
  // reads them as if they were in `options` (and another game refuses them by name).
  std::string ruleset = "nymj";
  nlohmann::json options = nlohmann::json::object();
  nlohmann::json top_level = nlohmann::json::object();
  // From the top level or `options` (every game); its floor is the server's to check.
  std::pair<kernel::Millis, kernel::Millis> bot_delay_ms{400, 1200};
  std::optional<std::uint64_t> bot_seed;
  std::optional<ScenarioSpec> scenario;
};
struct JoinTable {
  std::string code;
  bool as_player = false;
  std::optional<std::uint64_t> last_version;
};
struct LeaveTable {};
struct TakeSeat {
  int seat = 0;
};
struct LeaveSeat {};
struct AddBot {
  int seat = 0;
  std::string strength;  // "friendly" (when absent) | "basic" | "strong"
};
struct RemoveBot {
  int seat = 0;
};
// The host removes the person in a seat before the game starts.
struct RemovePerson {
  int seat = 0;
  // A spectator, by the name the table shows for them (chat's `from`); then no seat.
  std::optional<std::string> spectator;
};
struct StartGame {};
// Between rounds: this seat's person has read the result (all ready: next round at once).
struct Ready {};
// After the game: the same seats again, at a new table.
struct Rematch {};
struct Chat {
  std::string text;
};
struct React {
  std::string reaction;
};

using Message =
    std::variant<Hello, Ping, CreateTable, JoinTable, LeaveTable, TakeSeat, LeaveSeat, AddBot,
                 RemoveBot, RemovePerson, StartGame, Ready, Rematch, Chat, React, GameMove>;

// The fixed list of quick reactions.
[[nodiscard]] const std::vector<std::string>& reactions();

}  // namespace jongtable::protocol::in
