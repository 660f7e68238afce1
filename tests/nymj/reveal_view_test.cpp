// revealed_hands(): every seat's concealed cards, for replays of finished games.
#include <gtest/gtest.h>

#include <algorithm>

#include "table_fixture.hpp"

namespace jongtable::nymj {
namespace {

using testing::seat;

class RevealViewTest : public testing::TableTest {
 protected:
  // Ma is seat 2 here, so Ma's 11 cards are not the first seat's.
  void deal() {
    const auto hands = std::vector<std::string>{
        "G6 G5 G4 R6 R5 R4 B6 B5 B4 love", "G3 G2 G1 R3 R2 R1 B3 B2 B1 pride",
        "love pride spring spring summer summer fall fall winter winter guilt",
        "G6 G5 G4 R6 R5 R4 B6 B5 B4 guilt"};
    start(scenario(4, 2, hands, "G1"));
  }
};

TEST_F(RevealViewTest, EverySeatsHandIsRevealedSortedLikeItsOwnView) {
  deal();
  const auto hands = revealed_hands(table);
  ASSERT_EQ(hands.size(), 4u);
  for (int s = 0; s < 4; ++s) {
    EXPECT_EQ(hands[static_cast<std::size_t>(s)], view_for(table, seat(s)).hand) << "seat " << s;
  }
  EXPECT_EQ(hands[2].size(), 11u);
  EXPECT_EQ(hands[0].size(), 10u);
}

TEST_F(RevealViewTest, FollowsTheTableAfterADiscard) {
  deal();
  discard(2, "guilt");
  const auto hands = revealed_hands(table);
  EXPECT_EQ(hands[2].size(), 10u);
  EXPECT_TRUE(std::none_of(hands[2].begin(), hands[2].end(),
                           [](CardId c) { return face_of(c) == *face_from_code("guilt"); }));
  EXPECT_TRUE(std::is_sorted(hands[2].begin(), hands[2].end()));
}

TEST_F(RevealViewTest, ATableNotStartedHasEmptyHands) {
  table = create_table(testing::test_settings(3), 42);
  const auto hands = revealed_hands(table);
  for (const auto& hand : hands) EXPECT_TRUE(hand.empty());
}

}  // namespace
}  // namespace jongtable::nymj
