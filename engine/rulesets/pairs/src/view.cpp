// The redaction point: everything a seat is sent is built here from the state.
#include "jongtable/pairs/view.hpp"

#include "rules.hpp"

namespace jongtable::pairs {
namespace {

using rules::player_at;
using rules::seat_at;

void fill_legal_actions(const State& state, Seat viewer, LegalActions& legal) {
  const Player& player = player_at(state, viewer);
  switch (state.phase) {
    case Phase::drawing:
      legal.draw = state.current == viewer;
      return;
    case Phase::discarding:
      if (state.current != viewer) return;
      legal.discard = player.hand;
      legal.declare_win = is_three_pairs(player.hand);
      return;
    case Phase::claim_window:
      // The same window and pass button for every seat that may answer; only the claim
      // differs, and only in this seat's own view.
      if (!state.window.may_answer(viewer)) return;
      legal.pass = true;
      legal.claim = wins_with(player.hand, state.window.card);
      return;
    default:
      return;
  }
}

}  // namespace

View view_for(const State& state, std::optional<Seat> viewer) {
  const int seats = state.settings.seats;
  if (viewer && kernel::index(*viewer) >= seats) viewer.reset();
  View view;
  view.viewer = viewer;
  view.settings = state.settings;
  view.phase = state.phase;
  view.round = state.round;
  view.rounds = state.settings.rounds;
  view.dealer = state.dealer;
  view.current = state.current;
  view.decision = state.decision;
  view.decision_deadline = state.decision_deadline;
  view.pile_count = static_cast<int>(state.pile.size());
  for (int s = 0; s < seats; ++s) {
    view.seats.push_back(SeatView{seat_at(s), state.players[s].points,
                                  static_cast<int>(state.players[s].hand.size())});
  }
  view.discards = state.discards;
  if (state.phase == Phase::claim_window) {
    const PairsWindow& w = state.window;
    view.window = WindowView{w.id,
                             w.discarder,
                             w.card,
                             w.opened_at,
                             w.closes_at,
                             w.called,
                             viewer && w.answered.contains(*viewer)};
  }
  // A winning hand is public until the next deal; every other hand stays a count.
  view.winner = state.winner;
  if (state.winner) view.winning_hand = player_at(state, *state.winner).hand;
  view.history = state.history;
  view.result = state.result;
  if (!viewer) return view;
  view.hand = player_at(state, *viewer).hand;
  fill_legal_actions(state, *viewer, view.legal);
  return view;
}

}  // namespace jongtable::pairs
