#pragma once
// A whole game between bots, in-process and on a pretend clock (kernel/match.hpp): the
// host loop the property tests share.

#include <array>
#include <cstdint>
#include <span>

#include "jongtable/kernel/match.hpp"
#include "jongtable/pairs/bot.hpp"
#include "jongtable/pairs/game.hpp"

namespace jongtable::pairs {

// What a Pairs match counts besides the kernel's. Every seat's bot is asked in turn.
struct MatchTally {
  int rounds = 0;
  int claims = 0;  // rounds won with a claimed discard
  int draw_games = 0;
  std::array<int, kMaxSeats> points{};
  SeatSet winners;

  void take(const Intent& intent, const Outcome& outcome);
  void finish(State& state);
};

using MatchResult = kernel::MatchResult<MatchTally>;
using MatchObserver = kernel::MatchObserver<Game>;

// Plays one game from `seed` with `bots[i]` in seat i (bots.size() == settings.seats).
[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed,
                                     std::span<BasicBot> bots, const MatchObserver& observer = {},
                                     int max_steps = 100000);
// The same with basic bots seeded from `seed`.
[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed,
                                     const MatchObserver& observer = {});

// The seed play_match gives the bot in `seat`, derived from the table's seed, so one
// number replays a game entirely.
[[nodiscard]] std::uint64_t bot_seed(std::uint64_t table_seed, int seat);

}  // namespace jongtable::pairs
