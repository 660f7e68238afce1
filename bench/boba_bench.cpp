// Boba Mahjong speed: the end-game optimiser on large score piles, and whole games
// between basic bots on the engine alone. Figures go in the notes, never in a test.
#include <benchmark/benchmark.h>

#include <vector>

#include "jongtable/boba/match.hpp"
#include "jongtable/boba/scoring.hpp"
#include "jongtable/kernel/rng.hpp"

namespace {

using namespace jongtable;

// Score piles of `size` cards drawn from shuffled decks.
std::vector<std::vector<boba::CardId>> sample_piles(int count, int size) {
  std::vector<std::vector<boba::CardId>> piles;
  kernel::Rng rng(2026);
  std::vector<boba::CardId> deck;
  for (int id = 0; id < boba::kDeckSize; ++id) deck.push_back(boba::CardId(id));
  for (int i = 0; i < count; ++i) {
    kernel::shuffle(std::span(deck), rng);
    piles.emplace_back(deck.begin(), deck.begin() + size);
  }
  return piles;
}

void BM_BobaBestScore(benchmark::State& state) {
  const auto piles = sample_piles(64, static_cast<int>(state.range(0)));
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(boba::best_score(piles[i++ & 63]));
  state.SetItemsProcessed(state.iterations());
}
// 20 score cards is more than a game ever leaves a player; 12 is a long game.
BENCHMARK(BM_BobaBestScore)->Arg(12)->Arg(20)->Unit(benchmark::kMicrosecond);

void BM_BobaGamesBasicBots(benchmark::State& state) {
  std::uint64_t seed = 1;
  std::int64_t turns = 0;
  for (auto _ : state) {
    const auto result = boba::play_match(boba::Settings{}, seed++);
    turns += result.turns;
    benchmark::DoNotOptimize(result.final_state_hash);
  }
  state.counters["games/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
  state.counters["turns/game"] =
      benchmark::Counter(static_cast<double>(turns) / static_cast<double>(state.iterations()));
}
BENCHMARK(BM_BobaGamesBasicBots)->Unit(benchmark::kMicrosecond);

}  // namespace
