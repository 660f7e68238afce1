// The redaction point: everything a seat is sent is built here from the state.
#include "jongtable/boba/view.hpp"

#include <algorithm>

#include "jongtable/boba/sets.hpp"
#include "rules.hpp"

namespace jongtable::boba {

std::vector<SetOption> set_options(const std::vector<CardId>& hand,
                                   const std::array<std::vector<CardId>, kPiles>& piles) {
  std::vector<CardId> cards = hand;
  std::sort(cards.begin(), cards.end());
  const std::size_t n = cards.size();
  std::vector<SetOption> options;
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      for (std::size_t k = j + 1; k < n; ++k) {
        if (is_set(cards[i], cards[j], cards[k])) {
          options.push_back({{cards[i], cards[j], cards[k]}, 3, std::nullopt});
        }
      }
      for (int p = 0; p < kPiles; ++p) {
        if (piles[p].empty()) continue;
        const CardId top = piles[p].back();
        if (is_set(cards[i], cards[j], top)) options.push_back({{cards[i], cards[j], top}, 2, p});
      }
    }
  }
  return options;
}

namespace {

void fill_legal_actions(const State& state, Seat viewer, LegalActions& legal) {
  if (state.current != viewer) return;
  const Player& player = state.players[index(viewer)];
  switch (state.phase) {
    case Phase::drawing:
    case Phase::sets_or_draw:
      legal.draw_supply = !state.supply.empty();
      for (int p = 0; p < kPiles; ++p) {
        if (!state.piles[p].empty()) legal.take_pile.push_back(p);
      }
      if (state.phase == Phase::drawing) break;
      [[fallthrough]];
    case Phase::making_sets:
      legal.sets = set_options(player.hand, state.piles);
      legal.end_sets = true;
      break;
    case Phase::hand_limit:
      legal.discard = true;
      break;
    default:
      return;
  }
  if (const auto empty = rules::first_empty_pile(state)) {
    legal.discard_piles.push_back(*empty);
  } else {
    legal.discard_piles = {0, 1, 2};
  }
}

}  // namespace

View view_for(const State& state, std::optional<Seat> viewer) {
  if (viewer && index(*viewer) >= kSeats) viewer.reset();
  View view;
  view.viewer = viewer;
  view.settings = state.settings;
  view.phase = state.phase;
  view.first = state.first;
  view.current = state.current;
  view.turn = state.turn;
  view.sets_this_turn = state.sets_this_turn;
  view.decision = state.decision;
  view.decision_deadline = state.decision_deadline;
  view.last_turn = state.last_turn;
  view.end_trigger = state.end_trigger;
  view.supply_count = static_cast<int>(state.supply.size());
  view.removed_count = static_cast<int>(state.removed.size());
  view.piles = state.piles;
  for (int s = 0; s < kSeats; ++s) {
    view.players[s].seat = Seat(static_cast<std::uint8_t>(s));
    view.players[s].hand_count = static_cast<int>(state.players[s].hand.size());
    view.players[s].score_cards = state.players[s].score_cards;
  }
  view.result = state.result;
  if (viewer) {
    // The viewer's own cards, and never the other's: those are a count above.
    view.hand = state.players[index(*viewer)].hand;
    std::sort(view.hand.begin(), view.hand.end());
    fill_legal_actions(state, *viewer, view.legal);
  }
  return view;
}

}  // namespace jongtable::boba
