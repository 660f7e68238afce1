// docs/rules/gimme.md "Tiles and hands": sets of 2-4 of one face, Jokers standing in, at least one
// natural; Mahjong when every concealed tile splits into sets.
#include "jongtable/gimme/hand.hpp"

#include <gtest/gtest.h>

#include "fixture.hpp"

namespace jongtable::gimme {
namespace {

using testing::counts;
using testing::face;

TEST(Hand, PairsTriplesAndQuadsOfOneFaceAreMahjong) {
  EXPECT_TRUE(is_mahjong(counts("D2 D2")));
  EXPECT_TRUE(is_mahjong(counts("D2 D2 D2")));
  EXPECT_TRUE(is_mahjong(counts("D2 D2 D2 D2")));
  EXPECT_TRUE(is_mahjong(counts("D2 D2 C7 C7 C7 B1 B1 B1 B1")));
  EXPECT_FALSE(is_mahjong(counts("D2 D3")));
  EXPECT_FALSE(is_mahjong(counts("D2 D2 D3")));
  EXPECT_FALSE(is_mahjong(counts("D2 C2")));  // same number, another suit
}

TEST(Hand, AJokerStandsForAnyTileOfASet) {
  EXPECT_TRUE(is_mahjong(counts("D2 J")));
  EXPECT_TRUE(is_mahjong(counts("D2 J J J")));
  EXPECT_TRUE(is_mahjong(counts("D2 D3 J J")));
  EXPECT_TRUE(is_mahjong(counts("D2 D2 D2 D2 J")));  // 3+1 and a Joker with the single
  EXPECT_FALSE(is_mahjong(counts("D2 D3 J")));
  EXPECT_TRUE(is_mahjong(counts("D2 D3 J J J J J J")));  // D2 J J J and D3 J J J
  EXPECT_FALSE(is_mahjong(counts("D2 J J J J")));        // a single natural holds 3 Jokers
}

TEST(Hand, AnAllJokerGroupIsNotASet) {
  EXPECT_FALSE(is_mahjong(counts("J J")));
  EXPECT_FALSE(is_mahjong(counts("J J J J")));
  EXPECT_FALSE(is_mahjong(counts("J")));
}

TEST(Hand, NoConcealedTilesIsMahjong) {
  EXPECT_TRUE(is_mahjong(counts("")));
}

TEST(Hand, FourteenTileMahjongAfterADraw) {
  EXPECT_TRUE(is_mahjong(counts("D2 D2 D4 D4 D4 D6 D6 D6 D6 D8 D8 D8 C1 J")));
  EXPECT_FALSE(is_mahjong(counts("D2 D2 D4 D4 D4 D6 D6 D6 D6 D8 D8 D8 C1 C2")));
}

TEST(Hand, MakesSetWithChecksTheTilesNamedForAGimme) {
  const std::array<TileId, 2> two_fives{first_tile(face("D5")),
                                        TileId(index(first_tile(face("D5"))) + 1)};
  EXPECT_TRUE(makes_set_with(face("D5"), two_fives));
  EXPECT_FALSE(makes_set_with(face("D6"), two_fives));
  EXPECT_FALSE(makes_set_with(kJoker, two_fives));  // a dropped Joker names no face
  const std::array<TileId, 1> joker{TileId(108)};
  EXPECT_TRUE(makes_set_with(face("D6"), joker));
  const std::array<TileId, 2> same_twice{TileId(108), TileId(108)};
  EXPECT_FALSE(makes_set_with(face("D6"), same_twice));
  const std::array<TileId, 4> four{TileId(108), TileId(109), TileId(110), TileId(111)};
  EXPECT_FALSE(makes_set_with(face("D6"), four));  // five tiles is no set
  EXPECT_FALSE(makes_set_with(face("D6"), std::span<const TileId>{}));
}

// Pesky Pairs 1 (docs/rules/gimme.md "Pesky Pairs"): no Pair in the hand holds a Joker,
// concealed ones included.
TEST(Hand, WithPeskyPairsOneNoConcealedPairHoldsAJoker) {
  constexpr Pairs pesky = Pairs::naturals_only;
  EXPECT_FALSE(is_mahjong(counts("D2 J"), pesky));
  EXPECT_TRUE(is_mahjong(counts("D2 J J"), pesky));  // a Triple may
  EXPECT_TRUE(is_mahjong(counts("D2 D2"), pesky));
  EXPECT_FALSE(is_mahjong(counts("D2 D3 J J J"), pesky));  // D2 J J and a D3 J Pair
  EXPECT_TRUE(is_mahjong(counts("D2 D3 J J J J"), pesky));
  EXPECT_FALSE(is_mahjong(counts("D2 D2 J J J"), pesky));          // D2 J J and D2 J is no good
  EXPECT_TRUE(is_mahjong(counts("D2 D2 C5 C5 C5 J J J"), pesky));  // C5 C5 C5 J, D2 D2 J J
  EXPECT_FALSE(is_mahjong(counts("D2 J D4 D4 D4 D6 D6 D6 D6 D8 D8 D8 B9 B9"), pesky));
  EXPECT_TRUE(is_mahjong(counts("D2 J D4 D4 D4 D6 D6 D6 D6 D8 D8 D8 B9 B9")));
}

// Brute force over small hands: the counting rule agrees with trying every split.
bool splits(FaceCounts c, Pairs pairs) {
  int f = 0;
  while (f < kNumberedFaces && c[f] == 0) ++f;
  if (f == kNumberedFaces) return c[index(kJoker)] == 0;
  for (int n = 1; n <= c[f]; ++n) {
    for (int j = 0; j <= c[index(kJoker)] && n + j <= 4; ++j) {
      if (n + j < 2) continue;
      if (n + j == 2 && j > 0 && pairs == Pairs::naturals_only) continue;
      FaceCounts rest = c;
      rest[f] = static_cast<std::uint8_t>(rest[f] - n);
      rest[index(kJoker)] = static_cast<std::uint8_t>(rest[index(kJoker)] - j);
      if (splits(rest, pairs)) return true;
    }
  }
  return false;
}

TEST(Hand, MahjongAgreesWithTryingEverySplit) {
  kernel::Rng rng(99);
  for (int i = 0; i < 20000; ++i) {
    FaceCounts c{};
    const int faces = 1 + static_cast<int>(rng.below(4));
    for (int k = 0; k < faces; ++k) c[rng.below(4)] = static_cast<std::uint8_t>(rng.below(5));
    c[index(kJoker)] = static_cast<std::uint8_t>(rng.below(9));
    for (Pairs pairs : {Pairs::jokers_allowed, Pairs::naturals_only}) {
      ASSERT_EQ(is_mahjong(c, pairs), splits(c, pairs))
          << int(c[0]) << int(c[1]) << int(c[2]) << int(c[3]) << " J" << int(c[index(kJoker)])
          << (pairs == Pairs::naturals_only ? " pesky" : "");
    }
  }
}

}  // namespace
}  // namespace jongtable::gimme

namespace jongtable::gimme {
namespace {

TEST(Hand, TheSortedHandCheckAgreesWithTheCountingOne) {
  kernel::Rng rng(7);
  std::array<TileId, kTileCount> tiles{};
  for (int id = 0; id < kTileCount; ++id) tiles[id] = TileId(id);
  for (int i = 0; i < 20000; ++i) {
    // Small slices of a shuffled box, often few faces so that Mahjong comes up.
    kernel::shuffle(std::span<TileId>(tiles), rng);
    const auto size = static_cast<std::size_t>(rng.below(15));
    Hand hand;
    for (std::size_t k = 0; k < size; ++k) {
      const int t = index(tiles[k]);
      hand.insert_sorted(TileId(rng.below(2) ? t % 12 : t));  // folds many onto D1-D3
    }
    // Folding may repeat an id; the check reads faces only, so a repeat is fine here.
    for (Pairs pairs : {Pairs::jokers_allowed, Pairs::naturals_only}) {
      ASSERT_EQ(is_mahjong_sorted(hand, pairs), is_mahjong(count_faces(hand), pairs)) << i;
    }
  }
}

}  // namespace
}  // namespace jongtable::gimme
