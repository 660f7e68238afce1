#pragma once
// What the one property harness needs of a game, as a concept: a game added to the
// harness that lacks a member fails to compile with that member named. Each game's
// adapter (`<game>_game.hpp`) translates its own engine to these few questions; the
// checks themselves (harness.hpp) are the same for every game.

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "jongtable/kernel/millis.hpp"
#include "jongtable/kernel/rng.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::properties {

using kernel::Millis;
using kernel::Seat;
using Viewer = std::optional<Seat>;  // nullopt: a spectator

inline Seat seat(int s) {
  return Seat(static_cast<std::uint8_t>(s));
}

// Every game's outcome says ok() or carries a RuleError whose code() names it.
template <typename Outcome>
bool accepted(const Outcome& out) {
  return out.ok();
}
template <typename Outcome>
std::string refusal(const Outcome& out) {
  return out.ok() ? std::string() : std::string(code(*out.error));
}

// Card ids, sorted: how the harness compares a hand in a view with a hand in the state.
template <typename Cards>
std::vector<int> sorted_ids(const Cards& cards) {
  std::vector<int> ids;
  for (const auto& card : cards) ids.push_back(index(card));
  std::sort(ids.begin(), ids.end());
  return ids;
}

// Told of every intent a game of bots applied, with the state after it.
template <typename State, typename Intent, typename Outcome>
using Observer = std::function<void(const State&, const Intent&, Millis, const Outcome&)>;

// What a whole game of bots came to.
struct Played {
  bool finished = false;
  int refused_intents = 0;  // bot intents the engine refused
  std::uint64_t final_state_hash = 0;
};

template <typename G>
concept PropertyGame =
    requires(const typename G::Settings& settings, std::uint64_t seed,
             const typename G::State& state, typename G::State& mutable_state,
             const typename G::Intent& intent, const typename G::Outcome& out,
             const typename G::View& view, Millis now, Viewer viewer, Seat seat, kernel::Rng& rng,
             const Observer<typename G::State, typename G::Intent, typename G::Outcome>& observer) {
  { G::name } -> std::convertible_to<const char*>;
  // How many seeded games each check plays: a game's cost per step differs tenfold.
  { G::kGames } -> std::convertible_to<int>;      // conservation and game end
  { G::kDeepGames } -> std::convertible_to<int>;  // views, events and moves at every step
  // A table of this game, its settings varied by the seed (seats, options, clocks).
  { G::settings_for(seed) } -> std::same_as<typename G::Settings>;
  { G::seats(settings) } -> std::same_as<int>;
  { G::deck_size(settings) } -> std::same_as<int>;
  { G::create(settings, seed) } -> std::same_as<typename G::State>;
  { G::apply(mutable_state, intent, now) } -> std::same_as<typename G::Outcome>;
  { G::hash(state) } -> std::same_as<std::uint64_t>;
  { G::over(state) } -> std::same_as<bool>;
  { G::play(settings, seed, observer) } -> std::same_as<Played>;
  // Every card of the state, once per place it lies (empty before the deal).
  { G::cards_in_play(state) } -> std::same_as<std::vector<int>>;
  // The cards this viewer may not see: others' concealed cards, the wall.
  { G::hidden_from(state, viewer) } -> std::same_as<std::vector<int>>;
  { G::view_for(state, viewer) } -> std::same_as<typename G::View>;
  // Every card the view shows, and the hand it says is the viewer's (sorted ids).
  { G::shown(view) } -> std::same_as<std::vector<int>>;
  { G::hand_in_view(view) } -> std::same_as<std::vector<int>>;
  { G::own_hand(state, viewer) } -> std::same_as<std::vector<int>>;
  // Every card the outcome's events tell this viewer.
  { G::told(out, viewer) } -> std::same_as<std::vector<int>>;
  // The moves the view lists as legal for its seat.
  { G::offered(view, seat) } -> std::same_as<std::vector<typename G::Intent>>;
  // A careless intent: often out of turn, of the wrong card, for a stale window.
  { G::random_intent(state, rng) } -> std::same_as<typename G::Intent>;
};

}  // namespace jongtable::properties
