#pragma once
// The rules every game has for the host's timers. A timer acts on the step of the game it
// was started for (a window by its id, a turn by its decision number, the pause after a
// round by the round's number), and the host may deliver it after the table has moved on:
// the player discarded as the clock ran out, the last answer closed the window first. Such
// a timer is stale, and is refused with nothing changed.

#include <algorithm>
#include <cstdint>
#include <optional>

#include "jongtable/kernel/millis.hpp"

namespace jongtable::kernel {

// `waiting`: the table still waits where a timer of this kind runs; `started_for`: the
// number the timer carries; `now_at`: the table's number for that step now.
template <typename Number>
[[nodiscard]] constexpr bool timer_is_stale(bool waiting, Number started_for, Number now_at) {
  return !waiting || started_for != now_at;
}

// A turn clock of 0 is no clock: none is ever started, so none can fire.
[[nodiscard]] constexpr bool turn_clock_is_stale(bool deciding, std::uint32_t started_for,
                                                 std::uint32_t decision, Millis turn_clock) {
  return turn_clock == 0 || timer_is_stale(deciding, started_for, decision);
}

// When the pause after round `timer_round` runs out, the next round begins
// (`begin_round`), unless the timer is stale.
template <typename RuleError, typename BeginRound>
[[nodiscard]] std::optional<RuleError> next_round_when_due(bool round_over, int timer_round,
                                                           int round, BeginRound begin_round) {
  if (timer_is_stale(round_over, timer_round, round)) return RuleError::stale_timer;
  begin_round();
  return std::nullopt;
}

// The card just drawn, while the hand still holds it: a turn that began with a call has
// none, and one drawn may already have gone into a Joker exchange.
template <typename Card, typename Hand>
[[nodiscard]] std::optional<Card> drawn_and_still_held(const std::optional<Card>& just_drawn,
                                                       const Hand& hand) {
  if (just_drawn && std::find(hand.begin(), hand.end(), *just_drawn) != hand.end()) {
    return just_drawn;
  }
  return std::nullopt;
}

// When a player's turn clock runs out, the server discards for them the card just drawn,
// so the hand stays the one they chose to keep; without one, the last card of the hand.
template <typename Card, typename Hand>
[[nodiscard]] Card clock_discard(const std::optional<Card>& just_drawn, const Hand& hand) {
  if (auto drawn = drawn_and_still_held(just_drawn, hand)) return *drawn;
  return hand.back();
}

}  // namespace jongtable::kernel
