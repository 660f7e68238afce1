// American Mah Jongg: matching one 14-card hand against the shipped card and against a
// 1,000-variation card in the notation (targets 20 us and 50 us per call), the nearest
// hands hint, and whole games between basic bots.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "jongtable/american/card_spec.hpp"
#include "jongtable/american/match.hpp"

namespace {

namespace am = jongtable::american;

// Hands of 14 dealt from shuffled decks, every eighth made a winning hand on purpose.
std::vector<am::Holding> sample_holdings(int count) {
  std::vector<am::Holding> out;
  jongtable::kernel::Rng rng(2024);
  std::vector<am::CardId> deck;
  for (int c = 0; c < am::kCardCount; ++c) deck.push_back(am::CardId(static_cast<std::uint8_t>(c)));
  for (int i = 0; i < count; ++i) {
    jongtable::kernel::shuffle(std::span<am::CardId>(deck), rng);
    am::Holding h;
    for (int k = 0; k < 14; ++k)
      ++h.concealed[static_cast<std::size_t>(
          am::index(am::face_of(deck[static_cast<std::size_t>(k)])))];
    if (i % 8 == 0) {
      h = am::Holding{};
      for (const char* code :
           {"D3", "D3", "D3", "D3", "J", "D4", "D4", "D4", "D4", "J", "B5", "B5", "B6", "B6"}) {
        ++h.concealed[static_cast<std::size_t>(am::index(*am::face_from_code(code)))];
      }
    }
    out.push_back(h);
  }
  return out;
}

// A card of exactly 1,000 variations: runs in every order of sizes (450), two-suit kong
// lines (144) and 406 fixed lines of three kongs and a pair.
std::string thousand_variation_card() {
  std::string text = "# generated for the benchmark\n";
  std::vector<int> sizes = {2, 2, 3, 3, 4};
  text += "hand 30 Runs\n";
  do {
    text += "=";
    for (int k = 0; k < 5; ++k) {
      text += " " + std::to_string(sizes[static_cast<std::size_t>(k)]) + "an" +
              (k ? "+" + std::to_string(k) : "");
    }
    text += "\n";
  } while (std::next_permutation(sizes.begin(), sizes.end()));
  std::vector<int> kongs = {2, 4, 4, 4};
  text += "hand 35 Two suits\n";
  do {
    text += "= " + std::to_string(kongs[0]) + "an " + std::to_string(kongs[1]) + "an+1 " +
            std::to_string(kongs[2]) + "bn+2 " + std::to_string(kongs[3]) + "bn+3\n";
  } while (std::next_permutation(kongs.begin(), kongs.end()));
  // Three different number kongs and a Flower pair, each triple once.
  int lines = 0;
  for (int a = 0; a < 27 && lines < 406; ++a) {
    for (int b = a + 1; b < 27 && lines < 406; ++b) {
      for (int c = b + 1; c < 27 && lines < 406; c += 5) {
        if (lines % 20 == 0) {
          text += "hand " + std::to_string(20 + lines / 20) + " Fixed " +
                  std::to_string(lines / 20) + "\n";
        }
        auto code = [](int f) {
          return std::string(am::face_code(am::Face(static_cast<std::uint8_t>(f))));
        };
        text += "= 4" + code(a) + " 4" + code(b) + " 4" + code(c) + " 2F\n";
        ++lines;
      }
    }
  }
  return text;
}

void run_matching(benchmark::State& state, const am::Card& card) {
  const auto holdings = sample_holdings(1024);
  std::size_t i = 0;
  int matched = 0;
  for (auto _ : state) {
    const auto m = am::best_match(card, holdings[i++ & 1023]);
    matched += m.has_value();
    benchmark::DoNotOptimize(m);
  }
  state.counters["variations"] = static_cast<double>(card.variations.size());
  state.counters["matched_share"] =
      static_cast<double>(matched) / static_cast<double>(state.iterations());
  state.SetItemsProcessed(state.iterations());
}

void BM_AmericanMatchShippedCard(benchmark::State& state) {
  const auto parsed = am::parse_card(am::shipped_card_text(), "advanced");
  run_matching(state, std::get<am::Card>(parsed));
}
BENCHMARK(BM_AmericanMatchShippedCard)->Unit(benchmark::kMicrosecond);

void BM_AmericanMatch1000Variations(benchmark::State& state) {
  const auto parsed = am::parse_card(thousand_variation_card(), "");
  if (const auto* error = std::get_if<am::CardError>(&parsed)) {
    state.SkipWithError(("card line " + std::to_string(error->line) + ": " + error->what).c_str());
    return;
  }
  run_matching(state, std::get<am::Card>(parsed));
}
BENCHMARK(BM_AmericanMatch1000Variations)->Unit(benchmark::kMicrosecond);

// Hands one card away from a winning hand: they pass the quick checks and reach the
// group assignment far more often than dealt hands do.
void BM_AmericanMatchNearMisses(benchmark::State& state) {
  const auto parsed = am::parse_card(am::shipped_card_text(), "advanced");
  const am::Card& card = std::get<am::Card>(parsed);
  const char* wins[] = {
      "C1 C1 C1 C1 D5 D5 D5 D5 N N N N B9 B9",   "D2 D2 D3 D3 D3 D4 D4 D5 D5 D5 D5 D6 D6 D6",
      "N N N N E E E S S S RD RD W W",           "D1 D1 WD D2 F F C5 C5 C5 C5 B7 B7 B7 B7",
      "F F C2 C2 D4 D4 B6 B6 C8 C8 D2 D2 B4 B4", "C2 C2 J C4 J J C6 C6 C6 D8 D8 D8 D2 D2"};
  std::vector<am::Holding> holdings;
  jongtable::kernel::Rng rng(7);
  for (int i = 0; i < 256; ++i) {
    am::Holding h;
    std::string text = wins[i % 6];
    std::vector<am::Face> faces;
    for (std::size_t pos = 0; pos < text.size();) {
      const auto end = std::min(text.find(' ', pos), text.size());
      faces.push_back(*am::face_from_code(std::string_view(text).substr(pos, end - pos)));
      pos = end + 1;
    }
    faces[rng.below(14)] = am::Face(static_cast<std::uint8_t>(rng.below(am::kFaceCount)));
    for (am::Face f : faces) ++h.concealed[static_cast<std::size_t>(am::index(f))];
    holdings.push_back(h);
  }
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(am::best_match(card, holdings[i++ & 255]));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_AmericanMatchNearMisses)->Unit(benchmark::kMicrosecond);

void BM_AmericanParseShippedCard(benchmark::State& state) {
  for (auto _ : state)
    benchmark::DoNotOptimize(am::parse_card(am::shipped_card_text(), "advanced"));
}
BENCHMARK(BM_AmericanParseShippedCard)->Unit(benchmark::kMicrosecond);

void BM_AmericanNearestHands(benchmark::State& state) {
  const auto parsed = am::parse_card(am::shipped_card_text(), "advanced");
  const am::Card& card = std::get<am::Card>(parsed);
  const auto holdings = sample_holdings(256);
  std::size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(am::nearest_hands(card, holdings[i++ & 255]));
}
BENCHMARK(BM_AmericanNearestHands)->Unit(benchmark::kMicrosecond);

void BM_AmericanGamesBasicBots(benchmark::State& state) {
  std::uint64_t seed = 1;
  for (auto _ : state) benchmark::DoNotOptimize(am::play_match(am::Settings{}, seed++));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_AmericanGamesBasicBots)->Unit(benchmark::kMillisecond);

}  // namespace
