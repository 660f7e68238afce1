#include "report.hpp"

#include <cstdio>
#include <map>
#include <ostream>
#include <string>

#include "wilson.hpp"

namespace jongtable::arena {
namespace {

[[nodiscard]] std::string format(const char* pattern, auto... values) {
  char line[256];
  std::snprintf(line, sizeof line, pattern, values...);
  return line;
}

[[nodiscard]] std::string players_list(const ArenaOptions& options) {
  std::string list;
  for (const auto strength : options.players) {
    if (!list.empty()) list += ',';
    list += bots::name(strength);
  }
  return list;
}

void print_row(std::ostream& out, const std::string& label, long won, long games, long seats_played,
               long tokens, long rounds_won, long steals, const CallCount& calls) {
  const Interval ci = wilson_interval(won, games);
  const double rate = games ? static_cast<double>(won) / static_cast<double>(games) : 0.0;
  const double per_seat = seats_played ? 1.0 / static_cast<double>(seats_played) : 0.0;
  // Of the windows where a STEAL! would have been valid, the share it stole in.
  const double share =
      calls.chances ? static_cast<double>(calls.taken) / static_cast<double>(calls.chances) : 0.0;
  out << format("%-14s %6ld %7.1f%%  [%5.1f%%, %5.1f%%] %10.2f %10ld %9.2f %10.1f%%\n",
                label.c_str(), won, 100 * rate, 100 * ci.low, 100 * ci.high,
                static_cast<double>(tokens) * per_seat, rounds_won,
                static_cast<double>(steals) * per_seat, 100 * share);
}

}  // namespace

void print_report(std::ostream& out, const ArenaOptions& options, const TournamentResult& result) {
  const auto seats = options.players.size();
  out << format("jongtable-arena: %ld games, %zu seats, players %s%s, seeds %llu..%llu\n",
                result.games, seats, players_list(options).c_str(),
                options.rotate ? " (rotated by seed)" : "",
                static_cast<unsigned long long>(options.seed),
                static_cast<unsigned long long>(options.seed + result.games - 1));
  out << "player         games won  win rate  95% CI (Wilson)  avg tokens rounds won steals/game "
         "call share\n";
  std::map<bots::Strength, PlayerTally> by_strength;
  std::map<bots::Strength, long> seats_of;
  for (std::size_t i = 0; i < result.players.size(); ++i) {
    const PlayerTally& p = result.players[i];
    print_row(out, format("P%zu %s", i + 1, std::string(bots::name(p.strength)).c_str()),
              p.games_won, result.games, result.games, p.final_tokens, p.rounds_won, p.steals,
              p.calls);
    PlayerTally& sum = by_strength[p.strength];
    sum.games_won += p.games_won;
    sum.final_tokens += p.final_tokens;
    sum.rounds_won += p.rounds_won;
    sum.steals += p.steals;
    sum.calls.chances += p.calls.chances;
    sum.calls.taken += p.calls.taken;
    seats_of[p.strength] += result.games;
  }
  if (by_strength.size() > 1) {
    out << "by strength (win rate: games won by any player of that strength)\n";
    for (const auto& [strength, sum] : by_strength)
      print_row(out, std::string(bots::name(strength)) + " (all)", sum.games_won, result.games,
                seats_of[strength], sum.final_tokens, sum.rounds_won, sum.steals, sum.calls);
  }
  const double rounds_per_second =
      result.seconds > 0 ? static_cast<double>(result.rounds) / result.seconds : 0.0;
  // Per core from the workers' CPU time: on a shared machine the wall clock also counts
  // the time other programs had the cores.
  const double per_core =
      result.cpu_seconds > 0 ? static_cast<double>(result.rounds) / result.cpu_seconds : 0.0;
  out << format(
      "rounds: %ld (%ld void) in %.2f s: %.0f rounds/s, %.0f rounds/s per core "
      "(%u threads, %.2f CPU s)\n",
      result.rounds, result.void_rounds, result.seconds, rounds_per_second, per_core,
      result.threads, result.cpu_seconds);
  if (result.unfinished || result.refused_intents || result.mistaken_steals)
    out << format("WARNING: %ld unfinished games, %ld refused bot intents, %ld mistaken steals\n",
                  result.unfinished, result.refused_intents, result.mistaken_steals);
  out << format("replay game g (0-based): jongtable-arena --players %s%s --replay <%llu+g>\n",
                players_list(options).c_str(), options.rotate ? "" : " --no-rotate",
                static_cast<unsigned long long>(options.seed));
}

void print_replay(std::ostream& out, const ArenaOptions& options, const bots::MatchResult& game) {
  const auto seats = seating(options, game.seed);
  out << format("game from seed %llu:", static_cast<unsigned long long>(game.seed));
  for (std::size_t s = 0; s < seats.size(); ++s)
    out << format(" seat %zu = P%d %s;", s, seats[s] + 1,
                  std::string(bots::name(options.players[seats[s]])).c_str());
  out << '\n';
  for (const auto& round : game.history) {
    out << format("round %2d%s: ", round.round, round.tiebreaker ? " (tiebreaker)" : "");
    if (round.void_round || !round.winner)
      out << "void (turn cap reached)";
    else
      out << format("seat %d won by %s", kernel::index(*round.winner),
                    round.method == nymj::WinMethod::stealing ? "stealing" : "drawing");
    out << "; tokens";
    for (std::size_t s = 0; s < seats.size(); ++s) out << ' ' << round.tokens_after[s];
    out << '\n';
  }
  if (game.winner)
    out << format(
        "winner: seat %d (P%d %s)\n", kernel::index(*game.winner),
        seats[kernel::index(*game.winner)] + 1,
        std::string(bots::name(options.players[seats[kernel::index(*game.winner)]])).c_str());
  else
    out << "the game did not finish\n";
  out << format("final state hash %016llx\n",
                static_cast<unsigned long long>(game.final_state_hash));
}

}  // namespace jongtable::arena
