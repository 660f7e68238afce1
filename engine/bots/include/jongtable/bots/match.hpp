#pragma once
// A whole NYMJ game between bots, in-process and on a pretend clock (kernel/match.hpp):
// the arena and the bot tests share it.

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "jongtable/bots/bot.hpp"
#include "jongtable/kernel/match.hpp"
#include "jongtable/nymj/game.hpp"

namespace jongtable::bots {

// What a NYMJ match counts besides the kernel's.
struct MatchTally {
  std::optional<kernel::Seat> winner;
  std::vector<int> tokens;  // per seat at the end
  int rounds = 0;           // rounds played, void and tiebreaker rounds included
  int void_rounds = 0;
  std::vector<int> rounds_won;             // per seat
  std::vector<int> steals;                 // per seat: set and winning steals awarded
  int mistaken_steals = 0;                 // should stay 0 for our bots
  std::vector<nymj::RoundResult> history;  // every round's result, for a replay's story

  void start(const nymj::Table& table);
  [[nodiscard]] static unsigned seats_to_ask(const nymj::Table& table);
  void take(const nymj::Intent& intent, const nymj::Outcome& outcome);
  void finish(nymj::Table& table);
};

using MatchResult = kernel::MatchResult<MatchTally>;
using MatchObserver = kernel::MatchObserver<nymj::Game>;

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
