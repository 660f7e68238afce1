#pragma once
// A whole game between bots, in-process and on a pretend clock: the small host loop the
// property tests share. It asks each seat's bot from that seat's own view, applies the
// answer, and fires the engine's timers when nobody has anything to do.

#include <array>
#include <cstdint>
#include <functional>
#include <span>

#include "jongtable/pairs/apply.hpp"
#include "jongtable/pairs/bot.hpp"

namespace jongtable::pairs {

struct MatchResult {
  std::uint64_t seed = 0;  // the table's seed: replays this exact game
  bool finished = false;   // the game reached its end within the step budget
  int rounds = 0;
  int steps = 0;            // intents applied, timers included
  int refused_intents = 0;  // bot intents the engine refused (should stay 0)
  int claims = 0;           // rounds won with a claimed discard
  int draw_games = 0;
  std::array<int, kMaxSeats> points{};
  SeatSet winners;
  std::uint64_t final_state_hash = 0;
};

// Called after every accepted intent (bots' and timers') with the state after it.
using MatchObserver = std::function<void(const State&, const Intent&, Millis now, const Outcome&)>;

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
