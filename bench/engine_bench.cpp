// Engine speed: the win check, and whole rounds per second on one core between bots.
// Run: build/bench/engine_bench   (figures go in the issue notes, never in a test)
#include <benchmark/benchmark.h>

#include <vector>

#include "jongtable/bots/match.hpp"
#include "jongtable/nymj/apply.hpp"
#include "jongtable/nymj/hand.hpp"

namespace {

using namespace jongtable::nymj;

// Hands of 11 drawn from shuffled decks, a tenth of them made winning on purpose.
std::vector<FaceCounts> sample_hands(int count) {
  std::vector<FaceCounts> hands;
  Rng rng(2024);
  std::vector<CardId> deck;
  for (int id = 0; id < kDeckSize; ++id) deck.push_back(CardId(id));
  for (int i = 0; i < count; ++i) {
    shuffle(std::span(deck), rng);
    hands.push_back(count_faces(std::span(deck).first(11)));
    if (i % 10 == 0) {
      FaceCounts win{};
      win[0] = 1, win[1] = 1, win[2] = 1, win[8] = 3, win[20] = 3, win[14] = 2;
      hands.back() = win;
    }
  }
  return hands;
}

void BM_IsWinning(benchmark::State& state) {
  const auto hands = sample_hands(1024);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(is_winning(hands[i++ & 1023], 0));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_IsWinning);

void BM_ClassifyClaim(benchmark::State& state) {
  auto hands = sample_hands(1024);
  for (auto& h : hands) {
    for (auto& c : h) {
      if (c > 0) {
        --c;
        break;
      }
    }
  }
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(classify_claim(hands[i & 1023], 0, Face(static_cast<int>(i % 25))));
    ++i;
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ClassifyClaim);

void BM_CardsFromWinning(benchmark::State& state) {
  auto hands = sample_hands(1024);
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(cards_from_winning(hands[i++ & 1023], 0));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_CardsFromWinning);

// Whole games between bots on the engine alone (no sockets), reported as rounds/s.
void rounds_between(benchmark::State& state, jongtable::bots::Strength strength) {
  Settings settings;
  settings.seats = 4;
  const std::vector<jongtable::bots::Strength> seats(4, strength);
  std::uint64_t seed = 1;
  std::int64_t rounds = 0;
  for (auto _ : state) {
    const auto result = jongtable::bots::play_match(settings, seed++, seats);
    rounds += result.rounds;
    benchmark::DoNotOptimize(result.final_state_hash);
  }
  state.counters["rounds/s"] =
      benchmark::Counter(static_cast<double>(rounds), benchmark::Counter::kIsRate);
  state.counters["rounds/game"] =
      benchmark::Counter(static_cast<double>(rounds) / static_cast<double>(state.iterations()));
}
void BM_RoundsBasicBots(benchmark::State& state) {
  rounds_between(state, jongtable::bots::Strength::basic);
}
void BM_RoundsStrongBots(benchmark::State& state) {
  rounds_between(state, jongtable::bots::Strength::strong);
}
BENCHMARK(BM_RoundsBasicBots)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_RoundsStrongBots)->Unit(benchmark::kMillisecond);

// One turn of the table itself: a discard and its window closing into the next draw.
void BM_ApplyTurn(benchmark::State& state) {
  Settings settings;
  settings.turn_cap = 1 << 30;
  Table table = create_table(settings, 7);
  (void)apply(table, StartGame{}, 0);
  Millis now = 0;
  for (auto _ : state) {
    const Player& p = table.players[index(table.current)];
    const CardId card = table.just_drawn ? *table.just_drawn : p.concealed.back();
    auto a = apply(table, Discard{table.current, card}, ++now);
    auto b = apply(table, ClaimWindowExpired{table.window.id}, ++now);
    benchmark::DoNotOptimize(a);
    benchmark::DoNotOptimize(b);
  }
  state.SetItemsProcessed(state.iterations() * 2);
}
BENCHMARK(BM_ApplyTurn);

}  // namespace
