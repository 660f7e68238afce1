#pragma once
// The steps of a hand that several intents share. Internal to the ruleset.

#include <utility>

#include "jongtable/chinese/apply.hpp"

namespace jongtable::chinese::rules {

using kernel::Audience;

template <typename Body>
void tell(Outcome& out, Audience audience, Body&& body) {
  out.events.emplace_back(audience, std::forward<Body>(body));
}

[[nodiscard]] inline Seat seat_at(int s) {
  return Seat(static_cast<std::uint8_t>(s));
}
[[nodiscard]] inline Player& player_at(State& state, Seat seat) {
  return state.players[static_cast<std::size_t>(kernel::index(seat))];
}
[[nodiscard]] inline const Player& player_at(const State& state, Seat seat) {
  return state.players[static_cast<std::size_t>(kernel::index(seat))];
}
// How far after `from` a seat sits in turn order: 1 for the next seat.
[[nodiscard]] inline int distance_after(const State& state, Seat from, Seat seat) {
  return kernel::distance_after(from, seat, state.settings.seats);
}

// Whether the player's cards (concealed and exposed) make a winning hand now.
[[nodiscard]] bool holds_winning_hand(const State& state, const Player& player);

// Checks a call against the open window and the caller's hand; fills `claim` if valid.
[[nodiscard]] std::optional<RuleError> check_call(const State& state, const Call& call,
                                                  Claim& claim);

void deal_hand(State& state, Millis now, Outcome& out);
// `seat` draws (Flowers replaced at once); an empty wall voids the hand.
void draw_for(State& state, Seat seat, Millis now, Outcome& out);
void start_decision(State& state, Seat seat, bool drew, Millis now, Outcome& out);

void discard_card(State& state, Seat seat, CardId card, bool by_turn_clock, Millis now,
                  Outcome& out);
void close_window_if_settled(State& state, Millis now, Outcome& out);
void close_window(State& state, Millis now, Outcome& out);

// `seat` goes mah jongg: the hand is scored and settled.
void win(State& state, Seat seat, bool by_call, bool by_turn_clock, Millis now, Outcome& out);
// The hand ends without a winner: no one scores.
void void_hand(State& state, Millis now, Outcome& out);
void begin_next_hand(State& state, Millis now, Outcome& out);

}  // namespace jongtable::chinese::rules
