#pragma once
// The steps of a round that several intents share. Internal to the engine.

#include <array>
#include <utility>

#include "jongtable/nymj/apply.hpp"

namespace jongtable::nymj::rules {

// Records an event for `audience`, built in place: an Event is large, and moving one
// into the list would cost a second construction through the variant.
template <typename Body>
void tell(Outcome& out, Audience audience, Body&& body) {
  out.events.emplace_back(audience, std::forward<Body>(body));
}

// Deals a new round (a staged deal the first time, if there is one) and hands Ma the
// first decision.
void deal_round(Table& table, Millis now, Outcome& out);

// Gives `seat` a new decision (discard or declare; or choose the set to expose) and
// starts its turn clock.
void start_decision(Table& table, Seat seat, Phase phase, Millis now, Outcome& out);

// After a discard stood, the next seat in turn (passing over pending skips) draws.
void next_turn_after(Table& table, Seat discarder, Millis now, Outcome& out);

// A discard opens a claim window; closing it resolves every claim.
void open_claim_window(Table& table, Seat discarder, CardId card, Millis now, Outcome& out);
void close_claim_window(Table& table, Millis now, Outcome& out);

// The stealer lays down the stolen card with two concealed cards.
void expose_set(Table& table, CardId first, CardId second, bool by_turn_clock, Millis now,
                Outcome& out);

// Ends the round: a win, or void (turn cap reached, nothing left to draw).
void end_round_with_win(Table& table, Seat winner, WinMethod method, Millis now, Outcome& out);
void end_round_void(Table& table, Millis now, Outcome& out);

// NYMJ payments (docs/rules/nymj.md "Winning and tokens"): what each dealt-in seat's tokens change
// by, never taking more than a loser holds.
[[nodiscard]] std::array<int, kMaxPlayers> payments(const Table& table, Seat winner,
                                                    WinMethod method);

// The seat after `seat` that is dealt into this round.
[[nodiscard]] Seat next_dealt_in(const Table& table, Seat seat);

[[nodiscard]] bool holds(const Player& player, CardId card);
void remove_card(std::vector<CardId>& cards, CardId card);

}  // namespace jongtable::nymj::rules

namespace jongtable::nymj::rules {
// After the round-result pause: the next round, or a tiebreaker round.
void begin_next_round(Table& table, Millis now, Outcome& out);
}  // namespace jongtable::nymj::rules

namespace jongtable::nymj::rules {
// The pairs of concealed cards the stealer may lay down with the stolen card, in the
// order the server would pick them.
[[nodiscard]] std::vector<std::pair<CardId, CardId>> exposure_options(const Table& table);
// The same into `options` (cleared first), for views that reuse their storage.
void exposure_options(const Table& table, std::vector<std::pair<CardId, CardId>>& options);
}  // namespace jongtable::nymj::rules
