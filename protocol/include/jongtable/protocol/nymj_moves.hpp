#pragma once
// Not Your Ma's Jong's moves on the wire (protocol/README.md), read strictly; the adapter
// (server/src/rulesets/nymj_rules.cpp) makes each one the game's intent.

#include <cstdint>
#include <optional>
#include <variant>

#include "jongtable/protocol/client_messages.hpp"
#include "jongtable/protocol/game_move.hpp"

namespace jongtable::protocol::nymj_moves {

// STEAL! the open discard: the server adds the seat and the latency estimate.
struct Steal {
  std::uint32_t window = 0;
};
// Two cards from hand that make a set with the drawn one.
struct Expose {
  int first = 0;
  int second = 0;
};

using Move = std::variant<moves::Discard, moves::DeclareWin, Steal, moves::Pass, Expose>;

[[nodiscard]] const MoveTable<Move>& table();

// create_table's top-level "scenario" (fixed hands, servers started with
// --allow-scenarios), which only Not Your Ma's Jong reads there; nothing when absent.
[[nodiscard]] std::optional<in::ScenarioSpec> read_scenario(FieldReader& outer);

}  // namespace jongtable::protocol::nymj_moves
