#pragma once
// The end of the game: both players scored and the winner found. Internal.

#include "jongtable/boba/apply.hpp"

namespace jongtable::boba::rules {

// Most points wins; a tie is scored again with all score cards; then fewer score cards
// wins; then the win is shared (docs/rules/boba.md "The end").
[[nodiscard]] GameResult decide_result(const std::array<Player, kSeats>& players);

// Scores the game, records the result and tells everyone.
void end_game(State& state, Outcome& out);

}  // namespace jongtable::boba::rules
