// The redaction point: everything a seat is sent is built here from the table.
#include "jongtable/nymj/view.hpp"

#include <algorithm>

#include "card_order.hpp"
#include "rules.hpp"

namespace jongtable::nymj {
namespace {

// Filled in place (`legal` arrives reset) so a reused view keeps its storage.
void fill_legal_actions(const Table& table, Seat viewer, LegalActions& legal) {
  if (!table.dealt_in.contains(viewer)) return;
  const Player& player = table.players[index(viewer)];
  switch (table.phase) {
    case Phase::awaiting_discard:
      if (table.current == viewer) {
        legal.discard = true;
        legal.declare_win = is_winning(player.concealed, static_cast<int>(player.exposed.size()));
      }
      break;
    case Phase::claim_window:
      if (table.window.discarder != viewer && !table.window.responded.contains(viewer)) {
        legal.steal = true;
        legal.pass = true;
      }
      break;
    case Phase::awaiting_exposure:
      if (table.current == viewer) rules::exposure_options(table, legal.expose_options);
      break;
    default:
      break;
  }
}

// A seat's exposed sets into its view, keeping the view's storage (room for four at the
// first, so it seldom grows). Most seats have none while nobody has stolen, and then
// there is nothing to do; otherwise emptied and refilled, one copy.
void copy_exposed(const std::vector<ExposedSet>& from, std::vector<ExposedSet>& to) {
  if (from.empty() && to.empty()) return;
  if (to.capacity() < from.size()) to.reserve(std::max<std::size_t>(from.size(), 4));
  to.clear();
  to.insert(to.end(), from.begin(), from.end());
}

}  // namespace

TableView view_for(const Table& table, std::optional<Seat> viewer) {
  TableView view;
  refresh_view(table, viewer, view);
  return view;
}

void refresh_view(const Table& table, std::optional<Seat> viewer, TableView& view) {
  if (viewer && index(*viewer) >= static_cast<int>(table.players.size())) viewer.reset();
  view.viewer = viewer;
  view.settings = table.settings;
  view.phase = table.phase;
  view.round = table.round;
  view.max_rounds = rounds_in_game(table.settings);
  view.tiebreaker = table.tiebreaker;
  view.ma = table.ma;
  view.current = table.current;
  view.decision = table.decision;
  view.decision_deadline = table.decision_deadline;
  view.draw_pile_count = static_cast<int>(table.draw_pile.size());
  view.draws_this_round = table.draws_this_round;
  const std::size_t seats = table.players.size();
  view.seats.resize(seats);
  for (std::size_t s = 0; s < seats; ++s) {
    const Player& player = table.players[s];
    SeatView& seat = view.seats[s];
    seat.seat = Seat(static_cast<std::uint8_t>(s));
    seat.tokens = player.tokens;
    seat.concealed_count = static_cast<int>(player.concealed.size());
    copy_exposed(player.exposed, seat.exposed);
    seat.pending_skips = player.pending_skips;
    seat.dealt_in = table.dealt_in.contains(seat.seat);
  }
  // Emptied and refilled: one copy, where assign() would copy the part the view already
  // holds and then the rest.
  view.discard_pile.clear();
  view.discard_pile.insert(view.discard_pile.end(), table.discard_pile.begin(),
                           table.discard_pile.end());
  view.history = table.history;
  view.result = table.result;
  view.stolen_card.reset();
  view.hand.clear();
  view.just_drawn.reset();
  auto options = std::move(view.legal.expose_options);  // keeps its storage for reuse
  options.clear();
  view.legal = LegalActions{};
  view.legal.expose_options = std::move(options);
  if (table.phase == Phase::awaiting_exposure) view.stolen_card = table.stolen_card;
  if (table.phase != Phase::claim_window) {
    view.window.reset();
  } else {
    ClaimWindowView& window = view.window ? *view.window : view.window.emplace();
    window.id = table.window.id;
    window.discarder = table.window.discarder;
    window.card = table.window.card;
    window.opened_at = table.window.opened_at;
    window.closes_at = table.window.closes_at;
    window.answered = viewer && table.window.responded.contains(*viewer);
    window.called.clear();
    for (const Claim& claim : table.window.claims) window.called.push_back(claim.seat);
  }
  if (viewer) {
    // The viewer's own cards, and never anyone else's: others are counts above.
    sort_cards_into(table.players[index(*viewer)].concealed, view.hand);
    if (table.current == *viewer && table.phase == Phase::awaiting_discard) {
      view.just_drawn = table.just_drawn;
    }
    fill_legal_actions(table, *viewer, view.legal);
  }
}

std::vector<std::vector<CardId>> revealed_hands(const Table& table) {
  std::vector<std::vector<CardId>> hands;
  hands.reserve(table.players.size());
  for (const auto& player : table.players) {
    hands.push_back(player.concealed);
    std::sort(hands.back().begin(), hands.back().end());
  }
  return hands;
}

}  // namespace jongtable::nymj
