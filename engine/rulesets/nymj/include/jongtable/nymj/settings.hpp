#pragma once
// The per-table settings of docs/rules/nymj.md, with their defaults.

#include <cstdint>

#include "jongtable/kernel/millis.hpp"
#include "jongtable/nymj/kernel_names.hpp"

namespace jongtable::nymj {

// Not Your Ma's Jong is a game for 3 or 4.
inline constexpr int kMaxPlayers = 4;

struct Settings {
  int seats = 4;  // 3 or 4
  int starting_tokens = 10;
  Millis claim_window = 2500;    // how long a discard stays open to STEAL!
  Millis lag_bound = 150;        // cap on lag compensation; 0 disables it
  Millis claim_margin = 50;      // added after first claim + lag_bound
  Millis turn_clock = 30000;     // per decision; 0 = no clock
  Millis between_rounds = 6000;  // pause to read the round result
  int turn_cap = 400;            // draws in a round before it is void
  int rounds = 0;                // regular rounds in the game; 0 = a full game
  friend bool operator==(const Settings&, const Settings&) = default;
};

// Rounds in a game before it ends (docs/rules/nymj.md: 8 rounds for 4 players, 9 for 3).
[[nodiscard]] constexpr int max_rounds(int seats) {
  return seats == 3 ? 9 : 8;
}

// Tiebreaker rounds a game plays at most; then the players still tied share the win
// ("The end of a game", our online ruling).
inline constexpr int kMaxTiebreakers = 3;

// The regular rounds of this table's game: a full game unless the table chose fewer.
[[nodiscard]] constexpr int rounds_in_game(const Settings& s) {
  return s.rounds == 0 ? max_rounds(s.seats) : s.rounds;
}

[[nodiscard]] constexpr bool is_valid(const Settings& s) {
  return (s.seats == 3 || s.seats == 4) && s.rounds >= 0 && s.rounds <= max_rounds(s.seats) &&
         s.starting_tokens > 0 && s.starting_tokens <= 1000 && s.claim_window >= 0 &&
         s.claim_window <= 60000 && s.lag_bound >= 0 && s.lag_bound <= 1000 &&
         s.claim_margin >= 0 && s.claim_margin <= 1000 && s.turn_clock >= 0 &&
         s.turn_clock <= 600000 && s.between_rounds >= 0 && s.between_rounds <= 600000 &&
         s.turn_cap >= 10 && s.turn_cap <= 100000;
}

}  // namespace jongtable::nymj
