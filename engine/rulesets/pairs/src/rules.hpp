#pragma once
// The steps of a round that several intents share. Internal to the ruleset.

#include <utility>

#include "jongtable/pairs/apply.hpp"

namespace jongtable::pairs::rules {

using kernel::Audience;

// Records an event for `audience`, built in place.
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

// Deals a new round (the staged deal the first time, if there is one); the dealer's
// turn begins.
void deal_round(State& state, Millis now, Outcome& out);
// `seat`'s turn begins with its draw, or the round ends a draw game when the pile is empty.
void start_turn(State& state, Seat seat, Millis now, Outcome& out);
void draw_card(State& state, Seat seat, bool by_turn_clock, Outcome& out);

// A discard opens the claim window; closing it gives the card to the winning claim.
void discard_card(State& state, Seat seat, CardId card, bool by_turn_clock, Millis now,
                  Outcome& out);
void close_window_if_settled(State& state, Millis now, Outcome& out);
void close_window(State& state, Millis now, Outcome& out);

// `seat` wins the round with the six cards it holds.
void win(State& state, Seat seat, std::optional<Seat> claimed_from, Millis now, Outcome& out);
// The round ends, won by `state.winner` or a draw game.
void end_round(State& state, std::optional<Seat> claimed_from, Millis now, Outcome& out);
void begin_next_round(State& state, Millis now, Outcome& out);

}  // namespace jongtable::pairs::rules
