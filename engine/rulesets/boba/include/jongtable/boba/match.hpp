#pragma once
// A whole game between the two basic bots, in-process and on a pretend clock
// (kernel/match.hpp): for the property tests, the arena and the benchmark.

#include <array>
#include <cstdint>
#include <optional>

#include "jongtable/boba/game.hpp"
#include "jongtable/kernel/match.hpp"

namespace jongtable::boba {

// What a Boba match counts besides the kernel's. Only the seat whose decision it is is
// asked, and the clock runs while it thinks: a bot with nothing to play leaves its turn
// to the turn clock.
struct MatchTally {
  static constexpr Millis kThinking = 1000;  // well inside any turn clock

  std::optional<Seat> winner;
  DecidedBy decided_by = DecidedBy::points;
  std::array<int, kSeats> points{};
  int turns = 0;
  int clock_expiries = 0;  // turns the bots left to the turn clock (should stay 0)

  [[nodiscard]] static unsigned seats_to_ask(const State& state);
  void take(const Intent& intent, const Outcome& outcome);
  void finish(State& state);
};

using MatchResult = kernel::MatchResult<MatchTally>;
using MatchObserver = kernel::MatchObserver<Game>;

[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed,
                                     const MatchObserver& observer = {}, int max_steps = 20000);

[[nodiscard]] std::uint64_t bot_seed(std::uint64_t table_seed, Seat seat);

}  // namespace jongtable::boba
