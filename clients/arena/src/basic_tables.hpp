#pragma once
// One game of a ruleset other than Not Your Ma's Jong, with that game's basic bot in every
// seat, boiled down to what the arena compares: each seat's score and who won.

#include <cstdint>
#include <vector>

#include "ruleset.hpp"

namespace jongtable::arena {

struct SeatGame {
  std::uint64_t seed = 0;
  bool finished = false;
  int rounds = 0;  // rounds (hands in Chinese; a Boba game is one)
  int refused_intents = 0;
  std::vector<int> scores;    // per seat, at the end
  std::vector<bool> winners;  // per seat: more than one when the win is shared
  std::uint64_t final_state_hash = 0;
};

// Plays the game from table seed `seed` (the bots' seeds derive from it) at `seats`.
[[nodiscard]] SeatGame play_basic_game(Ruleset ruleset, int seats, std::uint64_t seed);

}  // namespace jongtable::arena
