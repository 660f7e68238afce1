#pragma once
// Many games between the same players, spread over worker threads. Each game's outcome
// depends only on its seed, so the totals are the same whatever the thread count.

#include <cstdint>
#include <functional>
#include <vector>

#include "arena_options.hpp"
#include "call_counter.hpp"
#include "jongtable/bots/match.hpp"

namespace jongtable::arena {

// Totals for one entry of the players list, wherever it sat.
struct PlayerTally {
  bots::Strength strength{};
  long games_won = 0;
  long final_tokens = 0;  // summed over games
  long rounds_won = 0;
  long steals = 0;
  CallCount calls;  // windows with a valid STEAL! on offer, and the STEAL!s sent
};

struct TournamentResult {
  std::vector<PlayerTally> players;
  long games = 0;
  long rounds = 0;
  long void_rounds = 0;
  long unfinished = 0;
  long refused_intents = 0;
  long mistaken_steals = 0;
  double seconds = 0;      // wall clock
  double cpu_seconds = 0;  // summed over the workers: what a busy shared machine can't inflate
  unsigned threads = 1;
};

// The table seed of game `game`, and who sits where in it: seat s holds players entry
// seating[s]. With rotation the players move round by the seed, so that a seed alone
// (with the players list) replays a game.
[[nodiscard]] std::uint64_t game_seed(const ArenaOptions& options, int game);
[[nodiscard]] std::vector<int> seating(const ArenaOptions& options, std::uint64_t seed);

// Plays options.games games; `progress(done)` is called from the calling thread now and
// then while the workers play.
[[nodiscard]] TournamentResult run_tournament(const ArenaOptions& options,
                                              const std::function<void(int)>& progress);

// One game, seated as in a tournament; `calls`, when given, gets each seat's calls.
[[nodiscard]] bots::MatchResult play_seeded_game(const ArenaOptions& options, std::uint64_t seed,
                                                 std::vector<CallCount>* calls = nullptr);

}  // namespace jongtable::arena
