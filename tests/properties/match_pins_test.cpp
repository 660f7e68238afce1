// Seeded games of bots, pinned: each game's in-process match loop must keep playing
// exactly these games (final state hash, winners, steps), whatever host code drives it.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "jongtable/american/match.hpp"
#include "jongtable/boba/match.hpp"
#include "jongtable/bots/match.hpp"
#include "jongtable/chinese/match.hpp"
#include "jongtable/gimme/match.hpp"
#include "jongtable/pairs/match.hpp"

namespace jongtable::properties {
namespace {

struct Pin {
  std::uint64_t seed;
  std::uint64_t hash;
  unsigned winners;  // one bit per winning seat
  int steps;         // intents applied (-1: the game does not count them)
};

struct Played {
  bool finished;
  int refused;
  std::uint64_t hash;
  unsigned winners;
  int steps;
};

void check(const char* game, const Pin& pin, const Played& played) {
  SCOPED_TRACE(testing::Message() << game << " seed " << pin.seed);
  EXPECT_TRUE(played.finished);
  EXPECT_EQ(played.refused, 0);
  EXPECT_EQ(played.hash, pin.hash)
      << "{" << pin.seed << "u, 0x" << std::hex << played.hash << "ull, 0x" << played.winners
      << "u, " << std::dec << played.steps << "},";
  EXPECT_EQ(played.winners, pin.winners);
  if (pin.steps >= 0) {
    EXPECT_EQ(played.steps, pin.steps);
  }
}

template <typename Set>
unsigned bits_of(const Set& seats) {
  return seats.bits();
}

TEST(MatchPins, Nymj) {
  const Pin pins[] = {{1u, 0x91755623f86bba6bull, 0x2u, -1},
                      {2u, 0x86748429cffce397ull, 0x4u, -1},
                      {77u, 0xad7c89f42322fa6bull, 0x8u, -1}};
  nymj::Settings settings;
  for (const Pin& pin : pins) {
    const auto r = bots::play_match(settings, pin.seed,
                                    std::vector<bots::Strength>(4, bots::Strength::strong));
    const unsigned winner = r.winner ? 1u << kernel::index(*r.winner) : 0u;
    check("nymj", pin, {r.finished, r.refused_intents, r.final_state_hash, winner, -1});
  }
}

TEST(MatchPins, Gimme) {
  const Pin pins[] = {{1u, 0x7d5a3bc205a986dull, 0x4u, 491},
                      {2u, 0x770c8dc49dc1c008ull, 0x2u, 436},
                      {77u, 0xff9c2e5ecbab12dcull, 0x8u, 394}};
  gimme::Settings settings;
  for (const Pin& pin : pins) {
    const auto r = gimme::play_match(settings, pin.seed);
    check("gimme", pin,
          {r.finished, r.refused_intents, r.final_state_hash, bits_of(r.winners), r.steps});
  }
}

TEST(MatchPins, American) {
  const Pin pins[] = {{1u, 0xea235ed8749a08dull, 0x1u, 860},
                      {2u, 0xad3756886a6b3cd8ull, 0x2u, 871},
                      {77u, 0xeb66e93c8da7ff1eull, 0x4u, 981}};
  american::Settings settings;
  for (const Pin& pin : pins) {
    const auto r = american::play_match(settings, pin.seed);
    int best = 0;  // American names no winner: the first seat with the top score
    for (int s = 1; s < settings.seats; ++s) {
      if (r.scores[s] > r.scores[best]) best = s;
    }
    check("american", pin,
          {r.finished, r.refused_intents, r.final_state_hash, 1u << best, r.steps});
  }
}

TEST(MatchPins, Chinese) {
  const Pin pins[] = {{1u, 0xc1fefe39876b68ceull, 0x4u, 722},
                      {2u, 0x1e3526ee854098e8ull, 0x4u, 680},
                      {77u, 0xeb09a0ffa094b7f3ull, 0x1u, 459}};
  chinese::Settings settings;
  for (const Pin& pin : pins) {
    const auto r = chinese::play_match(settings, pin.seed);
    check("chinese", pin,
          {r.finished, r.refused_intents, r.final_state_hash, bits_of(r.winners), r.steps});
  }
}

TEST(MatchPins, Boba) {
  const Pin pins[] = {{1u, 0x8eaca830d2679508ull, 0x1u, -1},
                      {2u, 0xe6c82277a125113ull, 0x2u, -1},
                      {77u, 0x98483739ce1067eaull, 0x2u, -1}};
  boba::Settings settings;
  for (const Pin& pin : pins) {
    const auto r = boba::play_match(settings, pin.seed);
    const unsigned winner = r.winner ? 1u << kernel::index(*r.winner) : 0u;
    check("boba", pin, {r.finished, r.refused_intents, r.final_state_hash, winner, -1});
  }
}

TEST(MatchPins, Pairs) {
  const Pin pins[] = {{1u, 0x7b7022d55abe5c49ull, 0x7u, 111},
                      {2u, 0x275e245f3872edc8ull, 0x7u, 111},
                      {77u, 0xcc006d4b711f6099ull, 0x7u, 111}};
  pairs::Settings settings;
  settings.seats = 3;
  for (const Pin& pin : pins) {
    const auto r = pairs::play_match(settings, pin.seed);
    check("pairs", pin,
          {r.finished, r.refused_intents, r.final_state_hash, bits_of(r.winners), r.steps});
  }
}

}  // namespace
}  // namespace jongtable::properties
