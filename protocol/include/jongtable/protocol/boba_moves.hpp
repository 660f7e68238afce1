#pragma once
// Boba Mahjong's moves on the wire (protocol/README.md), read strictly; the adapter
// (server/src/rulesets/boba_rules.cpp) makes each one the game's intent.

#include <optional>
#include <utility>
#include <variant>
#include <vector>

#include "jongtable/protocol/game_move.hpp"

namespace jongtable::protocol::boba_moves {

// The turn: two from the supply, or one mixing pile's top.
struct DrawSupply {};
struct TakePile {
  int pile = 0;
};
// A set of hand cards (with `pile`'s top as the third when two), the card kept as a
// score card, and where the other two go (card, pile).
struct MakeSet {
  std::vector<int> cards;
  std::optional<int> pile;
  int keep = 0;
  std::vector<std::pair<int, int>> others;
};
struct EndSets {};
// A discard onto a named mixing pile.
struct DiscardToPile {
  int card = 0;
  int pile = 0;
};

using Move = std::variant<DrawSupply, TakePile, EndSets, moves::Discard, DiscardToPile, MakeSet>;

[[nodiscard]] const MoveTable<Move>& table();

}  // namespace jongtable::protocol::boba_moves
