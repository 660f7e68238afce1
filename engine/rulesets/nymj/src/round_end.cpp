// The end of a round and of the game: "Winning and tokens" and "The end of a game".
#include <algorithm>

#include "rules.hpp"

namespace jongtable::nymj::rules {
namespace {

int regular_rounds_played(const Table& table) {
  return static_cast<int>(std::count_if(table.history.begin(), table.history.end(),
                                        [](const RoundResult& r) { return !r.tiebreaker; }));
}

// The seats holding the most tokens.
SeatSet leaders(const Table& table) {
  int most = 0;
  for (const auto& p : table.players) most = std::max(most, p.tokens);
  SeatSet set;
  for (int s = 0; s < static_cast<int>(table.players.size()); ++s) {
    if (table.players[s].tokens == most) set.insert(Seat(s));
  }
  return set;
}

int tiebreakers_played(const Table& table) {
  return static_cast<int>(std::count_if(table.history.begin(), table.history.end(),
                                        [](const RoundResult& r) { return r.tiebreaker; }));
}

bool game_should_end(const Table& table) {
  const bool someone_broke = std::any_of(table.players.begin(), table.players.end(),
                                         [](const Player& p) { return p.tokens == 0; });
  return someone_broke || regular_rounds_played(table) >= rounds_in_game(table.settings);
}

GameResult standings(const Table& table) {
  GameResult result;
  for (int s = 0; s < static_cast<int>(table.players.size()); ++s) {
    result.standings.push_back(Seat(s));
  }
  std::stable_sort(result.standings.begin(), result.standings.end(), [&](Seat a, Seat b) {
    return table.players[index(a)].tokens > table.players[index(b)].tokens;
  });
  result.winner = result.standings.front();
  return result;
}

// "The end of a game", our online ruling: tiebreakers stop after kMaxTiebreakers (void
// rounds settle nothing, so without a bound a game could go on for ever) and the
// players still tied share the win.
GameResult shared_standings(const Table& table, SeatSet tied) {
  GameResult result = standings(table);
  for (const Seat seat : result.standings) {
    if (tied.contains(seat)) result.shared_by.push_back(seat);
  }
  return result;
}

void finish_round(Table& table, RoundResult result, Millis now, Outcome& out) {
  const int seats = static_cast<int>(table.players.size());
  for (int s = 0; s < seats; ++s) {
    table.players[s].tokens += result.token_change[s];
    result.tokens_after[s] = table.players[s].tokens;
    result.concealed[s] = table.players[s].concealed;
    std::sort(result.concealed[s].begin(), result.concealed[s].end());
    result.exposed[s] = table.players[s].exposed;
  }
  table.history.push_back(result);
  table.just_drawn.reset();
  table.stolen_card.reset();
  table.decision_deadline = 0;
  out.effects.emplace_back(CancelTimer{TimerKind::claim_window});
  out.effects.emplace_back(CancelTimer{TimerKind::turn_clock});
  tell(out, Audience::everyone(),
       RoundEnded{std::make_shared<const RoundResult>(std::move(result))});

  if (game_should_end(table)) {
    const SeatSet tied = leaders(table);
    const bool tiebreakers_done = tiebreakers_played(table) >= kMaxTiebreakers;
    if (tied.size() == 1 || tiebreakers_done) {
      table.phase = Phase::game_over;
      table.result = tied.size() == 1 ? standings(table) : shared_standings(table, tied);
      tell(out, Audience::everyone(), GameEnded{*table.result});
      return;
    }
    tell(out, Audience::everyone(), TiebreakerCalled{tied});
  }
  table.phase = Phase::round_over;
  out.effects.emplace_back(StartTimer{TimerKind::next_round,
                                      static_cast<std::uint32_t>(table.round),
                                      now + table.settings.between_rounds});
}

}  // namespace

void end_round_with_win(Table& table, Seat winner, WinMethod method, Millis now, Outcome& out) {
  RoundResult result;
  result.round = table.round;
  result.tiebreaker = table.tiebreaker;
  result.winner = winner;
  result.method = method;
  result.dealt_in = table.dealt_in;
  result.token_change = payments(table, winner, method);
  finish_round(table, std::move(result), now, out);
}

void end_round_void(Table& table, Millis now, Outcome& out) {
  RoundResult result;
  result.round = table.round;
  result.tiebreaker = table.tiebreaker;
  result.void_round = true;
  result.dealt_in = table.dealt_in;
  finish_round(table, std::move(result), now, out);
}

void begin_next_round(Table& table, Millis now, Outcome& out) {
  // Ma passes one seat on every round, whoever won; a tiebreaker is dealt to the
  // tied players alone, Ma passing to the next of them.
  const int seats = static_cast<int>(table.players.size());
  table.tiebreaker = game_should_end(table);
  table.dealt_in = table.tiebreaker ? leaders(table) : SeatSet::first(seats);
  table.ma = next_dealt_in(table, table.ma);
  deal_round(table, now, out);
}

}  // namespace jongtable::nymj::rules
