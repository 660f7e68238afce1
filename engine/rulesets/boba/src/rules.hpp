#pragma once
// The steps of a turn that several intents share. Internal to the Boba library.

#include <optional>
#include <utility>

#include "jongtable/boba/apply.hpp"

namespace jongtable::boba::rules {

// Records an event for `audience`, built in place.
template <typename Body>
void tell(Outcome& out, kernel::Audience audience, Body&& body) {
  out.events.emplace_back(audience, std::forward<Body>(body));
}

// Lays out the table (a staged deal, or a shuffle) and starts the first turn.
void start_game(State& state, Millis now, Outcome& out);

// Gives `seat` a new turn at its draw step and starts the turn clock.
void start_turn(State& state, Seat seat, Millis now, Outcome& out);

// Up to `count` cards from the top of the supply into `seat`'s hand.
void draw_from_supply(State& state, Seat seat, int count, DrawReason reason, bool by_turn_clock,
                      Outcome& out);

// The top card of `pile` (which has one) into `seat`'s hand.
void take_pile_top(State& state, Seat seat, int pile, bool draw_again, Outcome& out);
// Whether anything is left to draw: a card in the supply or on a pile.
[[nodiscard]] bool anything_to_draw(const State& state);
// The lowest-numbered pile with a card, if any.
[[nodiscard]] std::optional<int> first_pile_with_a_card(const State& state);

// Step 3 and the end of the turn: the hand limit (waiting for discards, or making them
// itself when the turn clock ran out), three cards to an empty hand, then the end checks
// and the next turn or the end of the game.
void finish_turn(State& state, bool by_turn_clock, Millis now, Outcome& out);
// After the last discard of step 3.
void end_turn(State& state, Millis now, Outcome& out);

// The lowest-numbered empty mixing pile, if any (docs/rules/boba.md: discards go there first).
[[nodiscard]] std::optional<int> first_empty_pile(const State& state);
// Why `pile` may not take a discard now, if it may not.
[[nodiscard]] std::optional<RuleError> check_discard_pile(const State& state, int pile);

[[nodiscard]] bool holds(const Player& player, CardId card);
void remove_card(std::vector<CardId>& cards, CardId card);

}  // namespace jongtable::boba::rules
