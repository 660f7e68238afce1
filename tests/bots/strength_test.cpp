// The strong bot beats the basic one: 2,000 seeded four-seat games, two strong and two
// basic bots at each table, alternating which seats are strong. Equal bots would win
// half the games; the strong pair must win at least 70% of them (it wins 79.8%: 1,596).
// Deterministic: the seeds are fixed, so the count is the same on every run. The
// sanitized tree plays the first 500 (seeded_games.hpp).

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "jongtable/bots/match.hpp"
#include "seeded_games.hpp"

namespace jongtable::bots {
namespace {

constexpr int kGames = jongtable::testing::seeded_games(2000);
constexpr double kStrongShareAtLeast = 0.70;

std::vector<Strength> seating(int game) {
  const bool strong_even = game % 2 == 0;
  std::vector<Strength> seats;
  for (int s = 0; s < 4; ++s)
    seats.push_back((s % 2 == 0) == strong_even ? Strength::strong : Strength::basic);
  return seats;
}

TEST(Strength, StrongBeatsBasicOverManySeededGames) {
  std::vector<int> strong_won(kGames, 0);
  std::vector<int> clean(kGames, 0);
  std::atomic<int> next{0};
  const auto worker = [&] {
    for (int g = next++; g < kGames; g = next++) {
      const auto seats = seating(g);
      const auto result = play_match(nymj::Settings{}, 1000 + static_cast<std::uint64_t>(g), seats);
      clean[g] = result.finished && result.refused_intents == 0 && result.mistaken_steals == 0;
      strong_won[g] = result.winner && seats[kernel::index(*result.winner)] == Strength::strong;
    }
  };
  std::vector<std::thread> threads;
  const unsigned cores = std::max(1u, std::min(4u, std::thread::hardware_concurrency()));
  for (unsigned t = 0; t < cores; ++t) threads.emplace_back(worker);
  for (auto& t : threads) t.join();

  int wins = 0;
  int clean_games = 0;
  for (int g = 0; g < kGames; ++g) {
    wins += strong_won[g];
    clean_games += clean[g];
  }
  const double share = static_cast<double>(wins) / kGames;
  std::cout << "strong pair won " << wins << " of " << kGames << " games (" << share * 100
            << "%)\n";
  EXPECT_EQ(clean_games, kGames);
  EXPECT_GE(share, kStrongShareAtLeast);
}

}  // namespace
}  // namespace jongtable::bots
