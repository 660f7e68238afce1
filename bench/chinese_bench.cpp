// Chinese Mah Jongg: scoring one winning hand with its best arrangement (target <= 10 us),
// and whole games between basic bots at each table size, as hands per second.
#include <benchmark/benchmark.h>

#include <vector>

#include "jongtable/chinese/match.hpp"
#include "jongtable/chinese/scoring.hpp"

namespace {

using namespace jongtable::chinese;

struct WinningHand {
  KindCounts concealed{};
  FixedList<Group, 5> exposed;
  Kind own_wind{};
};

// Random winning hands of a pair and four 3-card groups (or three 4-card groups), some
// groups exposed, drawn from a seeded generator.
std::vector<WinningHand> sample_winning_hands(int count) {
  std::vector<WinningHand> hands;
  jongtable::kernel::Rng rng(2024);
  while (static_cast<int>(hands.size()) < count) {
    WinningHand hand;
    KindCounts total{};
    const bool fours = rng.below(5) == 0;
    const int pair = static_cast<int>(rng.below(34));
    total[pair] += 2;
    hand.concealed[pair] += 2;
    hand.own_wind = Kind(30 + static_cast<int>(rng.below(4)));
    bool ok = true;
    for (int g = 0; g < (fours ? 3 : 4) && ok; ++g) {
      Group group;
      if (rng.below(2) == 0) {
        const int k = static_cast<int>(rng.below(34));
        group = {fours ? GroupType::kong : GroupType::pung, Kind(k),
                 static_cast<std::uint8_t>(fours ? 4 : 3), false};
      } else {
        const int suit = static_cast<int>(rng.below(3));
        const int start = suit * 9 + static_cast<int>(rng.below(fours ? 6 : 7));
        group = {GroupType::chow, Kind(start), static_cast<std::uint8_t>(fours ? 4 : 3), false};
      }
      const bool run = group.type == GroupType::chow;
      for (int i = 0; i < (run ? group.size : 1); ++i) {
        const int k = index(group.kind) + i;
        total[k] = static_cast<std::uint8_t>(total[k] + (run ? 1 : group.size));
        if (total[k] > 4) ok = false;
      }
      if (rng.below(3) == 0) {
        group.exposed = true;
        hand.exposed.push_back(group);
      } else {
        for (int i = 0; i < (run ? group.size : 1); ++i) {
          const int k = index(group.kind) + i;
          hand.concealed[k] = static_cast<std::uint8_t>(hand.concealed[k] + (run ? 1 : group.size));
        }
      }
    }
    if (ok) hands.push_back(hand);
  }
  return hands;
}

void BM_ChineseScoreWinningHand(benchmark::State& state) {
  const auto hands = sample_winning_hands(256);
  WinContext context;
  context.drew_last_card = true;
  std::size_t i = 0;
  for (auto _ : state) {
    const WinningHand& h = hands[i++ & 255];
    benchmark::DoNotOptimize(score_winner(h.concealed, h.exposed, h.own_wind, 4, context));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ChineseScoreWinningHand);

// The hardest kind of hand to arrange: one suit, many ways to split it into groups.
void BM_ChineseScoreAmbiguousHand(benchmark::State& state) {
  KindCounts concealed{};
  concealed[0] = 3, concealed[1] = 3, concealed[2] = 3, concealed[3] = 3, concealed[4] = 2;
  for (auto _ : state) {
    benchmark::DoNotOptimize(score_winner(concealed, {}, Kind(30), 4, WinContext{}));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ChineseScoreAmbiguousHand);

// Whole games between basic bots on the engine alone, reported as hands (rounds) per
// second; the argument is the number of players.
void BM_ChineseRoundsBasicBots(benchmark::State& state) {
  Settings settings;
  settings.seats = static_cast<int>(state.range(0));
  std::uint64_t seed = 1;
  std::int64_t hands = 0;
  for (auto _ : state) {
    const MatchResult result = play_match(settings, seed++);
    hands += result.hands;
    benchmark::DoNotOptimize(result.final_state_hash);
  }
  state.counters["rounds/s"] =
      benchmark::Counter(static_cast<double>(hands), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ChineseRoundsBasicBots)->DenseRange(3, 6)->Unit(benchmark::kMillisecond);

}  // namespace
