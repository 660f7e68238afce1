// Gimme! Mahjong speed: the Mahjong check, and whole rounds per second on one core
// between basic bots (the match loop, views and bots included).
// Run: build/bench/engine_bench --benchmark_filter=Gimme
#include <benchmark/benchmark.h>

#include <array>
#include <vector>

#include "jongtable/gimme/apply.hpp"
#include "jongtable/gimme/hand.hpp"
#include "jongtable/gimme/match.hpp"

namespace {

namespace gimme = jongtable::gimme;

void BM_GimmeIsMahjong(benchmark::State& state) {
  std::vector<gimme::FaceCounts> hands;
  jongtable::kernel::Rng rng(2024);
  std::array<gimme::TileId, gimme::kTileCount> tiles{};
  for (int id = 0; id < gimme::kTileCount; ++id) tiles[id] = gimme::TileId(id);
  for (int i = 0; i < 1024; ++i) {
    jongtable::kernel::shuffle(std::span<gimme::TileId>(tiles), rng);
    hands.push_back(gimme::count_faces(std::span<const gimme::TileId>(tiles).first(14)));
  }
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(gimme::is_mahjong(hands[i++ & 1023]));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_GimmeIsMahjong);

// Whole games between basic bots on the engine alone (no sockets), reported as rounds/s.
void BM_GimmeRoundsBasicBots(benchmark::State& state) {
  gimme::Settings settings;
  settings.seats = static_cast<int>(state.range(0));
  std::uint64_t seed = 1;
  std::int64_t rounds = 0;
  std::int64_t steps = 0;
  for (auto _ : state) {
    const gimme::MatchResult result = gimme::play_match(settings, seed++);
    rounds += result.rounds;
    steps += result.steps;
    benchmark::DoNotOptimize(result.final_state_hash);
  }
  state.counters["rounds/s"] =
      benchmark::Counter(static_cast<double>(rounds), benchmark::Counter::kIsRate);
  state.counters["intents/round"] =
      benchmark::Counter(static_cast<double>(steps) / static_cast<double>(rounds));
}
BENCHMARK(BM_GimmeRoundsBasicBots)->Arg(4)->Arg(3)->Arg(2)->Unit(benchmark::kMillisecond);

// One turn of the table itself: a drop and its window closing into the next draw.
void BM_GimmeApplyTurn(benchmark::State& state) {
  gimme::Settings settings;
  settings.rounds = 20;
  gimme::State table = gimme::create_table(settings, 7);
  gimme::Outcome out;
  gimme::Millis now = 0;
  gimme::apply(table, gimme::StartGame{}, now, out);
  for (auto _ : state) {
    if (table.phase == gimme::Phase::round_over) {
      gimme::apply(table, gimme::BeginNextRound{table.round}, ++now, out);
    } else if (table.phase == gimme::Phase::game_over) {
      table = gimme::create_table(settings, 7);
      gimme::apply(table, gimme::StartGame{}, ++now, out);
    } else {
      const auto& hand = table.players[static_cast<std::size_t>(table.current)].concealed;
      gimme::apply(table, gimme::Drop{table.current, table.just_drawn.value_or(hand.back())}, ++now,
                   out);
      gimme::apply(table, gimme::WindowExpired{table.window.id}, ++now, out);
    }
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(state.iterations() * 2);
}
BENCHMARK(BM_GimmeApplyTurn);

}  // namespace
