// view_for(): everything a seat may know, and nothing else.
#include <gtest/gtest.h>

#include <algorithm>

#include "table_fixture.hpp"

namespace jongtable::nymj {
namespace {

using testing::seat;

class ViewTest : public testing::TableTest {
 protected:
  void deal() {
    start(scenario(4, 0,
                   {"R1 R4 B1 B4 G1 G4 spring summer fall love guilt",
                    "R2 R5 B2 B5 G2 G5 spring summer fall winter",
                    "R3 R6 B3 B6 G3 G6 spring summer fall winter",
                    "pride pride love guilt winter R2 B2 G2 R5 G5"},
                   "R1"));
  }
};

TEST_F(ViewTest, ASeatSeesItsOwnHandSortedAndOthersOnlyAsCounts) {
  deal();
  for (int s = 0; s < 4; ++s) {
    const auto view = view_for(table, seat(s));
    auto own = table.players[s].concealed;
    std::sort(own.begin(), own.end());
    EXPECT_EQ(view.hand, own);
    for (int o = 0; o < 4; ++o) {
      EXPECT_EQ(view.seats[o].concealed_count, static_cast<int>(table.players[o].concealed.size()));
    }
  }
}

TEST_F(ViewTest, ASpectatorSeesNoConcealedCardAndMayDoNothing) {
  deal();
  const auto view = spectator_view(table);
  EXPECT_TRUE(view.hand.empty());
  EXPECT_FALSE(view.just_drawn);
  EXPECT_FALSE(view.legal.discard || view.legal.steal || view.legal.pass);
  EXPECT_FALSE(view.viewer);
}

TEST_F(ViewTest, OnlyTheDrawerIsToldTheCardJustDrawn) {
  deal();
  discard(0, "R4");
  all_pass();
  EXPECT_TRUE(view_for(table, seat(1)).just_drawn);
  for (int s : {0, 2, 3}) EXPECT_FALSE(view_for(table, seat(s)).just_drawn);
  EXPECT_FALSE(spectator_view(table).just_drawn);
}

TEST_F(ViewTest, LegalActionsFollowThePhase) {
  deal();
  EXPECT_TRUE(view_for(table, seat(0)).legal.discard);
  EXPECT_FALSE(view_for(table, seat(1)).legal.discard);
  discard(0, "R4");
  EXPECT_FALSE(view_for(table, seat(0)).legal.steal) << "not on your own discard";
  EXPECT_TRUE(view_for(table, seat(2)).legal.steal);
  EXPECT_TRUE(view_for(table, seat(2)).legal.pass);
  pass(2);
  EXPECT_FALSE(view_for(table, seat(2)).legal.steal) << "already answered";
  EXPECT_TRUE(view_for(table, seat(2)).window->answered);
  steal(3);
  const auto window = view_for(table, seat(1)).window;
  ASSERT_TRUE(window);
  ASSERT_EQ(window->called.size(), 1u);
  EXPECT_EQ(window->called[0], seat(3));
}

TEST_F(ViewTest, EveryHandIsRevealedAtTheRoundEnd) {
  start(scenario(
      4, 0,
      {"R1 R2 R3 B4 B5 B6 love love love G2 G2", "R2 R5 B2 B5 G4 G5 spring summer fall winter",
       "R3 R6 B3 B6 G3 G6 spring summer fall winter",
       "pride pride guilt winter R4 B2 G4 R5 G5 guilt"}));
  play(DeclareWin{seat(0)});
  const auto view = view_for(table, seat(1));
  ASSERT_EQ(view.history.size(), 1u);
  EXPECT_EQ(view.history[0].concealed[2].size(), 10u);
  EXPECT_EQ(view.history[0].concealed[0].size(), 11u);
}

}  // namespace
}  // namespace jongtable::nymj
