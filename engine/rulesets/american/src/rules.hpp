#pragma once
// The steps of a round that several intents share. Internal to the ruleset.

#include <utility>

#include "jongtable/american/apply.hpp"

namespace jongtable::american::rules {

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
[[nodiscard]] inline const Card& card_of(const State& state) {
  return *state.card.card;
}

void insert_sorted(std::vector<CardId>& cards, CardId card);
bool remove_card(std::vector<CardId>& cards, CardId card);
[[nodiscard]] bool holds(const std::vector<CardId>& cards, CardId card);
[[nodiscard]] std::vector<ExposedShape> shapes_of(const std::vector<ExposedGroup>& groups);

// The parsed card for these settings (the shipped ones parsed once); null if it fails.
[[nodiscard]] std::shared_ptr<const Card> card_for(const Settings& settings);

void deal_round(State& state, Millis now, Outcome& out);

// The Charleston and its sealed steps.
void start_sealed_step(State& state, Phase phase, Millis now, Outcome& out);
void resolve_sealed_step(State& state, Millis now, Outcome& out);
// The cards a seat passes when its clock runs out (the basic bot's choice, never blind).
[[nodiscard]] std::vector<CardId> default_pass(const State& state, Seat seat, int count);

// Play.
void start_play(State& state, Millis now, Outcome& out);
void start_turn(State& state, Seat seat, bool drew, Millis now, Outcome& out);
// The next live seat after `seat` draws, or the round ends as a wall game.
void play_on_after(State& state, Seat seat, Millis now, Outcome& out);
void discard(State& state, Seat seat, CardId card, bool by_clock, Millis now, Outcome& out);
void close_window_if_settled(State& state, Millis now, Outcome& out);
void close_window(State& state, Millis now, Outcome& out);
// A mah jongg: scored, the round ends.
void win(State& state, Seat seat, const HandMatch& match, bool self_drawn, Millis now,
         Outcome& out);
// A false mah jongg under dead_hand.
void go_dead(State& state, Seat seat, Outcome& out);
void end_round(State& state, std::optional<Win> win, Millis now, Outcome& out);
void begin_next_round(State& state, Millis now, Outcome& out);

}  // namespace jongtable::american::rules
