#pragma once
// Many games of one ruleset between its basic bots: per-seat wins and scores, to check
// that no seat is favoured, and the speed of the engine with its bots.

#include <functional>
#include <iosfwd>
#include <vector>

#include "arena_options.hpp"
#include "basic_tables.hpp"

namespace jongtable::arena {

struct SeatTally {
  long games_won = 0;  // shared wins included
  long shared_wins = 0;
  long score = 0;  // summed over games
};

struct SeatTournamentResult {
  std::vector<SeatTally> seats;
  long games = 0;
  long rounds = 0;
  long unfinished = 0;
  long refused_intents = 0;
  long shared_games = 0;  // games whose win was shared
  double seconds = 0;
  double cpu_seconds = 0;
  unsigned threads = 1;
};

// Game g is played from table seed options.seed + g, whatever the thread count.
[[nodiscard]] SeatTournamentResult run_seat_tournament(const ArenaOptions& options,
                                                       const std::function<void(int)>& progress);

void print_seat_report(std::ostream& out, const ArenaOptions& options,
                       const SeatTournamentResult& result);
void print_seat_replay(std::ostream& out, const ArenaOptions& options, const SeatGame& game);

}  // namespace jongtable::arena
