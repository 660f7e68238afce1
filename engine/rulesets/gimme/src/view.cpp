// The redaction point: everything a seat is sent is built here from the state.
#include "jongtable/gimme/view.hpp"

#include "rules.hpp"

namespace jongtable::gimme {
namespace {

using rules::player_at;
using rules::seat_at;

// Joker Steals open to the player whose turn it is: for each unfinished player's set
// holding a Joker, the viewer's lowest natural of that face.
void fill_joker_steals(const State& state, const Player& thief,
                       FixedList<JokerStealOption, kMaxJokerSteals>& steals) {
  for (int s = 0; s < state.settings.seats; ++s) {
    const Player& owner = state.players[s];
    if (owner.finished) continue;
    for (std::size_t k = 0; k < owner.exposed.size(); ++k) {
      const GimmeSet& set = owner.exposed[k];
      if (!set.holds_joker()) continue;
      for (TileId tile : thief.concealed) {
        if (face_of(tile) == set.face) {
          steals.push_back({tile, seat_at(s), static_cast<int>(k)});
          break;
        }
      }
    }
  }
}

void fill_legal_actions(const State& state, Seat viewer, LegalActions& legal) {
  const Player& player = player_at(state, viewer);
  if (player.finished) return;
  switch (state.phase) {
    case Phase::awaiting_drop:
      if (state.current != viewer) return;
      legal.drop = player.concealed;
      legal.declare_mahjong = is_mahjong_sorted(player.concealed, pairs_allowed(state.settings));
      if (state.drew_from_pool) fill_joker_steals(state, player, legal.joker_steals);
      return;
    case Phase::gimme_window:
      // The same window and buttons for every seat that may answer; only the options
      // differ, and only in this seat's own view.
      if (state.window.discarder == viewer || state.window.answered.contains(viewer)) return;
      legal.pass = true;
      gimme_options(state, viewer, legal.gimme_options);
      return;
    default:
      return;
  }
}

}  // namespace

void gimme_options(const State& state, Seat seat,
                   FixedList<GimmeTiles, kMaxGimmeOptions>& options) {
  options.clear();
  const Face face = face_of(state.window.card);
  if (is_joker(face)) return;
  const Hand& hand = player_at(state, seat).concealed;
  // The hand is sorted, so each face's copies sit together and the Jokers come last.
  const TileId* naturals = hand.begin();
  while (naturals != hand.end() && face_of(*naturals) < face) ++naturals;
  int natural_count = 0;
  while (naturals + natural_count != hand.end() && face_of(naturals[natural_count]) == face) {
    ++natural_count;
  }
  const TileId* jokers = hand.end();
  while (jokers != hand.begin() && is_joker(*(jokers - 1))) --jokers;
  const int joker_count = static_cast<int>(hand.end() - jokers);
  if (natural_count == 0 && joker_count == 0) return;
  const bool pesky_1 = state.settings.pesky_pairs_1;
  const bool pesky_2 = state.settings.pesky_pairs_2;
  for (int n = std::min(natural_count, 3); n >= 0; --n) {
    for (int j = 0; j <= std::min(joker_count, 3 - n); ++j) {
      if (n + j == 0) continue;
      if (n + j == 1 && j == 1 && pesky_1) continue;
      GimmeTiles tiles;
      for (int k = 0; k < n; ++k) tiles.push_back(naturals[k]);
      for (int k = 0; k < j; ++k) tiles.push_back(jokers[k]);
      if (n + j == 1 && pesky_2) {
        FaceCounts rest = count_faces(hand);
        --rest[index(face_of(tiles[0]))];
        if (!is_mahjong(rest, pairs_allowed(state.settings))) continue;
      }
      options.push_back(tiles);
    }
  }
}

View view_for(const State& state, std::optional<Seat> viewer) {
  View view;
  refresh_view(state, viewer, view);
  return view;
}

void refresh_view(const State& state, std::optional<Seat> viewer, View& view) {
  const int seats = state.settings.seats;
  if (viewer && kernel::index(*viewer) >= seats) viewer.reset();
  view.viewer = viewer;
  view.settings = state.settings;
  view.phase = state.phase;
  view.round = state.round;
  view.rounds = rounds_in_game(state.settings);
  view.first_player = state.first_player;
  view.current = state.current;
  view.decision = state.decision;
  view.decision_deadline = state.decision_deadline;
  view.pool_count = static_cast<int>(state.pool.size());
  // Rebuilt in place, field by field: views are refreshed at every step of a bot match.
  view.seats.resize(static_cast<std::size_t>(seats));
  for (int s = 0; s < seats; ++s) {
    const Player& player = state.players[s];
    SeatView& seat = view.seats[static_cast<std::size_t>(s)];
    seat.seat = seat_at(s);
    seat.score = player.score;
    seat.concealed_count = static_cast<int>(player.concealed.size());
    seat.exposed = player.exposed;
    seat.finished = player.finished;
    // A finished hand is public; any other stays a count.
    if (player.finished) {
      seat.revealed = player.concealed;
    } else {
      seat.revealed.clear();
    }
  }
  view.last_drop = state.last_drop;
  view.dropped = state.dropped;
  view.history = state.history;
  view.result = state.result;
  view.hand.clear();
  view.just_drawn.reset();
  view.legal.drop.clear();
  view.legal.declare_mahjong = false;
  view.legal.pass = false;
  view.legal.gimme_options.clear();
  view.legal.joker_steals.clear();
  if (state.phase != Phase::gimme_window) {
    view.window.reset();
  } else {
    WindowView& window = view.window ? *view.window : view.window.emplace();
    window.id = state.window.id;
    window.dropper = state.window.discarder;
    window.tile = state.window.card;
    window.opened_at = state.window.opened_at;
    window.closes_at = state.window.closes_at;
    window.called = state.window.called;
    window.answered = viewer && state.window.answered.contains(*viewer);
  }
  if (!viewer) return;
  // The viewer's own tiles, and never anyone else's concealed ones.
  view.hand = player_at(state, *viewer).concealed;
  if (state.phase == Phase::awaiting_drop && state.current == *viewer) {
    view.just_drawn = state.just_drawn;
  }
  fill_legal_actions(state, *viewer, view.legal);
}

}  // namespace jongtable::gimme
