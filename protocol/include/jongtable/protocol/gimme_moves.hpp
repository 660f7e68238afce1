#pragma once
// Gimme! Mahjong's moves on the wire (protocol/README.md), read strictly; the adapter
// (server/src/rulesets/gimme_rules.cpp) makes each one the game's intent.

#include <variant>

#include "jongtable/protocol/game_move.hpp"

namespace jongtable::protocol::gimme_moves {

// discard is a drop, claim a Gimme, declare_win a Mahjong.
using Move =
    std::variant<moves::Discard, moves::Claim, moves::Pass, moves::DeclareWin, moves::JokerSteal>;

[[nodiscard]] const MoveTable<Move>& table();

}  // namespace jongtable::protocol::gimme_moves
