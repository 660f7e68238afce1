#include "seat_tournament.hpp"

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <string>

#include "parallel.hpp"
#include "tournament.hpp"
#include "wilson.hpp"

namespace jongtable::arena {
namespace {

[[nodiscard]] std::string format(const char* pattern, auto... values) {
  char line[256];
  std::snprintf(line, sizeof line, pattern, values...);
  return line;
}

// What the game's score is called, for the report's heading.
[[nodiscard]] const char* score_word(Ruleset ruleset) {
  switch (ruleset) {
    case Ruleset::gimme:
      return "points";
    case Ruleset::boba:
      return "points";
    default:
      return "score";
  }
}

}  // namespace

SeatTournamentResult run_seat_tournament(const ArenaOptions& options,
                                         const std::function<void(int)>& progress) {
  std::vector<SeatGame> games(static_cast<std::size_t>(options.games));
  const Timing timing = play_in_parallel(
      options.games, options.threads,
      [&](int g) {
        games[static_cast<std::size_t>(g)] =
            play_basic_game(options.ruleset, options.seats, game_seed(options, g));
      },
      progress);

  SeatTournamentResult total;
  total.seconds = timing.seconds;
  total.cpu_seconds = timing.cpu_seconds;
  total.threads = timing.threads;
  total.seats.resize(static_cast<std::size_t>(options.seats));
  for (const SeatGame& game : games) {
    ++total.games;
    total.rounds += game.rounds;
    total.unfinished += game.finished ? 0 : 1;
    total.refused_intents += game.refused_intents;
    const auto winners = std::count(game.winners.begin(), game.winners.end(), true);
    if (winners > 1) ++total.shared_games;
    for (std::size_t s = 0; s < total.seats.size() && s < game.scores.size(); ++s) {
      SeatTally& seat = total.seats[s];
      seat.score += game.scores[s];
      if (game.winners[s]) {
        ++seat.games_won;
        if (winners > 1) ++seat.shared_wins;
      }
    }
  }
  return total;
}

void print_seat_report(std::ostream& out, const ArenaOptions& options,
                       const SeatTournamentResult& result) {
  const std::string game(name(options.ruleset));
  out << format("jongtable-arena: %s, %ld games, %d seats, basic bots, seeds %llu..%llu\n",
                game.c_str(), result.games, options.seats,
                static_cast<unsigned long long>(options.seed),
                static_cast<unsigned long long>(options.seed + result.games - 1));
  out << format("seat   games won  win rate  95%% CI (Wilson)  shared  avg %s\n",
                score_word(options.ruleset));
  for (std::size_t s = 0; s < result.seats.size(); ++s) {
    const SeatTally& seat = result.seats[s];
    const Interval ci = wilson_interval(seat.games_won, result.games);
    const double games = result.games ? static_cast<double>(result.games) : 1.0;
    out << format("seat %zu %10ld %8.1f%%  [%5.1f%%, %5.1f%%] %7ld %9.2f\n", s, seat.games_won,
                  100.0 * static_cast<double>(seat.games_won) / games, 100 * ci.low, 100 * ci.high,
                  seat.shared_wins, static_cast<double>(seat.score) / games);
  }
  // A shared win counts for each sharer, so the seats' rates add up to more than 100%:
  // a fair seat gets its equal part of all the wins counted.
  long all_wins = 0;
  for (const SeatTally& seat : result.seats) all_wins += seat.games_won;
  const double games_played = result.games ? static_cast<double>(result.games) : 1.0;
  out << format(
      "fair share %.1f%% a seat (all wins counted / seats; 1/seats = %.1f%%); %ld games had a "
      "shared win (each sharer counts it)\n",
      100.0 * static_cast<double>(all_wins) / (games_played * options.seats), 100.0 / options.seats,
      result.shared_games);
  const double per_core =
      result.cpu_seconds > 0 ? static_cast<double>(result.rounds) / result.cpu_seconds : 0.0;
  const double per_second =
      result.seconds > 0 ? static_cast<double>(result.rounds) / result.seconds : 0.0;
  const double games_per_core =
      result.cpu_seconds > 0 ? static_cast<double>(result.games) / result.cpu_seconds : 0.0;
  out << format(
      "rounds: %ld in %.2f s: %.0f rounds/s, %.0f rounds/s per core, %.0f games/s per core "
      "(%u threads, %.2f CPU s)\n",
      result.rounds, result.seconds, per_second, per_core, games_per_core, result.threads,
      result.cpu_seconds);
  if (result.unfinished || result.refused_intents)
    out << format("WARNING: %ld unfinished games, %ld refused bot intents\n", result.unfinished,
                  result.refused_intents);
  out << format(
      "replay game g (0-based): jongtable-arena --ruleset %s --seats %d --replay <%llu+g>\n",
      game.c_str(), options.seats, static_cast<unsigned long long>(options.seed));
}

void print_seat_replay(std::ostream& out, const ArenaOptions& options, const SeatGame& game) {
  out << format("%s game from seed %llu, %d seats, basic bots: %d rounds%s\n",
                std::string(name(options.ruleset)).c_str(),
                static_cast<unsigned long long>(game.seed), options.seats, game.rounds,
                game.finished ? "" : " (did not finish)");
  for (std::size_t s = 0; s < game.scores.size(); ++s)
    out << format("seat %zu: %s %d%s\n", s, score_word(options.ruleset), game.scores[s],
                  game.winners[s] ? "  winner" : "");
  out << format("final state hash %016llx\n",
                static_cast<unsigned long long>(game.final_state_hash));
}

}  // namespace jongtable::arena
