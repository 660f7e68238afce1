#pragma once
// A whole game between bots, in-process on a pretend clock: the small host loop that the
// property tests and the benchmark share.

#include <array>
#include <cstdint>
#include <functional>
#include <span>

#include "jongtable/chinese/apply.hpp"
#include "jongtable/chinese/bot.hpp"

namespace jongtable::chinese {

struct MatchResult {
  std::uint64_t seed = 0;
  bool finished = false;
  int hands = 0;
  int steps = 0;
  int refused_intents = 0;  // should stay 0
  int calls = 0;            // groups laid down after a call
  int mah_jonggs = 0;
  int void_hands = 0;
  std::array<int, kMaxPlayers> scores{};
  SeatSet winners;
  std::uint64_t final_state_hash = 0;
};

using MatchObserver = std::function<void(const State&, const Intent&, Millis now, const Outcome&)>;

[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed,
                                     std::span<BasicBot> bots, const MatchObserver& observer = {},
                                     int max_steps = 1'000'000);
[[nodiscard]] MatchResult play_match(const Settings& settings, std::uint64_t seed);

// The seed play_match gives the bot in `seat`, derived from the table's seed, so one
// number replays a game entirely (the arena seats its own bots with it).
[[nodiscard]] std::uint64_t bot_seed(std::uint64_t table_seed, int seat);

}  // namespace jongtable::chinese
