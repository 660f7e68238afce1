// Dealing, turns and draws: "Setup" and "A turn" in docs/rules/pairs.md.
#include <array>
#include <span>

#include "rules.hpp"

namespace jongtable::pairs {

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

void deal_round(State& state, Millis now, Outcome& out) {
  const int seats = state.settings.seats;
  ++state.round;
  state.discards.clear();
  state.set_aside.clear();
  state.winner.reset();
  for (auto& player : state.players) player.hand.clear();
  if (state.staged) {
    StagedDeal& staged = *state.staged;
    state.dealer = staged.dealer;
    for (int s = 0; s < seats; ++s) state.players[s].hand = std::move(staged.hands[s]);
    state.pile = std::move(staged.pile);
    state.set_aside = std::move(staged.set_aside);
    state.staged.reset();
  } else {
    std::array<CardId, kDeckSize> cards{};
    for (int id = 0; id < kDeckSize; ++id) cards[id] = CardId(static_cast<std::uint8_t>(id));
    kernel::shuffle(std::span<CardId>(cards), state.rng);
    // Five each from the top, the dealer first; the rest is the pile, drawn from the back.
    std::size_t next = 0;
    for (int k = 0; k < seats; ++k) {
      auto& hand = state.players[(kernel::index(state.dealer) + k) % seats].hand;
      hand.assign(cards.begin() + static_cast<std::ptrdiff_t>(next),
                  cards.begin() + static_cast<std::ptrdiff_t>(next + kHandSize));
      next += kHandSize;
    }
    state.pile.assign(cards.rbegin(), cards.rend() - static_cast<std::ptrdiff_t>(next));
  }
  tell(out, Audience::everyone(),
       RoundStarted{state.round, state.dealer, static_cast<int>(state.pile.size())});
  for (int s = 0; s < seats; ++s) {
    tell(out, Audience::only(seat_at(s)), HandDealt{seat_at(s), state.players[s].hand});
  }
  start_turn(state, state.dealer, now, out);
}

void start_turn(State& state, Seat seat, Millis now, Outcome& out) {
  state.current = seat;
  if (state.pile.empty()) {
    end_round(state, std::nullopt, now, out);  // nobody won: a draw game
    return;
  }
  state.phase = Phase::drawing;
  ++state.decision;
  // One clock for the whole turn, draw and discard alike.
  const Millis clock = state.settings.turn_clock;
  state.decision_deadline = clock > 0 ? now + clock : 0;
  tell(out, Audience::everyone(), TurnStarted{seat, state.decision, state.decision_deadline});
  if (clock > 0) {
    out.effects.emplace_back(
        kernel::StartTimer{kernel::TimerKind::turn_clock, state.decision, now + clock});
  }
}

void draw_card(State& state, Seat seat, bool by_turn_clock, Outcome& out) {
  const CardId card = state.pile.back();
  state.pile.pop_back();
  player_at(state, seat).hand.push_back(card);
  state.phase = Phase::discarding;
  const int left = static_cast<int>(state.pile.size());
  tell(out, Audience::only(seat), CardDrawn{seat, card, left, by_turn_clock});
  tell(out, Audience::all_but(seat), CardDrawn{seat, std::nullopt, left, by_turn_clock});
}

}  // namespace rules
}  // namespace jongtable::pairs
