#include "tournament.hpp"

#include <time.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace jongtable::arena {
namespace {

[[nodiscard]] engine::Settings settings_for(const ArenaOptions& options) {
  engine::Settings settings;
  settings.seats = static_cast<int>(options.players.size());
  return settings;
}

// CPU time of the calling thread: a worker's share of the machine, whoever else runs.
[[nodiscard]] double thread_cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) / 1e9;
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

bots::MatchResult play_seeded_game(const ArenaOptions& options, std::uint64_t seed) {
  std::vector<bots::Strength> seats;
  for (const int player : seating(options, seed)) seats.push_back(options.players[player]);
  return bots::play_match(settings_for(options), seed, seats);
}

TournamentResult run_tournament(const ArenaOptions& options,
                                const std::function<void(int)>& progress) {
  const unsigned threads =
      options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
  std::vector<bots::MatchResult> results(static_cast<std::size_t>(options.games));
  std::atomic<int> next{0};
  std::atomic<int> done{0};
  std::mutex mutex;
  std::condition_variable finished_one;

  const auto started = std::chrono::steady_clock::now();
  double cpu_seconds = 0;  // guarded by `mutex`
  const auto worker = [&] {
    const double cpu_start = thread_cpu_seconds();
    for (int g = next++; g < options.games; g = next++) {
      results[static_cast<std::size_t>(g)] = play_seeded_game(options, game_seed(options, g));
      {
        const std::lock_guard lock(mutex);
        ++done;
      }
      finished_one.notify_one();
    }
    const double used = thread_cpu_seconds() - cpu_start;
    const std::lock_guard lock(mutex);
    cpu_seconds += used;
  };
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);
  {
    std::unique_lock lock(mutex);
    while (done < options.games) {
      // Redraw at most ten times a second, and at the end.
      finished_one.wait_for(lock, std::chrono::milliseconds(100));
      const int now_done = done;
      lock.unlock();
      progress(now_done);
      lock.lock();
    }
  }
  for (auto& t : pool) t.join();
  const auto elapsed = std::chrono::steady_clock::now() - started;

  TournamentResult total;
  total.threads = threads;
  total.seconds = std::chrono::duration<double>(elapsed).count();
  total.cpu_seconds = cpu_seconds;
  for (const auto strength : options.players) total.players.push_back({strength});
  for (const auto& game : results) {
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
      if (game.winner && engine::index(*game.winner) == static_cast<int>(s)) ++player.games_won;
    }
  }
  return total;
}

}  // namespace jongtable::arena
