#pragma once
// A whole game between bots, in-process on a pretend clock, for any game: the host loop
// the property tests, the arena and the benchmarks share. It asks the bots of the seats
// that may move, each from its own seat's view, applies the answer, and fires the game's
// timers when nobody has anything to do, so a game of bots runs as fast as they think.
//
// What differs between games is the game's `Tally` (its own counts, and the rare
// difference in how its host behaves), so that the loop itself is written once:
//   void take(const Intent&, const Outcome&);  // every accepted intent
//   void finish(State&);                       // once, at the end; may move state out
// and, optionally,
//   void start(const State&);                    // once, on the table just dealt
//   static unsigned seats_to_ask(const State&);  // one bit per seat; default: all
//   static constexpr Millis kThinking;           // see think_before_acting below

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <variant>
#include <vector>

#include "jongtable/kernel/effect.hpp"
#include "jongtable/kernel/millis.hpp"
#include "jongtable/kernel/ruleset.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::kernel {

// The counts every game's match reports, with the game's own (`Tally`) alongside.
template <typename Tally>
struct MatchResult : Tally {
  std::uint64_t seed = 0;   // the table's seed: replays this exact game
  bool finished = false;    // the game reached its end within the step budget
  int steps = 0;            // intents applied, the start and the timers included
  int refused_intents = 0;  // bot intents the engine refused (should stay 0)
  std::uint64_t final_state_hash = 0;
};

// Told of every intent the table accepted (the start and the timers too), with the state
// after it: for tests that check invariants or record a game's inputs.
template <typename G>
using MatchObserver = std::function<void(const typename G::State&, const typename G::Intent&,
                                         Millis now, const typename G::Outcome&)>;

namespace match_detail {

template <typename Tally, typename State>
[[nodiscard]] unsigned seats_to_ask(const State& state) {
  if constexpr (requires { Tally::seats_to_ask(state); }) {
    return Tally::seats_to_ask(state);
  } else {
    return (1u << seats(state)) - 1;
  }
}

// Most games move the clock on once a bot has acted. A game whose tally names
// `kThinking` has the clock run while every asked bot thinks, whether it then acts or
// not, so a bot with nothing to do lets its turn clock come closer.
template <typename Tally>
[[nodiscard]] constexpr std::optional<Millis> think_before_acting() {
  if constexpr (requires { Tally::kThinking; }) {
    return Tally::kThinking;
  } else {
    return std::nullopt;
  }
}

template <typename BotT, typename View>
[[nodiscard]] auto decide(BotT& bot, const View& view) {
  if constexpr (requires { bot->decide(view); }) {
    return bot->decide(view);  // NYMJ's bots are held by pointer, being of many kinds
  } else {
    return bot.decide(view);
  }
}

}  // namespace match_detail

// The host's side of one game: the state, a pretend clock and the pending timers.
template <Ruleset G, typename Tally, typename BotT>
class MatchHost {
 public:
  using State = typename G::State;
  using Intent = typename G::Intent;
  using Outcome = typename G::Outcome;
  using View = typename G::View;

  MatchHost(const typename G::Settings& settings, std::uint64_t seed, std::span<BotT> bots,
            const MatchObserver<G>& observer)
      : state_(create_table(settings, seed)),
        bots_(bots),
        views_(bots.size()),
        observer_(observer) {
    result_.seed = seed;
    if constexpr (requires { result_.start(state_); }) result_.start(state_);
  }

  MatchResult<Tally> play(int max_steps) {
    run(typename G::Intent{});  // every game's first intent is its start
    while (!game_over(state_) && result_.steps < max_steps) {
      if (let_a_bot_act()) continue;
      if (!fire_next_timer()) break;  // nobody can move and nothing is pending
    }
    result_.finished = game_over(state_);
    result_.final_state_hash = state_hash(state_);
    result_.finish(state_);  // last: the game is over, its record may move out
    return std::move(result_);
  }

 private:
  bool let_a_bot_act() {
    for (unsigned may = match_detail::seats_to_ask<Tally>(state_); may != 0; may &= may - 1) {
      const auto s = static_cast<std::size_t>(std::countr_zero(may));
      if (s >= bots_.size()) break;
      const Seat seat{static_cast<std::uint8_t>(s)};
      // Rebuilt in place where the game can: a seat's view keeps its storage.
      if constexpr (requires { refresh_view(state_, seat, views_[s]); }) {
        refresh_view(state_, seat, views_[s]);
      } else {
        views_[s] = view_for(state_, seat);
      }
      const std::optional<Intent> intent = match_detail::decide(bots_[s], views_[s]);
      constexpr auto thinking = match_detail::think_before_acting<Tally>();
      if constexpr (thinking.has_value()) now_ += *thinking;
      if (!intent) continue;
      if (!run(*intent)) {
        ++result_.refused_intents;
        continue;
      }
      if constexpr (!thinking.has_value()) now_ += 1;  // people and bots take a moment
      return true;
    }
    return false;
  }

  bool fire_next_timer() {
    std::optional<StartTimer> next;
    for (const auto& timer : timers_) {
      if (timer && (!next || timer->at < next->at)) next = timer;
    }
    if (!next) return false;
    timers_[static_cast<std::size_t>(next->kind)].reset();
    now_ = std::max(now_, next->at);
    run(G::timer_intent(next->kind, next->id));  // a stale timer is simply refused
    return true;
  }

  bool run(const Intent& intent) {
    apply(state_, intent, now_, outcome_);
    if (!outcome_.ok()) return false;
    ++result_.steps;
    for (const Effect& effect : outcome_.effects) {
      if (const auto* start = std::get_if<StartTimer>(&effect)) {
        timers_[static_cast<std::size_t>(start->kind)] = *start;
      } else if (const auto* cancel = std::get_if<CancelTimer>(&effect)) {
        timers_[static_cast<std::size_t>(cancel->kind)].reset();
      }
    }
    result_.take(intent, outcome_);
    if (observer_) observer_(state_, intent, now_, outcome_);
    return true;
  }

  State state_;
  std::span<BotT> bots_;
  std::vector<View> views_;  // one per seat, refreshed before its bot is asked
  const MatchObserver<G>& observer_;
  Outcome outcome_;  // the latest intent's, its storage reused by the next
  Millis now_ = 0;
  std::array<std::optional<StartTimer>, 3> timers_{};
  MatchResult<Tally> result_;
};

// Plays one game of `G` from `seed` with `bots[i]` in seat i (one per seat), stopping
// after `max_steps` applied intents if the game has not ended by then.
template <Ruleset G, typename Tally, typename BotT>
[[nodiscard]] MatchResult<Tally> play_match(const typename G::Settings& settings,
                                            std::uint64_t seed, std::span<BotT> bots,
                                            const MatchObserver<G>& observer, int max_steps) {
  return MatchHost<G, Tally, BotT>(settings, seed, bots, observer).play(max_steps);
}

}  // namespace jongtable::kernel
