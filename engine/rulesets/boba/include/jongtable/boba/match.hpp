#pragma once
// A whole game between two basic bots, in-process and on a pretend clock: the host loop
// the property tests and the benchmark share.

#include <array>
#include <cstdint>
#include <functional>
#include <optional>

#include "jongtable/boba/apply.hpp"

namespace jongtable::boba {

struct MatchResult {
  std::uint64_t seed = 0;  // the table's seed: replays this exact game
  bool finished = false;   // the game ended within the step budget
  std::optional<Seat> winner;
  DecidedBy decided_by = DecidedBy::points;
  std::array<int, kSeats> points{};
  int turns = 0;
  int refused_intents = 0;  // bot intents the engine refused (should stay 0)
  int clock_expiries = 0;   // turns the bots left to the turn clock (should stay 0)
  std::uint64_t final_state_hash = 0;
};

// Called after every accepted intent with the intent, the time, the new state and the
// outcome, so tests can check invariants at every step or record the game.
using MatchObserver = std::function<void(const Intent&, Millis, const State&, const Outcome&)>;

// Plays one game from `seed` between two BasicBots seeded from it.
[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed,
                                     const MatchObserver& observer = {}, int max_steps = 20000);

// A bot's seed derived from the table's seed, so one number replays a game entirely.
[[nodiscard]] std::uint64_t bot_seed(std::uint64_t table_seed, Seat seat);

}  // namespace jongtable::boba
