#pragma once
// The steps of a round that several intents share. Internal to the ruleset.

#include <utility>

#include "jongtable/gimme/apply.hpp"

namespace jongtable::gimme::rules {

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

// The seats still playing this round.
[[nodiscard]] SeatSet unfinished(const State& state);
// The next seat after `seat` that is still playing (there always is one while a round
// is on: it ends when only one is left).
[[nodiscard]] Seat next_unfinished(const State& state, Seat seat);

// Deals a new round (a staged deal the first time, if there is one); the first player
// draws.
void deal_round(State& state, Millis now, Outcome& out);

// `seat` takes a turn: the top of the pool, or the end of the round when it is empty.
void draw_for(State& state, Seat seat, Millis now, Outcome& out);

// Gives `seat` the decision of its turn (steal, declare, drop) and starts its clock.
void start_decision(State& state, Seat seat, bool drew, Millis now, Outcome& out);

// After `seat`'s turn or finish: the round ends if one player is left; else the next
// seat still playing draws.
void play_on_after(State& state, Seat seat, Millis now, Outcome& out);

// A drop opens a window; closing it gives the drop to the best Gimme, if any.
void drop_tile(State& state, Seat seat, TileId tile, bool by_turn_clock, Millis now, Outcome& out);
// Closes the window now if the answers in already settle it.
void close_window_if_settled(State& state, Millis now, Outcome& out);
void close_window(State& state, Millis now, Outcome& out);

// `seat` declares Mahjong: reveal, score, stop playing.
void finish(State& state, Seat seat, bool by_turn_clock, Millis now, Outcome& out);
// The points of a finished hand (docs/rules/gimme.md "Scoring").
[[nodiscard]] Score score_hand(const State& state, const Player& player, bool first);

void end_round(State& state, RoundEnd why, Millis now, Outcome& out);
void begin_next_round(State& state, Millis now, Outcome& out);

}  // namespace jongtable::gimme::rules
