// Finishing, scoring, and the end of a round and of the game: "Finishing, and the end
// of a round" and "Scoring" in docs/rules/gimme.md.
#include <algorithm>
#include <memory>

#include "rules.hpp"

namespace jongtable::gimme::rules {
namespace {

GameResult standings(const State& state) {
  GameResult result;
  const int seats = state.settings.seats;
  int most = 0;
  for (int s = 0; s < seats; ++s) {
    result.standings.push_back(seat_at(s));
    result.scores[s] = state.players[s].score;
    most = std::max(most, state.players[s].score);
  }
  std::stable_sort(result.standings.begin(), result.standings.end(), [&](Seat a, Seat b) {
    return player_at(state, a).score > player_at(state, b).score;
  });
  // A tie for most points is a shared win: the book has no tiebreaker.
  for (int s = 0; s < seats; ++s) {
    if (state.players[s].score == most) result.winners.insert(seat_at(s));
  }
  return result;
}

}  // namespace

Score score_hand(const State& state, const Player& player, bool first) {
  // Look at every natural tile, exposed and concealed; Jokers are set aside for the
  // suit and parity bonuses and only matter for "no Jokers".
  bool jokers = false;
  int suits = 0;     // bit per suit seen
  int parities = 0;  // bit 0 odd seen, bit 1 even seen
  auto look = [&](TileId tile) {
    const Face face = face_of(tile);
    if (is_joker(face)) {
      jokers = true;
      return;
    }
    suits |= 1 << static_cast<int>(suit_of(face));
    parities |= rank_of(face) % 2 == 0 ? 2 : 1;
  };
  for (TileId tile : player.concealed) look(tile);
  for (const GimmeSet& set : player.exposed) {
    for (TileId tile : set.tiles) look(tile);
  }
  Score score;
  score.points = 1;
  if (state.settings.bonuses) {
    score.first = first;
    score.one_suit = suits == 1 || suits == 2 || suits == 4;
    score.no_jokers = !jokers;
    score.even_or_odd = parities == 1 || parities == 2;
    score.points += score.first + score.one_suit + score.no_jokers + score.even_or_odd;
  }
  return score;
}

void finish(State& state, Seat seat, bool by_turn_clock, Millis /*now*/, Outcome& out) {
  Player& player = player_at(state, seat);
  const Score score = score_hand(state, player, state.finishes.empty());
  player.finished = true;
  player.score += score.points;
  state.finishes.push_back({seat, score});
  state.just_drawn.reset();
  state.decision_deadline = 0;
  tell(out, Audience::everyone(), MahjongDeclared{seat, player.concealed, score, by_turn_clock});
}

void end_round(State& state, RoundEnd why, Millis now, Outcome& out) {
  const int seats = state.settings.seats;
  auto result = std::make_shared<RoundResult>();
  result->round = state.round;
  result->first_player = state.first_player;
  result->ended_by = why;
  result->finishes = state.finishes;
  for (const Finish& finish : state.finishes) {
    result->points[static_cast<std::size_t>(kernel::index(finish.seat))] = finish.score.points;
  }
  for (int s = 0; s < seats; ++s) {
    result->scores_after[s] = state.players[s].score;
    result->concealed[s] = state.players[s].concealed;
    result->exposed[s] = state.players[s].exposed;
  }
  state.history.push_back(*result);
  state.just_drawn.reset();
  state.decision_deadline = 0;
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::claim_window});
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
  tell(out, Audience::everyone(), RoundEnded{std::move(result)});
  if (state.round >= rounds_in_game(state.settings)) {
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
  // The seat after the previous round's first player goes first, whoever finished.
  state.first_player = kernel::seat_after(state.first_player, state.settings.seats);
  deal_round(state, now, out);
}

}  // namespace jongtable::gimme::rules
