#pragma once
// A whole game between bots, in-process and on a pretend clock (kernel/match.hpp): for
// the property tests, the arena and the benchmark.

#include <array>
#include <cstdint>
#include <span>

#include "jongtable/american/bot.hpp"
#include "jongtable/american/game.hpp"
#include "jongtable/kernel/match.hpp"

namespace jongtable::american {

// What an American match counts besides the kernel's. Every seat's bot is asked in turn.
struct MatchTally {
  int rounds = 0;
  int exposures = 0;
  int joker_exchanges = 0;
  int mah_jonggs = 0;
  int wall_games = 0;
  int second_charlestons = 0;
  std::array<int, kMaxPlayers> scores{};

  void take(const Intent& intent, const Outcome& outcome);
  void finish(State& state);
};

using MatchResult = kernel::MatchResult<MatchTally>;
using MatchObserver = kernel::MatchObserver<Game>;

[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed,
                                     std::span<BasicBot> bots, const MatchObserver& observer = {},
                                     int max_steps = 200000);
[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed,
                                     const MatchObserver& observer = {});

[[nodiscard]] std::uint64_t bot_seed(std::uint64_t table_seed, int seat);

}  // namespace jongtable::american
