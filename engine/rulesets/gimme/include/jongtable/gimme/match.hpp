#pragma once
// A whole game between bots, in-process and on a pretend clock (kernel/match.hpp): for
// the property tests, the arena and the benchmark.

#include <array>
#include <cstdint>
#include <span>

#include "jongtable/gimme/bot.hpp"
#include "jongtable/gimme/game.hpp"
#include "jongtable/kernel/match.hpp"

namespace jongtable::gimme {

// What a Gimme! match counts besides the kernel's.
struct MatchTally {
  int rounds = 0;
  int gimmes = 0;  // sets laid down
  int joker_steals = 0;
  int mahjongs = 0;
  std::array<int, kMaxSeats> scores{};
  SeatSet winners;

  [[nodiscard]] static unsigned seats_to_ask(const State& state);
  void take(const Intent& intent, const Outcome& outcome);
  void finish(State& state);
};

using MatchResult = kernel::MatchResult<MatchTally>;
using MatchObserver = kernel::MatchObserver<Game>;

// Plays one game from `seed` with `bots[i]` in seat i (bots.size() == settings.seats).
[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed,
                                     std::span<BasicBot> bots, const MatchObserver& observer = {},
                                     int max_steps = 1'000'000);
// The same with basic bots seeded from `seed`.
[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed);

// The seed play_match gives the bot in `seat`, derived from the table's seed, so one
// number replays a game entirely (the arena seats its own bots with it).
[[nodiscard]] std::uint64_t bot_seed(std::uint64_t table_seed, int seat);

}  // namespace jongtable::gimme
