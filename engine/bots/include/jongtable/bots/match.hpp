#pragma once
// A whole game between bots, in-process and on a pretend clock: the small host loop
// the arena and the bot tests share. It asks each seat's bot for an intent from that
// seat's own view, applies it, and fires the engine's timers when nobody has anything
// left to do, so a game of bots runs as fast as the bots think.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "jongtable/bots/bot.hpp"
#include "jongtable/nymj/apply.hpp"
#include "jongtable/nymj/settings.hpp"
#include "jongtable/nymj/table.hpp"

namespace jongtable::bots {

struct MatchResult {
  std::uint64_t seed = 0;  // the table's seed: replays this exact game
  bool finished = false;   // the game reached its end within the step budget
  std::optional<kernel::Seat> winner;
  std::vector<int> tokens;  // per seat at the end
  int rounds = 0;           // rounds played, void and tiebreaker rounds included
  int void_rounds = 0;
  std::vector<int> rounds_won;  // per seat
  std::vector<int> steals;      // per seat: set and winning steals awarded
  int refused_intents = 0;      // bot intents the engine refused (should stay 0)
  int mistaken_steals = 0;      // should stay 0 for our bots
  std::uint64_t final_state_hash = 0;
  std::vector<nymj::RoundResult> history;  // every round's result, for a replay's story
};

// Told of every intent the table accepted (the start and the timers too), with the table
// after it: the same shape as the other games' match observers, so one property harness
// watches every game.
using MatchObserver = std::function<void(const nymj::Table&, const nymj::Intent&,
                                         kernel::Millis now, const nymj::Outcome&)>;

// Plays one game from `seed` with `bots[i]` in seat i (bots.size() == settings.seats).
// Stops after `max_steps` applied intents if the game has not ended by then.
[[nodiscard]] MatchResult play_match(const nymj::Settings& settings, std::uint64_t seed,
                                     std::vector<std::unique_ptr<Bot>>& bots,
                                     int max_steps = 200000, const MatchObserver& observer = {});

// The same, making the bots: seat i gets make_bot(strengths[i], seed-derived bot seed).
[[nodiscard]] MatchResult play_match(const nymj::Settings& settings, std::uint64_t seed,
                                     const std::vector<Strength>& strengths);

// Bot seeds derived from a table seed, so one number replays a game entirely.
[[nodiscard]] std::uint64_t bot_seed(std::uint64_t table_seed, kernel::Seat seat);

}  // namespace jongtable::bots
