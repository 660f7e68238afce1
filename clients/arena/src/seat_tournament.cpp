#include "seat_tournament.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
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

// The --players flag that seats a replay as the tournament did (none for basic bots).
[[nodiscard]] std::string players_flag(const ArenaOptions& options) {
  if (!players_named(options)) return "";
  std::string list;
  for (const auto strength : options.players) {
    list += list.empty() ? " --players " : ",";
    list += bots::name(strength);
  }
  return list;
}

// Each player of a mixed table, then each strength: wins wherever it sat, and its calls
// (the share of the calls on offer it took, and calls per game).
void print_player_rows(std::ostream& out, const SeatTournamentResult& result) {
  const auto basic = [](const EntryTally& p) { return p.strength == bots::Strength::basic; };
  if (std::all_of(result.players.begin(), result.players.end(), basic)) return;
  const double games = result.games ? static_cast<double>(result.games) : 1.0;
  const auto row = [&](const std::string& label, long won, long seats_played, long score,
                       const CallCount& calls) {
    const Interval ci = wilson_interval(won, result.games);
    const double share =
        calls.chances ? static_cast<double>(calls.taken) / static_cast<double>(calls.chances) : 0.0;
    const double per_seat = seats_played ? 1.0 / static_cast<double>(seats_played) : 0.0;
    out << format("%-16s %9ld %8.1f%%  [%5.1f%%, %5.1f%%] %9.2f %6ld/%-7ld %5.1f%% %8.2f\n",
                  label.c_str(), won, 100.0 * static_cast<double>(won) / games, 100 * ci.low,
                  100 * ci.high, static_cast<double>(score) * per_seat, calls.taken, calls.chances,
                  100 * share, static_cast<double>(calls.taken) * per_seat);
  };
  out << "player           games won  win rate  95% CI (Wilson) avg score calls/offered share "
         "calls/game\n";
  std::map<bots::Strength, EntryTally> by_strength;
  std::map<bots::Strength, long> seats_of;
  for (std::size_t i = 0; i < result.players.size(); ++i) {
    const EntryTally& p = result.players[i];
    row(format("P%zu %s", i + 1, std::string(bots::name(p.strength)).c_str()), p.games_won,
        result.games, p.score, p.calls);
    EntryTally& sum = by_strength[p.strength];
    sum.games_won += p.games_won;
    sum.score += p.score;
    sum.calls.chances += p.calls.chances;
    sum.calls.taken += p.calls.taken;
    seats_of[p.strength] += result.games;
  }
  if (by_strength.size() < 2) return;
  out << "by strength (win rate: games won by any player of that strength)\n";
  for (const auto& [strength, sum] : by_strength)
    row(std::string(bots::name(strength)) + " (all)", sum.games_won, seats_of[strength], sum.score,
        sum.calls);
}

}  // namespace

bool players_named(const ArenaOptions& options) {
  return static_cast<int>(options.players.size()) == options.seats;
}

std::vector<bots::Strength> seated_strengths(const ArenaOptions& options, std::uint64_t seed) {
  if (!players_named(options))
    return std::vector<bots::Strength>(static_cast<std::size_t>(options.seats),
                                       bots::Strength::basic);
  std::vector<bots::Strength> seated;
  for (const int player : seating(options, seed))
    seated.push_back(options.players[static_cast<std::size_t>(player)]);
  return seated;
}

SeatTournamentResult run_seat_tournament(const ArenaOptions& options,
                                         const std::function<void(int)>& progress) {
  std::vector<SeatGame> games(static_cast<std::size_t>(options.games));
  const Timing timing = play_in_parallel(
      options.games, options.threads,
      [&](int g) {
        const std::uint64_t seed = game_seed(options, g);
        games[static_cast<std::size_t>(g)] =
            play_seated_game(options.ruleset, seated_strengths(options, seed), seed);
      },
      progress);

  SeatTournamentResult total;
  total.seconds = timing.seconds;
  total.cpu_seconds = timing.cpu_seconds;
  total.threads = timing.threads;
  total.seats.resize(static_cast<std::size_t>(options.seats));
  if (players_named(options))
    for (const auto strength : options.players) total.players.push_back({strength});
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
    if (total.players.empty()) continue;
    const auto sat = seating(options, game.seed);
    for (std::size_t s = 0; s < sat.size() && s < game.scores.size(); ++s) {
      EntryTally& player = total.players[static_cast<std::size_t>(sat[s])];
      player.score += game.scores[s];
      if (game.winners[s]) ++player.games_won;
      if (s < game.calls.size()) {
        player.calls.chances += game.calls[s].chances;
        player.calls.taken += game.calls[s].taken;
      }
    }
  }
  return total;
}

void print_seat_report(std::ostream& out, const ArenaOptions& options,
                       const SeatTournamentResult& result) {
  const std::string game(name(options.ruleset));
  const bool all_basic =
      std::all_of(options.players.begin(), options.players.end(),
                  [](bots::Strength strength) { return strength == bots::Strength::basic; });
  const std::string who = !players_named(options) || all_basic
                              ? std::string("basic bots")
                              : "players" + players_flag(options).substr(10) + " (rotated by seed)";
  out << format("jongtable-arena: %s, %ld games, %d seats, %s, seeds %llu..%llu\n", game.c_str(),
                result.games, options.seats, who.c_str(),
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
  print_player_rows(out, result);
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
      "replay game g (0-based): jongtable-arena --ruleset %s --seats %d%s --replay <%llu+g>\n",
      game.c_str(), options.seats, players_flag(options).c_str(),
      static_cast<unsigned long long>(options.seed));
}

void print_seat_replay(std::ostream& out, const ArenaOptions& options, const SeatGame& game) {
  const auto seated = seated_strengths(options, game.seed);
  out << format("%s game from seed %llu, %d seats: %d rounds%s\n",
                std::string(name(options.ruleset)).c_str(),
                static_cast<unsigned long long>(game.seed), options.seats, game.rounds,
                game.finished ? "" : " (did not finish)");
  for (std::size_t s = 0; s < game.scores.size(); ++s)
    out << format("seat %zu: %s %d%s%s\n", s, score_word(options.ruleset), game.scores[s],
                  game.winners[s] ? "  winner" : "",
                  seated[s] == bots::Strength::basic
                      ? ""
                      : ("  (" + std::string(bots::name(seated[s])) + ")").c_str());
  out << format("final state hash %016llx\n",
                static_cast<unsigned long long>(game.final_state_hash));
}

}  // namespace jongtable::arena
