// Dealing, turns and draws: "Seats and rounds" and "A turn" in docs/rules/gimme.md.
#include <algorithm>

#include "rules.hpp"

namespace jongtable::gimme {

State create_table(const Settings& settings, std::uint64_t seed) {
  State state;
  state.settings = settings;
  state.rng = kernel::Rng(seed);
  return state;
}

bool game_over(const State& state) {
  return state.phase == Phase::game_over;
}

int seats(const State& state) {
  return state.settings.seats;
}

Seat whose_decision(const State& state) {
  return state.current;
}

Intent timer_intent(kernel::TimerKind kind, std::uint32_t id) {
  switch (kind) {
    case kernel::TimerKind::claim_window:
      return WindowExpired{id};
    case kernel::TimerKind::turn_clock:
      return TurnClockExpired{id};
    case kernel::TimerKind::next_round:
      return BeginNextRound{static_cast<int>(id)};
  }
  return WindowExpired{id};
}

namespace rules {

SeatSet unfinished(const State& state) {
  SeatSet set;
  for (int s = 0; s < state.settings.seats; ++s) {
    if (!state.players[s].finished) set.insert(seat_at(s));
  }
  return set;
}

Seat next_unfinished(const State& state, Seat seat) {
  const int seats = state.settings.seats;
  Seat next = kernel::seat_after(seat, seats);
  for (int k = 0; k < seats && player_at(state, next).finished; ++k) {
    next = kernel::seat_after(next, seats);
  }
  return next;
}

void start_decision(State& state, Seat seat, bool drew, Millis now, Outcome& out) {
  state.phase = Phase::awaiting_drop;
  state.current = seat;
  state.drew_from_pool = drew;
  ++state.decision;
  const Millis clock = state.settings.turn_clock;
  state.decision_deadline = clock > 0 ? now + clock : 0;
  tell(out, Audience::everyone(), TurnStarted{seat, state.decision, state.decision_deadline, drew});
  if (clock > 0) {
    out.effects.emplace_back(
        kernel::StartTimer{kernel::TimerKind::turn_clock, state.decision, now + clock});
  } else {
    out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
  }
}

void deal_round(State& state, Millis now, Outcome& out) {
  const int seats = state.settings.seats;
  ++state.round;
  state.turns_this_round = 0;
  state.dropped.clear();
  state.last_drop.reset();
  state.just_drawn.reset();
  state.finishes.clear();
  for (auto& player : state.players) {
    player.concealed.clear();
    player.exposed.clear();
    player.finished = false;
  }
  if (state.staged) {
    const StagedDeal& staged = *state.staged;
    state.first_player = staged.first_player;
    for (int s = 0; s < seats; ++s) {
      state.players[s].concealed = staged.concealed[s];
      state.players[s].exposed = staged.exposed[s];
    }
    state.pool = staged.pool;
    state.staged.reset();
  } else {
    std::array<TileId, kTileCount> tiles{};
    for (int id = 0; id < kTileCount; ++id) tiles[id] = TileId(id);
    kernel::shuffle(std::span<TileId>(tiles), state.rng);
    // 13 each, starting with the first player; the rest is the pool, drawn from the back.
    std::size_t next = 0;
    for (int k = 0; k < seats; ++k) {
      Hand& hand = state.players[(kernel::index(state.first_player) + k) % seats].concealed;
      hand.assign(tiles.begin() + static_cast<std::ptrdiff_t>(next),
                  tiles.begin() + static_cast<std::ptrdiff_t>(next + 13));
      std::sort(hand.begin(), hand.end());
      next += 13;
    }
    state.pool.assign(tiles.rbegin(), tiles.rend() - static_cast<std::ptrdiff_t>(next));
  }
  tell(out, Audience::everyone(),
       RoundStarted{state.round, state.first_player, static_cast<int>(state.pool.size())});
  for (int s = 0; s < seats; ++s) {
    tell(out, Audience::only(seat_at(s)), HandDealt{seat_at(s), state.players[s].concealed});
  }
  draw_for(state, state.first_player, now, out);
}

void draw_for(State& state, Seat seat, Millis now, Outcome& out) {
  if (state.pool.empty()) {
    end_round(state, RoundEnd::pool_empty, now, out);
    return;
  }
  if (state.turns_this_round >= state.settings.turn_cap) {
    end_round(state, RoundEnd::turn_cap, now, out);
    return;
  }
  ++state.turns_this_round;
  const TileId tile = state.pool.back();
  state.pool.pop_back();
  player_at(state, seat).concealed.insert_sorted(tile);
  state.just_drawn = tile;
  const int left = static_cast<int>(state.pool.size());
  tell(out, Audience::only(seat), TileDrawn{seat, tile, left});
  tell(out, Audience::all_but(seat), TileDrawn{seat, std::nullopt, left});
  start_decision(state, seat, true, now, out);
}

void play_on_after(State& state, Seat seat, Millis now, Outcome& out) {
  if (unfinished(state).size() <= 1) {
    end_round(state, RoundEnd::one_left, now, out);
    return;
  }
  draw_for(state, next_unfinished(state, seat), now, out);
}

}  // namespace rules
}  // namespace jongtable::gimme
