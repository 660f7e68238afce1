#pragma once
// Pairs' moves on the wire (protocol/README.md, "Pairs"), read strictly; the adapter
// (server/src/rulesets/pairs_rules.cpp) makes each one the game's intent.

#include <cstdint>
#include <variant>

#include "jongtable/protocol/game_move.hpp"

namespace jongtable::protocol::pairs_moves {

struct Draw {};
// A Pairs claim can only take the open discard, so it names the window and no cards.
struct Claim {
  std::uint32_t window = 0;
};

using Move = std::variant<Draw, moves::Discard, moves::DeclareWin, Claim, moves::Pass>;

[[nodiscard]] const MoveTable<Move>& table();

}  // namespace jongtable::protocol::pairs_moves
