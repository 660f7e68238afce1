#pragma once
// One game of a ruleset other than Not Your Ma's Jong, with that game's own bot in every
// seat (basic, or friendly where asked), boiled down to what the arena compares: each
// seat's score, who won, and the calls each seat had and made.

#include <cstdint>
#include <vector>

#include "call_counter.hpp"
#include "jongtable/bots/bot.hpp"
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
  std::vector<CallCount> calls;  // per seat (none in Boba, which has no calls)
};

// Plays the game from table seed `seed` (the bots' seeds derive from it) with a bot of
// `seated[s]` in seat s: friendly seats the game's bot in its friendly manner, basic
// (and strong, which these games lack) as it is. Boba's bot has no calls to pass on, so
// it plays the same either way.
[[nodiscard]] SeatGame play_seated_game(Ruleset ruleset, const std::vector<bots::Strength>& seated,
                                        std::uint64_t seed);
// The same with the basic bot in every seat.
[[nodiscard]] SeatGame play_basic_game(Ruleset ruleset, int seats, std::uint64_t seed);

}  // namespace jongtable::arena
