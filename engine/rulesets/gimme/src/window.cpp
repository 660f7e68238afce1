// Gimme! and the window (RULINGS-gimme.md): a drop opens it for the same time whatever
// the tile; it closes at full length, when everyone still playing has answered, or when
// no seat left to answer could outrank a Gimme already in. Time never decides who wins.
#include "rules.hpp"

namespace jongtable::gimme::rules {
namespace {

// Priority: nearest after the dropper; with `mahjong_first`, a finishing Gimme first.
// Lower ranks win.
int rank(const State& state, Seat seat) {
  const GimmeWindow& window = state.window;
  const int distance = distance_after(state, window.dropper, seat);
  const bool ahead = state.settings.mahjong_first && window.makes_mahjong.contains(seat);
  return distance + (ahead ? 0 : kMaxSeats);
}

std::optional<Seat> best_call(const State& state) {
  std::optional<Seat> best;
  for (int s = 0; s < state.settings.seats; ++s) {
    const Seat seat = seat_at(s);
    if (!state.window.called.contains(seat)) continue;
    if (!best || rank(state, seat) < rank(state, *best)) best = seat;
  }
  return best;
}

}  // namespace

void drop_tile(State& state, Seat seat, TileId tile, bool by_turn_clock, Millis now, Outcome& out) {
  player_at(state, seat).concealed.remove(tile);
  state.dropped.push_back(tile);
  state.last_drop = LastDrop{seat, tile};
  state.just_drawn.reset();
  GimmeWindow& window = state.window;
  ++window.id;
  window.dropper = seat;
  window.tile = tile;
  window.opened_at = now;
  window.closes_at = now + state.settings.gimme_window;
  window.answered = SeatSet{};
  window.called = SeatSet{};
  window.makes_mahjong = SeatSet{};
  state.phase = Phase::gimme_window;
  state.current = seat;
  state.decision_deadline = 0;
  out.effects.emplace_back(engine::CancelTimer{engine::TimerKind::turn_clock});
  out.effects.emplace_back(
      engine::StartTimer{engine::TimerKind::claim_window, window.id, window.closes_at});
  tell(out, Audience::everyone(),
       TileDropped{seat, tile, window.id, window.closes_at, by_turn_clock});
}

void close_window_if_settled(State& state, Millis now, Outcome& out) {
  const GimmeWindow& window = state.window;
  SeatSet waiting;  // may still answer
  for (int s = 0; s < state.settings.seats; ++s) {
    const Seat seat = seat_at(s);
    if (seat != window.dropper && !state.players[s].finished && !window.answered.contains(seat)) {
      waiting.insert(seat);
    }
  }
  if (waiting.size() == 0) {
    close_window(state, now, out);
    return;
  }
  const std::optional<Seat> best = best_call(state);
  if (!best) return;
  // A seat still to answer could outrank the best Gimme if it sits nearer the dropper,
  // or (mahjong_first) if it might finish where the best would not. Whether it could is
  // never looked at: that would tell the table about its hand.
  const int best_rank = rank(state, *best);
  for (int s = 0; s < state.settings.seats; ++s) {
    const Seat seat = seat_at(s);
    if (!waiting.contains(seat)) continue;
    const int at_best = distance_after(state, window.dropper, seat) +
                        (state.settings.mahjong_first ? 0 : kMaxSeats);
    if (at_best < best_rank) return;
  }
  close_window(state, now, out);
}

void close_window(State& state, Millis now, Outcome& out) {
  GimmeWindow& window = state.window;
  out.effects.emplace_back(engine::CancelTimer{engine::TimerKind::claim_window});
  const std::optional<Seat> best = best_call(state);
  tell(out, Audience::everyone(), WindowClosed{window.id, best});
  if (!best) {
    play_on_after(state, window.dropper, now, out);
    return;
  }
  // The caller lays the set down faceup; the players between are skipped.
  const Seat caller = *best;
  Player& player = player_at(state, caller);
  state.dropped.pop_back();  // the open drop is always the latest
  GimmeSet set;
  set.face = face_of(window.tile);
  set.tiles.push_back(window.tile);
  for (TileId tile : window.claims[static_cast<std::size_t>(engine::index(caller))]) {
    player.concealed.remove(tile);
    set.tiles.insert_sorted(tile);
  }
  player.exposed.push_back(set);
  state.just_drawn.reset();
  tell(out, Audience::everyone(), SetLaidDown{caller, window.dropper, set});
  if (is_mahjong_sorted(player.concealed)) {
    finish(state, caller, false, now, out);
    play_on_after(state, caller, now, out);
    return;
  }
  start_decision(state, caller, false, now, out);
}

}  // namespace jongtable::gimme::rules
