#pragma once
// Many games of one ruleset between its bots: per-seat wins and scores, to check that no
// seat is favoured, the speed of the engine with its bots, and (when --players mixes
// basic and friendly bots) each player's wins and calls wherever it sat.

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

// One entry of the players list, over every seat it sat in.
struct EntryTally {
  bots::Strength strength{};
  long games_won = 0;  // shared wins included
  long score = 0;
  CallCount calls;
};

struct SeatTournamentResult {
  std::vector<SeatTally> seats;
  std::vector<EntryTally> players;  // as options.players, when it names every seat
  long games = 0;
  long rounds = 0;
  long unfinished = 0;
  long refused_intents = 0;
  long shared_games = 0;  // games whose win was shared
  double seconds = 0;
  double cpu_seconds = 0;
  unsigned threads = 1;
};

// Who sits in each seat of the game from `seed`: options.players rotated as in
// seating(), when the list names every seat; else the basic bot all round.
[[nodiscard]] std::vector<bots::Strength> seated_strengths(const ArenaOptions& options,
                                                           std::uint64_t seed);
[[nodiscard]] bool players_named(const ArenaOptions& options);

// Game g is played from table seed options.seed + g, whatever the thread count.
[[nodiscard]] SeatTournamentResult run_seat_tournament(const ArenaOptions& options,
                                                       const std::function<void(int)>& progress);

void print_seat_report(std::ostream& out, const ArenaOptions& options,
                       const SeatTournamentResult& result);
void print_seat_replay(std::ostream& out, const ArenaOptions& options, const SeatGame& game);

}  // namespace jongtable::arena
