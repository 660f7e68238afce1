#include "tournament.hpp"

#include "parallel.hpp"

namespace jongtable::arena {
namespace {

[[nodiscard]] nymj::Settings settings_for(const ArenaOptions& options) {
  nymj::Settings settings;
  settings.seats = static_cast<int>(options.players.size());
  return settings;
}

}  // namespace

std::uint64_t game_seed(const ArenaOptions& options, int game) {
  return options.seed + static_cast<std::uint64_t>(game);
}

std::vector<int> seating(const ArenaOptions& options, std::uint64_t seed) {
  const auto n = options.players.size();
  const auto turn = options.rotate ? static_cast<std::size_t>(seed % n) : 0;
  std::vector<int> players;
  for (std::size_t s = 0; s < n; ++s) players.push_back(static_cast<int>((s + turn) % n));
  return players;
}

bots::MatchResult play_seeded_game(const ArenaOptions& options, std::uint64_t seed,
                                   std::vector<CallCount>* calls) {
  const auto seats = seating(options, seed);
  std::vector<CallCount> counts(seats.size());
  // The bots play_match(settings, seed, strengths) would seat, each counting its calls.
  std::vector<std::unique_ptr<bots::Bot>> players;
  for (std::size_t s = 0; s < seats.size(); ++s) {
    const kernel::Seat seat{static_cast<std::uint8_t>(s)};
    players.push_back(std::make_unique<CallCounter>(
        bots::make_bot(options.players[static_cast<std::size_t>(seats[s])],
                       bots::bot_seed(seed, seat)),
        counts[s]));
  }
  bots::MatchResult result = bots::play_match(settings_for(options), seed, players);
  if (calls) *calls = std::move(counts);
  return result;
}

TournamentResult run_tournament(const ArenaOptions& options,
                                const std::function<void(int)>& progress) {
  std::vector<bots::MatchResult> results(static_cast<std::size_t>(options.games));
  std::vector<std::vector<CallCount>> calls(static_cast<std::size_t>(options.games));
  const Timing timing = play_in_parallel(
      options.games, options.threads,
      [&](int g) {
        const auto at = static_cast<std::size_t>(g);
        results[at] = play_seeded_game(options, game_seed(options, g), &calls[at]);
      },
      progress);

  TournamentResult total;
  total.threads = timing.threads;
  total.seconds = timing.seconds;
  total.cpu_seconds = timing.cpu_seconds;
  for (const auto strength : options.players) total.players.push_back({strength});
  for (std::size_t g = 0; g < results.size(); ++g) {
    const bots::MatchResult& game = results[g];
    ++total.games;
    total.rounds += game.rounds;
    total.void_rounds += game.void_rounds;
    total.unfinished += game.finished ? 0 : 1;
    total.refused_intents += game.refused_intents;
    total.mistaken_steals += game.mistaken_steals;
    const auto seats = seating(options, game.seed);
    for (std::size_t s = 0; s < seats.size(); ++s) {
      PlayerTally& player = total.players[static_cast<std::size_t>(seats[s])];
      player.final_tokens += game.tokens[s];
      player.rounds_won += game.rounds_won[s];
      player.steals += game.steals[s];
      player.calls.chances += calls[g][s].chances;
      player.calls.taken += calls[g][s].taken;
      if (game.winner && kernel::index(*game.winner) == static_cast<int>(s)) ++player.games_won;
    }
  }
  return total;
}

}  // namespace jongtable::arena
