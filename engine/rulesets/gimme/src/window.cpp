// Gimme! and the window (docs/rules/gimme.md): a drop opens it for the same time whatever
// the tile; it closes at full length, when everyone still playing has answered, or when
// no seat left to answer could outrank a Gimme already in. Time never decides who wins.
#include "rules.hpp"

namespace jongtable::gimme::rules {
namespace {

// Nearest after the dropper; with `mahjong_first`, a finishing Gimme first.
kernel::SeatOrderPriority priority(const State& state) {
  return {state.settings.seats, state.settings.mahjong_first};
}

}  // namespace

void drop_tile(State& state, Seat seat, TileId tile, bool by_turn_clock, Millis now, Outcome& out) {
  player_at(state, seat).concealed.remove(tile);
  state.dropped.push_back(tile);
  state.last_drop = LastDrop{seat, tile};
  state.just_drawn.reset();
  GimmeWindow& window = state.window;
  // Everyone still playing may answer; a finished player plays no more this round.
  window.open(window.id + 1, seat, tile, now, state.settings.gimme_window, unfinished(state));
  state.phase = Phase::gimme_window;
  state.current = seat;
  state.decision_deadline = 0;
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
  out.effects.emplace_back(
      kernel::StartTimer{kernel::TimerKind::claim_window, window.id, window.closes_at});
  tell(out, Audience::everyone(),
       TileDropped{seat, tile, window.id, window.closes_at, by_turn_clock});
}

void close_window_if_settled(State& state, Millis now, Outcome& out) {
  if (kernel::settled(state.window, priority(state))) close_window(state, now, out);
}

void close_window(State& state, Millis now, Outcome& out) {
  GimmeWindow& window = state.window;
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::claim_window});
  const std::optional<Seat> best = kernel::resolve(window, priority(state));
  tell(out, Audience::everyone(), WindowClosed{window.id, best});
  if (!best) {
    play_on_after(state, window.discarder, now, out);
    return;
  }
  // The caller lays the set down faceup; the players between are skipped.
  const Seat caller = *best;
  Player& player = player_at(state, caller);
  state.dropped.pop_back();  // the open drop is always the latest
  GimmeSet set;
  set.face = face_of(window.card);
  set.tiles.push_back(window.card);
  for (TileId tile : window.claim_of(caller)) {
    player.concealed.remove(tile);
    set.tiles.insert_sorted(tile);
  }
  player.exposed.push_back(set);
  state.just_drawn.reset();
  tell(out, Audience::everyone(), SetLaidDown{caller, window.discarder, set});
  if (is_mahjong_sorted(player.concealed, pairs_allowed(state.settings))) {
    finish(state, caller, false, now, out);
    play_on_after(state, caller, now, out);
    return;
  }
  start_decision(state, caller, false, now, out);
}

}  // namespace jongtable::gimme::rules
