#pragma once
// American Mah Jongg's moves on the wire (protocol/README.md), read strictly; the adapter
// (server/src/rulesets/american_rules.cpp) makes each one the game's intent.

#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

#include "jongtable/protocol/game_move.hpp"

namespace jongtable::protocol::american_moves {

// The sealed steps: a Charleston pass (own cards plus `blind` forwarded unseen), the
// "dance again?" vote, and a courtesy offer of 0-3 cards. Each may name the step it
// answers (the view's `decision`), so one that arrives late is refused.
struct PassCards {
  std::vector<int> cards;
  int blind = 0;
  std::optional<std::uint32_t> decision;
};
struct VoteDanceAgain {
  bool yes = false;
  std::optional<std::uint32_t> decision;
};
struct OfferCourtesy {
  std::vector<int> cards;
  std::optional<std::uint32_t> decision;
};
// The open discard called to complete the hand.
struct ClaimMahJongg {
  std::uint32_t window = 0;
};

using Move =
    std::variant<moves::Discard, moves::DeclareWin, moves::Pass, ClaimMahJongg, moves::Claim,
                 moves::JokerSteal, PassCards, VoteDanceAgain, OfferCourtesy>;

[[nodiscard]] const MoveTable<Move>& table();

}  // namespace jongtable::protocol::american_moves
