// The Charleston under random choices: any mix of blind passes, votes and courtesy offers
// ends, conserves every card, keeps hands at 14/13, and never moves a Joker.
#include "fixture.hpp"

namespace jongtable::american {
namespace {

using testing::seat;

int jokers_of(const Player& p) {
  return static_cast<int>(std::count_if(p.concealed.begin(), p.concealed.end(), is_joker));
}

TEST(CharlestonProperties, RandomChoicesAlwaysEndWithCardsConservedAndJokersHome) {
  for (int seats : {4, 3}) {
    for (std::uint64_t seed = 1; seed <= 150; ++seed) {
      State state = create_table(testing::test_settings(seats), seed);
      ASSERT_TRUE(apply(state, StartGame{}, 0).ok());
      std::array<int, kMaxPlayers> jokers{};
      for (int s = 0; s < seats; ++s)
        jokers[static_cast<std::size_t>(s)] = jokers_of(state.players[static_cast<std::size_t>(s)]);
      kernel::Rng rng(seed);
      int steps = 0;
      while (state.phase != Phase::awaiting_discard && steps < 200) {
        ++steps;
        const int s = static_cast<int>(rng.below(static_cast<std::uint64_t>(seats)));
        const View view = view_for(state, seat(s));
        std::vector<CardId> pool = view.legal.passable;
        kernel::shuffle(std::span<CardId>(pool), rng);
        Outcome out;
        if (view.legal.pass_cards) {
          const int blind =
              static_cast<int>(rng.below(static_cast<std::uint64_t>(view.legal.max_blind + 1)));
          pool.resize(static_cast<std::size_t>(3 - blind));
          out = apply(state, PassCards{seat(s), pool, blind}, steps);
        } else if (view.legal.vote) {
          out = apply(state, VoteDanceAgain{seat(s), rng.below(3) == 0}, steps);
        } else if (view.legal.offer_courtesy) {
          pool.resize(static_cast<std::size_t>(rng.below(4)));
          out = apply(state, OfferCourtesy{seat(s), pool}, steps);
        } else {
          continue;  // this seat has chosen already
        }
        ASSERT_TRUE(out.ok()) << code(*out.error);
      }
      ASSERT_EQ(state.phase, Phase::awaiting_discard) << "seed " << seed;
      int total = static_cast<int>(state.wall.size());
      for (int s = 0; s < seats; ++s) {
        const Player& p = state.players[static_cast<std::size_t>(s)];
        total += static_cast<int>(p.concealed.size());
        EXPECT_EQ(p.concealed.size(), seat(s) == state.east ? 14u : 13u);
        EXPECT_EQ(jokers_of(p), jokers[static_cast<std::size_t>(s)]) << "seed " << seed;
      }
      EXPECT_EQ(total, kCardCount);
    }
  }
}

}  // namespace
}  // namespace jongtable::american
