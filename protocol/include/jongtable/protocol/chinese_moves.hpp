#pragma once
// Chinese Mah Jongg's moves on the wire (protocol/README.md), read strictly; the adapter
// (server/src/rulesets/chinese_rules.cpp) makes each one the game's intent.

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "jongtable/protocol/game_move.hpp"

namespace jongtable::protocol::chinese_moves {

// A call names its group: "pair" | "pung" | "kong" | "chow", the cards from hand that
// make it with the discard, and whether it completes a winning hand.
struct Call {
  std::uint32_t window = 0;
  std::string group;
  std::vector<int> cards;
  bool mah_jongg = false;
};

using Move = std::variant<moves::Discard, moves::DeclareWin, moves::Pass, Call>;

[[nodiscard]] const MoveTable<Move>& table();

}  // namespace jongtable::protocol::chinese_moves
