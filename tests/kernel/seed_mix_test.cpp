// The seeds bots derive from a table's seed. Stored games replay only if these stay the
// same numbers, so they are pinned: tie_key(0, 0) is splitmix64's published first output
// for seed 0, the others were computed apart from this code (Python, 64-bit wrapping).
#include "jongtable/kernel/seed_mix.hpp"

#include <gtest/gtest.h>

#include <set>

namespace jongtable::kernel {
namespace {

TEST(KernelSeedMix, TieKeyIsSplitmix64sFinaliser) {
  EXPECT_EQ(tie_key(0, 0), 0xe220a8397b1dcdafULL);
  EXPECT_EQ(tie_key(42, 7), 0xccf635ee9e9e2fa4ULL);
}

TEST(KernelSeedMix, SeatSeedsArePinnedPerSalt) {
  EXPECT_EQ(seat_seed(12345, 0, kSeatSaltSha256), 0xc7905863ff81d9b3ULL);
  EXPECT_EQ(seat_seed(12345, 3, kSeatSaltGolden), 0xac02c78ec51a96b5ULL);
}

TEST(KernelSeedMix, EverySeatOfATableGetsItsOwnSeed) {
  std::set<std::uint64_t> seeds;
  for (int seat = 0; seat < 6; ++seat) seeds.insert(seat_seed(7, seat, kSeatSaltSha256));
  EXPECT_EQ(seeds.size(), 6u);
}

}  // namespace
}  // namespace jongtable::kernel
