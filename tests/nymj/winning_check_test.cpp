// The quick hand checks against the plain ones: the win check (per-suit tables) against
// the rulebook's definition written out here (some face is the pair, the rest splits
// into sets), and completes_a_set against set_completions.
#include <gtest/gtest.h>

#include <vector>

#include "jongtable/nymj/hand.hpp"
#include "jongtable/nymj/kernel_names.hpp"

namespace jongtable::nymj {
namespace {

// Removes a set holding the lowest face left, every possible way, until nothing is left.
bool all_sets(FaceCounts& counts) {
  int f = 0;
  while (f < kFaceCount && counts[f] == 0) ++f;
  if (f == kFaceCount) return true;
  bool ok = false;
  if (counts[f] >= 3) {
    counts[f] -= 3;
    ok = all_sets(counts);
    counts[f] += 3;
  }
  const bool run = f < 18 && f % 6 <= 3 && counts[f + 1] > 0 && counts[f + 2] > 0;
  if (!ok && run) {
    --counts[f], --counts[f + 1], --counts[f + 2];
    ok = all_sets(counts);
    ++counts[f], ++counts[f + 1], ++counts[f + 2];
  }
  return ok;
}

bool wins_by_definition(FaceCounts counts, int exposed_sets) {
  int cards = 0;
  for (auto c : counts) cards += c;
  if (cards != 3 * (kSetsToWin - exposed_sets) + 2) return false;
  for (int pair = 0; pair < kFaceCount; ++pair) {
    if (counts[pair] < 2) continue;
    counts[pair] -= 2;
    const bool wins = all_sets(counts);
    counts[pair] += 2;
    if (wins) return true;
  }
  return false;
}

// Every hand of one numbered suit alone, with love as the pair when it needs one.
TEST(WinningCheck, AgreesWithTheDefinitionOnEveryOneSuitHand) {
  int wins = 0;
  for (int suit_first : {0, 6, 12}) {
    for (int key = 0; key < 4096; ++key) {
      FaceCounts hand{};
      int cards = 0;
      for (int r = 0; r < 6; ++r) {
        hand[suit_first + r] = static_cast<std::uint8_t>((key >> (2 * r)) & 3);
        cards += hand[suit_first + r];
      }
      if (cards % 3 == 0) hand[23] = 2, cards += 2;  // love, love
      if (cards % 3 != 2 || cards > 11) continue;
      const int exposed = kSetsToWin - (cards - 2) / 3;
      const bool expected = wins_by_definition(hand, exposed);
      EXPECT_EQ(is_winning(hand, exposed), expected) << "suit " << suit_first << " key " << key;
      wins += expected ? 1 : 0;
    }
  }
  EXPECT_GT(wins, 100);
}

// Shuffled hands, and hands built from three random sets and a pair, one card changed
// in half of them.
TEST(WinningCheck, AgreesWithTheDefinitionOnShuffledAndBuiltHands) {
  Rng rng(99);
  std::vector<CardId> deck;
  for (int id = 0; id < kDeckSize; ++id) deck.push_back(CardId(id));
  int wins = 0;
  for (int i = 0; i < 20000; ++i) {
    const int exposed = static_cast<int>(rng.below(4));
    const int size = 3 * (kSetsToWin - exposed) + 2;
    FaceCounts hand{};
    if (i % 2 == 0) {
      shuffle(std::span(deck), rng);
      for (int c = 0; c < size; ++c) ++hand[index(face_of(deck[c]))];
    } else {
      for (int s = 0; s < kSetsToWin - exposed; ++s) {
        const int f = static_cast<int>(rng.below(kFaceCount));
        if (f < 18 && f % 6 <= 3 && rng.below(2) == 0) {
          ++hand[f], ++hand[f + 1], ++hand[f + 2];
        } else {
          hand[f] += 3;
        }
      }
      hand[rng.below(kFaceCount)] += 2;
      if (i % 4 == 1) {
        int f = static_cast<int>(rng.below(kFaceCount));
        while (hand[f] == 0) f = (f + 1) % kFaceCount;
        --hand[f];
        ++hand[rng.below(kFaceCount)];
      }
    }
    const bool expected = wins_by_definition(hand, exposed);
    EXPECT_EQ(is_winning(hand, exposed), expected) << "hand " << i;
    wins += expected ? 1 : 0;
  }
  EXPECT_GT(wins, 3000);
  EXPECT_LT(wins, 17000);
}

// The quick yes/no of completes_a_set against the full list of ways, on every face
// offered to shuffled hands of every size.
TEST(CompletesASet, AgreesWithTheListOfWays) {
  Rng rng(7);
  std::vector<CardId> deck;
  for (int id = 0; id < kDeckSize; ++id) deck.push_back(CardId(id));
  int yes = 0;
  for (int i = 0; i < 3000; ++i) {
    shuffle(std::span(deck), rng);
    const FaceCounts hand = count_faces(std::span(deck).first(1 + i % 11));
    for (int f = 0; f < kFaceCount; ++f) {
      const bool expected = !set_completions(hand, Face(f)).empty();
      EXPECT_EQ(completes_a_set(hand, Face(f)), expected) << "hand " << i << " face " << f;
      yes += expected ? 1 : 0;
    }
  }
  EXPECT_GT(yes, 5000);
}

}  // namespace
}  // namespace jongtable::nymj
