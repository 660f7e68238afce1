// The end of a hand and of the game: "Scoring" and "Seats and winds" in docs/rules/chinese.md.
// Every player's hand is scored (the winner's with bonuses and all doubles, the losers'
// complete sets with the Dragon and own-Wind doubles), then settled: each loser pays the
// winner, then the losers settle their differences, East paying and collecting double.
#include <algorithm>
#include <memory>

#include "rules.hpp"

namespace jongtable::chinese::rules {
namespace {

GameResult standings(const State& state) {
  GameResult result;
  const int seats = state.settings.seats;
  int most = state.players[0].score;
  for (int s = 0; s < seats; ++s) {
    result.standings.push_back(seat_at(s));
    result.scores[s] = state.players[s].score;
    most = std::max(most, state.players[s].score);
  }
  std::stable_sort(result.standings.begin(), result.standings.end(), [&](Seat a, Seat b) {
    return player_at(state, a).score > player_at(state, b).score;
  });
  for (int s = 0; s < seats; ++s) {
    if (state.players[s].score == most) result.winners.insert(seat_at(s));
  }
  return result;
}

std::shared_ptr<HandResult> start_result(const State& state) {
  auto result = std::make_shared<HandResult>();
  result->hand = state.hand;
  result->east = state.east;
  for (int s = 0; s < state.settings.seats; ++s) {
    result->concealed[s] = state.players[s].concealed;
    result->exposed[s] = state.players[s].exposed;
  }
  return result;
}

void finish_hand(State& state, std::shared_ptr<HandResult> result, Millis now, Outcome& out) {
  const int seats = state.settings.seats;
  for (int s = 0; s < seats; ++s) {
    state.players[s].score += result->net[s];
    result->scores_after[s] = state.players[s].score;
  }
  state.history.push_back(*result);
  state.just_drawn.reset();
  state.decision_deadline = 0;
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::claim_window});
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
  tell(out, Audience::everyone(), HandEnded{std::move(result)});
  if (state.hand >= hands_in_game(state.settings)) {
    state.phase = Phase::game_over;
    state.result = standings(state);
    tell(out, Audience::everyone(), GameEnded{*state.result});
    return;
  }
  state.phase = Phase::hand_over;
  out.effects.emplace_back(kernel::StartTimer{kernel::TimerKind::next_round,
                                              static_cast<std::uint32_t>(state.hand),
                                              now + state.settings.between_hands});
}

}  // namespace

void win(State& state, Seat seat, bool by_call, bool by_turn_clock, Millis now, Outcome& out) {
  const int seats = state.settings.seats;
  const Player& winner = player_at(state, seat);
  tell(out, Audience::everyone(), MahJonggDeclared{seat, winner.concealed, by_call, by_turn_clock});
  auto result = start_result(state);
  result->ended_by = HandEnd::mah_jongg;
  result->winner = seat;
  std::array<int, kMaxPlayers> totals{};
  for (int s = 0; s < seats; ++s) {
    const Player& player = state.players[s];
    const Kind own = own_wind_kind(wind_of(state, seat_at(s)));
    const KindCounts counts = count_kinds(player.concealed);
    const auto groups = exposed_groups(player);
    if (seat_at(s) == seat) {
      WinContext context;
      context.drew_last_card = state.drew && !by_call;
      context.flowers = static_cast<int>(player.flowers.size());
      int flowers = 0, seasons = 0;
      for (CardId card : player.flowers) (is_season(face_of(card)) ? seasons : flowers)++;
      context.all_four_flowers = flowers == 4;
      context.all_four_seasons = seasons == 4;
      // The caller of win() checked the hand; a failure here would be an engine bug.
      result->scores[s] = score_winner(counts, groups, own, seats, context).value_or(HandScore{});
    } else {
      result->scores[s] = score_loser(counts, groups, own, seats);
    }
    totals[s] = result->scores[s].total;
  }
  result->payments = settle(seats, seat, state.east, totals, state.settings.limit);
  for (int a = 0; a < seats; ++a) {
    for (int b = 0; b < seats; ++b) {
      result->net[a] -= result->payments[a][b];
      result->net[b] += result->payments[a][b];
    }
  }
  finish_hand(state, std::move(result), now, out);
}

void void_hand(State& state, Millis now, Outcome& out) {
  auto result = start_result(state);
  result->ended_by = HandEnd::wall_exhausted;
  finish_hand(state, std::move(result), now, out);
}

void begin_next_hand(State& state, Millis now, Outcome& out) {
  // East moves one seat to the right every hand, whoever won.
  state.east = kernel::seat_after(state.east, state.settings.seats);
  deal_hand(state, now, out);
}

}  // namespace jongtable::chinese::rules
