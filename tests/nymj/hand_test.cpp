// docs/rules/nymj.md "Cards and hands": sets, pairs, and the winning hand of 11.
#include "jongtable/nymj/hand.hpp"

#include <gtest/gtest.h>

#include "table_fixture.hpp"

namespace jongtable::nymj {
namespace {

using testing::counts;
using testing::faces;

Face f(const char* code) {
  return *face_from_code(code);
}

TEST(Deck, HasTwentyFiveFacesThreeCopiesEach) {
  EXPECT_EQ(kDeckSize, 75);
  FaceCounts seen{};
  for (int id = 0; id < kDeckSize; ++id) ++seen[index(face_of(CardId(id)))];
  for (auto c : seen) EXPECT_EQ(c, 3);
  EXPECT_EQ(suit_of(f("R6")), Suit::red);
  EXPECT_EQ(suit_of(f("B1")), Suit::blue);
  EXPECT_EQ(suit_of(f("G6")), Suit::green);
  EXPECT_EQ(suit_of(f("winter")), Suit::seasons);
  EXPECT_EQ(suit_of(f("pride")), Suit::emotions);
  EXPECT_EQ(rank_of(f("B5")), 5);
  EXPECT_EQ(face_name(f("B5")), "5 Blue");
  EXPECT_FALSE(face_from_code("B7").has_value());
}

TEST(Sets, IdenticalCardsMakeASetInEverySuit) {
  EXPECT_TRUE(is_set(f("R2"), f("R2"), f("R2")));
  EXPECT_TRUE(is_set(f("love"), f("love"), f("love")));
  EXPECT_TRUE(is_set(f("winter"), f("winter"), f("winter")));
}

TEST(Sets, ThreeConsecutiveNumbersOfOneSuitMakeASetInAnyOrder) {
  EXPECT_TRUE(is_set(f("B4"), f("B5"), f("B6")));
  EXPECT_TRUE(is_set(f("G3"), f("G1"), f("G2")));
  EXPECT_FALSE(is_set(f("B4"), f("R5"), f("B6"))) << "mixed suits";
  EXPECT_FALSE(is_set(f("B4"), f("B5"), f("B5")));
}

TEST(Sets, SequencesDoNotWrapAround) {
  EXPECT_FALSE(is_set(f("R6"), f("R1"), f("R2")));
  EXPECT_FALSE(is_set(f("R5"), f("R6"), f("B1"))) << "R6 and B1 are adjacent ids only";
}

TEST(Sets, SeasonsAndEmotionsFormIdenticalSetsOnly) {
  EXPECT_FALSE(is_set(f("spring"), f("summer"), f("fall")));
  EXPECT_FALSE(is_set(f("summer"), f("fall"), f("winter")));
  EXPECT_FALSE(is_set(f("love"), f("guilt"), f("pride")));
  EXPECT_FALSE(is_set(f("G5"), f("G6"), f("spring")));
}

TEST(Winning, ThreeSetsAndAPairOfElevenCards) {
  EXPECT_TRUE(is_winning(counts("R1 R2 R3 B4 B5 B6 love love love G2 G2"), 0));
  EXPECT_TRUE(is_winning(counts("R1 R1 R1 R2 R2 R2 R3 R3 R3 spring spring"), 0));
  EXPECT_FALSE(is_winning(counts("R1 R2 R3 B4 B5 B6 love love love G2 G3"), 0)) << "no pair";
  EXPECT_FALSE(is_winning(counts("R1 R2 R3 B4 B5 B6 love love G2 G2"), 0)) << "10 cards";
  EXPECT_FALSE(is_winning(counts("R5 R6 B1 B4 B5 B6 love love love G2 G2"), 0)) << "wrap";
  EXPECT_FALSE(is_winning(counts("spring summer fall B4 B5 B6 love love love G2 G2"), 0));
}

TEST(Winning, NeedsTheRightSplitWhenCardsCanBeReadSeveralWays) {
  // R1 R1 R1 R2 R3 + ... : the pair must be R1 R1 with R1 R2 R3, or R1 R1 R1 with R2 R3 ?
  EXPECT_TRUE(is_winning(counts("R1 R1 R1 R2 R3 G4 G4 G4 pride pride pride"), 0));
  EXPECT_TRUE(is_winning(counts("B2 B2 B3 B3 B4 B4 B5 B5 B6 B6 B6"), 0));
}

TEST(Winning, CountsSetsAlreadyExposed) {
  EXPECT_TRUE(is_winning(counts("R1 R2 R3 B4 B5 B6 G2 G2"), 1));
  EXPECT_TRUE(is_winning(counts("G2 G2"), 3));
  EXPECT_FALSE(is_winning(counts("R1 R2 R3 B4 B5 B6 G2 G2"), 0));
  EXPECT_FALSE(is_winning(counts("R1 R2 R3 B4 B5 B6 love love love G2 G2"), 1));
}

TEST(SetCompletions, ListsEveryWayADiscardCompletesASet) {
  const auto hand = counts("B2 B3 B5 B6 B4 B4 R1 R1 R1 love");
  const auto options = set_completions(hand, f("B4"));
  ASSERT_EQ(options.size(), 4u);
  EXPECT_EQ(options[0], (SetCompletion{f("B2"), f("B3")}));
  EXPECT_EQ(options[1], (SetCompletion{f("B3"), f("B5")}));
  EXPECT_EQ(options[2], (SetCompletion{f("B5"), f("B6")}));
  EXPECT_EQ(options[3], (SetCompletion{f("B4"), f("B4")}));
  EXPECT_TRUE(set_completions(hand, f("love")).empty()) << "one love is not two";
  EXPECT_EQ(set_completions(hand, f("R1")).size(), 1u);
  EXPECT_TRUE(set_completions(counts("R5 R6"), f("B1")).empty()) << "no wrap across suits";
}

TEST(Claims, ASetClaimNeedsTwoConcealedCards) {
  const auto hand = counts("R1 R2 B4 B4 G6 spring summer fall love guilt");
  EXPECT_EQ(classify_claim(hand, 0, f("R3")), ClaimKind::completes_set);
  EXPECT_EQ(classify_claim(hand, 0, f("B4")), ClaimKind::completes_set);
  EXPECT_EQ(classify_claim(hand, 0, f("G6")), ClaimKind::mistaken) << "a pair is no set";
  EXPECT_EQ(classify_claim(hand, 0, f("winter")), ClaimKind::mistaken);
}

TEST(Claims, APairMayBeCompletedOnlyByTheLastCardToWin) {
  const auto waiting = counts("R1 R2 R3 B4 B5 B6 love love love G2");
  EXPECT_EQ(classify_claim(waiting, 0, f("G2")), ClaimKind::wins);
  const auto not_waiting = counts("R1 R2 R3 B4 B5 B6 love love G6 G2");
  EXPECT_EQ(classify_claim(not_waiting, 0, f("G2")), ClaimKind::mistaken);
}

TEST(Claims, TheLastCardMayCompleteASetToWin) {
  const auto waiting = counts("R1 R2 B4 B5 B6 love love love G2 G2");
  EXPECT_EQ(classify_claim(waiting, 0, f("R3")), ClaimKind::wins);
  EXPECT_EQ(classify_claim(counts("R1 R2 G2 G2 B4 B5 B6"), 1, f("R3")), ClaimKind::wins);
}

TEST(Distance, CountsCardsStillMissing) {
  EXPECT_EQ(cards_from_winning(counts("R1 R2 R3 B4 B5 B6 love love love G2 G2"), 0), 0);
  EXPECT_EQ(cards_from_winning(counts("R1 R2 R3 B4 B5 B6 love love love G2"), 0), 1);
  EXPECT_EQ(cards_from_winning(counts("R1 R2 R3 B4 B5 B6 love love G5 G2"), 0), 2);
  EXPECT_EQ(cards_from_winning(counts("G2"), 3), 1);
  EXPECT_EQ(cards_from_winning(counts("R1 R4 B1 B4 G1 G4 spring summer fall winter"), 0), 7);
}

}  // namespace
}  // namespace jongtable::nymj
