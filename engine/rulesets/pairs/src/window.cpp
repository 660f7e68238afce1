// The claim window (docs/rules/pairs.md "Claiming"): a discard is open to the other seats
// for the same time whatever the card; every claim wins, so the nearest seat after the
// discarder takes it. Time never decides who wins.
#include <algorithm>

#include "rules.hpp"

namespace jongtable::pairs::rules {
namespace {

kernel::SeatOrderPriority priority(const State& state) {
  return {state.settings.seats, true};
}

}  // namespace

void discard_card(State& state, Seat seat, CardId card, bool by_turn_clock, Millis now,
                  Outcome& out) {
  auto& hand = player_at(state, seat).hand;
  hand.erase(std::find(hand.begin(), hand.end(), card));
  state.discards.push_back(card);
  PairsWindow& window = state.window;
  window.open(window.id + 1, seat, card, now, state.settings.claim_window,
              SeatSet::first(state.settings.seats));
  state.phase = Phase::claim_window;
  state.current = seat;
  state.decision_deadline = 0;
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
  out.effects.emplace_back(
      kernel::StartTimer{kernel::TimerKind::claim_window, window.id, window.closes_at});
  tell(out, Audience::everyone(),
       CardDiscarded{seat, card, window.id, window.closes_at, by_turn_clock});
}

void close_window_if_settled(State& state, Millis now, Outcome& out) {
  if (kernel::settled(state.window, priority(state))) close_window(state, now, out);
}

void close_window(State& state, Millis now, Outcome& out) {
  const PairsWindow& window = state.window;
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::claim_window});
  const std::optional<Seat> best = kernel::resolve(window, priority(state));
  tell(out, Audience::everyone(), WindowClosed{window.id, best});
  if (!best) {
    start_turn(state, kernel::seat_after(window.discarder, state.settings.seats), now, out);
    return;
  }
  state.discards.pop_back();  // the open discard is always the latest
  player_at(state, *best).hand.push_back(window.card);
  win(state, *best, window.discarder, now, out);
}

}  // namespace jongtable::pairs::rules
