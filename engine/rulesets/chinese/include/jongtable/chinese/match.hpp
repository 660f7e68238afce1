#pragma once
// A whole game between bots, in-process and on a pretend clock (kernel/match.hpp): for
// the property tests, the arena and the benchmark.

#include <array>
#include <cstdint>
#include <span>

#include "jongtable/chinese/bot.hpp"
#include "jongtable/chinese/game.hpp"
#include "jongtable/kernel/match.hpp"

namespace jongtable::chinese {

// What a Chinese match counts besides the kernel's.
struct MatchTally {
  int hands = 0;
  int calls = 0;  // groups laid down after a call
  int mah_jonggs = 0;
  int void_hands = 0;
  std::array<int, kMaxPlayers> scores{};
  SeatSet winners;

  [[nodiscard]] static unsigned seats_to_ask(const State& state);
  void take(const Intent& intent, const Outcome& outcome);
  void finish(State& state);
};

using MatchResult = kernel::MatchResult<MatchTally>;
using MatchObserver = kernel::MatchObserver<Game>;

[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed,
                                     std::span<BasicBot> bots, const MatchObserver& observer = {},
                                     int max_steps = 1'000'000);
[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed);

[[nodiscard]] std::uint64_t bot_seed(std::uint64_t table_seed, int seat);

}  // namespace jongtable::chinese
