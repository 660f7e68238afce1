#include "game_end.hpp"

#include <memory>

#include "rules.hpp"

namespace jongtable::boba::rules {

GameResult decide_result(const std::array<Player, kSeats>& players) {
  GameResult result;
  for (int s = 0; s < kSeats; ++s) {
    const auto& cards = players[s].score_cards;
    result.players[s] = {best_score(cards), all_cards_score(cards), static_cast<int>(cards.size())};
  }
  const PlayerResult& a = result.players[0];
  const PlayerResult& b = result.players[1];
  // Each tie-break as (seat 0's figure, seat 1's figure, whether more is better).
  struct Step {
    int first;
    int second;
    bool more_wins;
    DecidedBy by;
  };
  const Step steps[] = {
      {a.best.total(), b.best.total(), true, DecidedBy::points},
      {a.all_cards.total(), b.all_cards.total(), true, DecidedBy::all_score_cards},
      {a.score_cards, b.score_cards, false, DecidedBy::fewer_score_cards},
  };
  for (const Step& step : steps) {
    if (step.first == step.second) continue;
    const bool first_wins = (step.first > step.second) == step.more_wins;
    result.winner = Seat(static_cast<std::uint8_t>(first_wins ? 0 : 1));
    result.decided_by = step.by;
    return result;
  }
  result.decided_by = DecidedBy::shared;
  return result;
}

void end_game(State& state, Outcome& out) {
  state.result = decide_result(state.players);
  state.phase = Phase::game_over;
  state.decision_deadline = 0;
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
  tell(out, kernel::Audience::everyone(),
       GameEnded{std::make_shared<const GameResult>(*state.result)});
}

}  // namespace jongtable::boba::rules
