// What a view shows (docs/rules/pairs.md "End and scoring", last bullet) and `legal`.
#include <gtest/gtest.h>

#include "pairs_fixture.hpp"

namespace jongtable::pairs {
namespace {

using testing::PairsTest;
using testing::seat;

class Views : public PairsTest {};

TEST_F(Views, ASeatSeesItsOwnHandAndOnlyCountsOfOthers) {
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 R3"}, "B6 B5");
  play(Draw{seat(0)});
  const View mine = view_for(state, seat(0));
  EXPECT_EQ(mine.hand, hand(0));
  EXPECT_EQ(mine.seats[0].hand_count, 6);
  EXPECT_EQ(mine.seats[1].hand_count, 5);
  EXPECT_EQ(mine.pile_count, static_cast<int>(state.pile.size()));
  EXPECT_EQ(mine.current, seat(0));
  EXPECT_EQ(mine.legal.discard, hand(0));
  EXPECT_FALSE(mine.legal.declare_win);
  EXPECT_FALSE(mine.legal.draw);
  const View theirs = view_for(state, seat(1));
  EXPECT_EQ(theirs.hand, hand(1));
  EXPECT_TRUE(theirs.legal.discard.empty());
}

TEST_F(Views, ASpectatorSeesNoHandAndMayDoNothing) {
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 R3"}, "B6 B5");
  for (const View& view : {view_for(state, std::nullopt), view_for(state, seat(5))}) {
    EXPECT_FALSE(view.viewer);
    EXPECT_TRUE(view.hand.empty());
    EXPECT_FALSE(view.legal.draw);
  }
  EXPECT_TRUE(view_for(state, seat(0)).legal.draw);
  EXPECT_FALSE(view_for(state, seat(1)).legal.draw);
}

TEST_F(Views, TheWindowOffersPassToEveryoneAndClaimOnlyToAWinner) {
  settings.seats = 3;
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 R3", "B4 B4 B5 B5 B6"}, "B6 B3");
  draw_and_discard(0, "R3");
  const View one = view_for(state, seat(1));
  ASSERT_TRUE(one.window);
  EXPECT_EQ(one.window->discarder, seat(0));
  EXPECT_EQ(one.discards, state.discards);
  EXPECT_TRUE(one.legal.pass);
  EXPECT_TRUE(one.legal.claim);
  const View two = view_for(state, seat(2));
  EXPECT_TRUE(two.legal.pass);
  EXPECT_FALSE(two.legal.claim);
  EXPECT_FALSE(view_for(state, seat(0)).legal.pass);
}

TEST_F(Views, AWinningHandIsShownToEveryoneUntilTheNextDeal) {
  start(0, {"R1 R1 R2 R2 R3", "B1 B1 B2 B2 B3"}, "R3");
  play(Draw{seat(0)});
  EXPECT_TRUE(view_for(state, seat(0)).legal.declare_win);
  EXPECT_TRUE(view_for(state, std::nullopt).winning_hand.empty());
  play(DeclareWin{seat(0)});
  const View spectator = view_for(state, std::nullopt);
  EXPECT_EQ(spectator.winner, seat(0));
  EXPECT_EQ(spectator.winning_hand, hand(0));
  EXPECT_EQ(spectator.history.size(), 1u);
}

}  // namespace
}  // namespace jongtable::pairs
