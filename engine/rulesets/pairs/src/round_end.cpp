// Winning, and the end of a round and of the game: "End" and "Scoring" in
// docs/rules/pairs.md.
#include <algorithm>
#include <memory>

#include "rules.hpp"

namespace jongtable::pairs::rules {
namespace {

GameResult standings(const State& state) {
  GameResult result;
  const int seats = state.settings.seats;
  int most = 0;
  for (int s = 0; s < seats; ++s) {
    result.standings.push_back(seat_at(s));
    result.points[s] = state.players[s].points;
    most = std::max(most, state.players[s].points);
  }
  std::stable_sort(result.standings.begin(), result.standings.end(), [&](Seat a, Seat b) {
    return player_at(state, a).points > player_at(state, b).points;
  });
  // A tie for most points is a shared win.
  for (int s = 0; s < seats; ++s) {
    if (state.players[s].points == most) result.winners.insert(seat_at(s));
  }
  return result;
}

}  // namespace

void win(State& state, Seat seat, std::optional<Seat> claimed_from, Millis now, Outcome& out) {
  Player& player = player_at(state, seat);
  ++player.points;
  state.winner = seat;
  tell(out, Audience::everyone(), WinDeclared{seat, player.hand, claimed_from});
  end_round(state, claimed_from, now, out);
}

void end_round(State& state, std::optional<Seat> claimed_from, Millis now, Outcome& out) {
  auto result = std::make_shared<RoundResult>();
  result->round = state.round;
  result->dealer = state.dealer;
  result->winner = state.winner;
  result->claimed_from = claimed_from;
  if (state.winner) result->winning_hand = player_at(state, *state.winner).hand;
  for (int s = 0; s < state.settings.seats; ++s) {
    result->points_after[s] = state.players[s].points;
  }
  state.decision_deadline = 0;
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::claim_window});
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
  state.history.push_back(*result);
  tell(out, Audience::everyone(), RoundEnded{std::move(result)});
  if (state.round >= state.settings.rounds) {
    state.phase = Phase::game_over;
    state.result = standings(state);
    tell(out, Audience::everyone(), GameEnded{*state.result});
    return;
  }
  state.phase = Phase::round_over;
  out.effects.emplace_back(kernel::StartTimer{kernel::TimerKind::next_round,
                                              static_cast<std::uint32_t>(state.round),
                                              now + state.settings.between_rounds});
}

void begin_next_round(State& state, Millis now, Outcome& out) {
  // The deal passes to the next seat, whoever won.
  state.dealer = kernel::seat_after(state.dealer, state.settings.seats);
  deal_round(state, now, out);
}

}  // namespace jongtable::pairs::rules
