#pragma once
// A whole game between bots, in-process on a pretend clock: the host loop the property
// tests and the benchmark share. Each seat's bot decides from its own view; timers fire
// when nobody has anything to do.

#include <array>
#include <cstdint>
#include <functional>
#include <span>

#include "jongtable/american/apply.hpp"
#include "jongtable/american/bot.hpp"

namespace jongtable::american {

struct MatchResult {
  std::uint64_t seed = 0;
  bool finished = false;
  int rounds = 0;
  int steps = 0;
  int refused_intents = 0;  // bot intents the engine refused (should stay 0)
  int exposures = 0;
  int joker_exchanges = 0;
  int mah_jonggs = 0;
  int wall_games = 0;
  int second_charlestons = 0;
  std::array<int, kMaxPlayers> scores{};
  std::uint64_t final_state_hash = 0;
};

using MatchObserver = std::function<void(const State&, const Intent&, Millis now, const Outcome&)>;

[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed,
                                     std::span<BasicBot> bots, const MatchObserver& observer = {},
                                     int max_steps = 200000);
[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed,
                                     const MatchObserver& observer = {});

// The seed play_match gives the bot in `seat`, derived from the table's seed, so one
// number replays a game entirely (the arena seats its own bots with it).
[[nodiscard]] std::uint64_t bot_seed(std::uint64_t table_seed, int seat);

}  // namespace jongtable::american
