// American Mah Jongg: the worst card a host may paste (docs/rules/american-card.md
// "Limits"): as many lines of singles of overlapping classes as the limits accept, every
// variation reaching the assignment. Matching and the nearest-hands hint against it, with
// the steps the matcher counts per call, and refusing the card one line past the limit.
#include <benchmark/benchmark.h>

#include "../tests/american/adversarial_cards.hpp"

namespace {

namespace am = jongtable::american;

const am::Card& worst_card() {
  static const am::Card card = std::get<am::Card>(
      am::parse_card(am::testing::card_of_singles(am::testing::most_lines_of_singles()), ""));
  return card;
}

template <typename Call>
void run_on_worst_card(benchmark::State& state, Call call) {
  const am::Card& card = worst_card();
  const auto holdings = am::testing::holdings_of_singles(256, 5);
  std::size_t i = 0;
  const std::uint64_t before = am::matcher_steps();
  for (auto _ : state) call(card, holdings[i++ & 255]);
  state.counters["variations"] = static_cast<double>(card.variations.size());
  state.counters["steps_per_call"] =
      static_cast<double>(am::matcher_steps() - before) / static_cast<double>(state.iterations());
  state.SetItemsProcessed(state.iterations());
}

void BM_AmericanMatchWorstAcceptedCard(benchmark::State& state) {
  run_on_worst_card(state, [](const am::Card& card, const am::Holding& h) {
    benchmark::DoNotOptimize(am::best_match(card, h));
  });
}
BENCHMARK(BM_AmericanMatchWorstAcceptedCard)->Unit(benchmark::kMicrosecond);

void BM_AmericanNearestWorstAcceptedCard(benchmark::State& state) {
  run_on_worst_card(state, [](const am::Card& card, const am::Holding& h) {
    benchmark::DoNotOptimize(am::nearest_hands(card, h));
  });
}
BENCHMARK(BM_AmericanNearestWorstAcceptedCard)->Unit(benchmark::kMicrosecond);

void BM_AmericanRefuseCardPastTheLimit(benchmark::State& state) {
  const std::string text = am::testing::card_of_singles(am::testing::most_lines_of_singles() + 1);
  for (auto _ : state) benchmark::DoNotOptimize(am::parse_card(text, ""));
  state.counters["bytes"] = static_cast<double>(text.size());
}
BENCHMARK(BM_AmericanRefuseCardPastTheLimit)->Unit(benchmark::kMicrosecond);

void BM_AmericanRefuseExplodingLine(benchmark::State& state) {
  std::string text = "hand 10 Many\n";
  while (text.size() < 320) text += "= (1an 1bm 1c1 2a9 2b9 3[honour] 4[flower|wind])\n";
  for (auto _ : state) benchmark::DoNotOptimize(am::parse_card(text, ""));
}
BENCHMARK(BM_AmericanRefuseExplodingLine)->Unit(benchmark::kMicrosecond);

}  // namespace
