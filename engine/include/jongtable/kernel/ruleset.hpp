#pragma once
// What a game's rules library must give the hosts that drive it (the server's table host,
// the in-process match loop, the property tests), as one concept. Each game names itself
// with a small tag, `struct <game>::Game`, holding its types; the functions are the game's
// own free functions, found through those types as the hosts call them. A game that lacks
// one fails `static_assert(kernel::Ruleset<Game>)` with that member named.

#include <concepts>
#include <cstdint>
#include <optional>
#include <string_view>

#include "jongtable/kernel/effect.hpp"
#include "jongtable/kernel/millis.hpp"
#include "jongtable/kernel/outcome.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::kernel {

// The types a game's tag names, in one line:
// `struct Game : kernel::GameTypes<Settings, State, Intent, Event, RuleError, View> {...};`
template <typename SettingsT, typename StateT, typename IntentT, typename EventT,
          typename RuleErrorT, typename ViewT>
struct GameTypes {
  using Settings = SettingsT;
  using State = StateT;
  using Intent = IntentT;
  using Event = EventT;
  using RuleError = RuleErrorT;
  using Outcome = kernel::Outcome<EventT, RuleErrorT>;
  using View = ViewT;
};

template <typename G>
concept Ruleset = requires(const typename G::Settings& settings, std::uint64_t seed,
                           typename G::State& state, const typename G::State& seen,
                           const typename G::Intent& intent, typename G::Outcome& out,
                           typename G::RuleError error, Millis now, std::optional<Seat> viewer,
                           TimerKind kind, std::uint32_t id) {
  { G::id } -> std::convertible_to<std::string_view>;
  requires std::same_as<typename G::Outcome, Outcome<typename G::Event, typename G::RuleError>>;
  // The table: dealt from a seed, a plain value, digested for restores and replays.
  { create_table(settings, seed) } -> std::same_as<typename G::State>;
  { state_hash(seen) } -> std::same_as<std::uint64_t>;
  { seats(seen) } -> std::same_as<int>;
  { game_over(seen) } -> std::same_as<bool>;
  { whose_decision(seen) } -> std::same_as<Seat>;
  // The one entry point, into a reused outcome or a fresh one.
  apply(state, intent, now, out);
  { apply(state, intent, now) } -> std::same_as<typename G::Outcome>;
  // What a timer the game asked for becomes when it fires. Its arguments name no game,
  // so the tag says which.
  { G::timer_intent(kind, id) } -> std::same_as<typename G::Intent>;
  { view_for(seen, viewer) } -> std::same_as<typename G::View>;
  // Refusals: a stable code for the wire and a sentence for people.
  { code(error) } -> std::same_as<std::string_view>;
  { describe(error) } -> std::same_as<std::string_view>;
};

}  // namespace jongtable::kernel
