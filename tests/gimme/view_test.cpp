// What each seat is shown: its own tiles only, the window alike for every seat, and
// the legal actions as data.
#include "fixture.hpp"

namespace jongtable::gimme {
namespace {

using testing::GimmeTest;
using testing::kFillerA;
using testing::kFillerB;
using testing::kFillerC;
using testing::seat;

class Views : public GimmeTest {};

TEST_F(Views, ASeatSeesItsOwnTilesAndOnlyCountsOfOthers) {
  start(scenario({kFillerA, kFillerB, kFillerC}, "C9"));
  const View mine = view_for(state, seat(0));
  EXPECT_EQ(mine.hand, state.players[0].concealed);
  EXPECT_EQ(mine.just_drawn, state.just_drawn);
  EXPECT_EQ(mine.seats[1].concealed_count, 13);
  EXPECT_TRUE(mine.seats[1].revealed.empty());
  EXPECT_EQ(mine.legal.drop, state.players[0].concealed);
  const View theirs = view_for(state, seat(1));
  EXPECT_EQ(theirs.hand, state.players[1].concealed);
  EXPECT_FALSE(theirs.just_drawn.has_value());
  EXPECT_TRUE(theirs.legal.drop.empty());
  const View spectator = view_for(state, std::nullopt);
  EXPECT_TRUE(spectator.hand.empty());
  EXPECT_TRUE(spectator.legal.drop.empty());
  EXPECT_EQ(spectator.pool_count, static_cast<int>(state.pool.size()));
}

TEST_F(Views, AWindowLooksTheSameToASeatThatCannotCall) {
  start(scenario({kFillerA, "D1 D1 J D2 D4 D6 D8 C1 C3 C5 C7 C9 B2", kFillerB}, "C8"));
  drop(0, "D1");
  const View can = view_for(state, seat(1));
  const View cannot = view_for(state, seat(2));
  ASSERT_TRUE(can.window && cannot.window);
  EXPECT_EQ(can.window->id, cannot.window->id);
  EXPECT_EQ(can.window->closes_at, cannot.window->closes_at);
  EXPECT_EQ(can.window->opened_at, cannot.window->opened_at);
  EXPECT_EQ(can.window->tile, cannot.window->tile);
  EXPECT_TRUE(can.legal.pass);
  EXPECT_TRUE(cannot.legal.pass);
  EXPECT_FALSE(can.legal.gimme_options.empty());
  EXPECT_TRUE(cannot.legal.gimme_options.empty());
  const View spectator = view_for(state, std::nullopt);
  EXPECT_EQ(spectator.window->closes_at, can.window->closes_at);
  EXPECT_TRUE(spectator.legal.gimme_options.empty());
}

TEST_F(Views, GimmeOptionsListEveryConcreteSet) {
  start(scenario({kFillerA, "D1 D1 J J D2 D4 D6 D8 C1 C3 C5 C7 C9", kFillerB}, "C8"));
  drop(0, "D1");
  const auto& options = view_for(state, seat(1)).legal.gimme_options;
  // 0-2 naturals with 0-2 Jokers, 1-3 tiles: D1, D1 D1, J, J J, D1 J, D1 J J, D1 D1 J.
  EXPECT_EQ(options.size(), 7u);
  for (const GimmeTiles& option : options) {
    std::vector<TileId> tiles(option.begin(), option.end());
    State copy = state;
    EXPECT_TRUE(apply(copy, Gimme{seat(1), state.window.id, tiles}, now).ok());
  }
}

TEST_F(Views, GimmeOptionsHonourPeskyPairs) {
  Scenario s = scenario(
      {kFillerA, "D1 J D2 D4 D6 D8 C1 C3 C5 C7 C9 B2 B4", "D1 D6 D6 D6 C8 C8 C8 B8 B8 B8 B9 B9 B9"},
      "C9");
  s.settings.pesky_pairs_1 = true;
  s.settings.pesky_pairs_2 = true;
  start(s);
  drop(0, "D1");
  const auto& one = view_for(state, seat(1)).legal.gimme_options;
  // No pair (the D1 pair does not finish; the Joker pair is out), only the Triple.
  ASSERT_EQ(one.size(), 1u);
  EXPECT_EQ(one[0].size(), 2u);
  const auto& two = view_for(state, seat(2)).legal.gimme_options;
  ASSERT_EQ(two.size(), 1u);  // the pair that finishes
  EXPECT_EQ(two[0].size(), 1u);
}

TEST_F(Views, ADroppedJokerOffersNoGimmeButTheSamePass) {
  start(scenario(
      {"J D3 D5 D7 D9 C2 C4 C6 C8 B1 B3 B5 B7", "D1 J J D2 D4 D6 D8 C1 C3 C5 C7 C9 B2", kFillerB},
      "C1"));
  drop(0, "J");
  const View view = view_for(state, seat(1));
  EXPECT_TRUE(view.legal.gimme_options.empty());
  EXPECT_TRUE(view.legal.pass);
  EXPECT_EQ(view.window->closes_at - view.window->opened_at, 2500);
}

TEST_F(Views, JokerStealsAndDeclaringAreOffered) {
  Scenario s = scenario({"D5 C1 C1 C3 C3 C5 C5 C7 C7 B2 B2 B4", kFillerB}, "B4");
  s.exposed = {{}, {"D5 J"}};
  start(s);
  const View view = view_for(state, seat(0));
  EXPECT_FALSE(view.legal.declare_mahjong);
  ASSERT_EQ(view.legal.joker_steals.size(), 1u);
  EXPECT_EQ(view.legal.joker_steals[0].owner, seat(1));
  EXPECT_EQ(view.legal.joker_steals[0].set, 0);
  EXPECT_EQ(face_of(view.legal.joker_steals[0].tile), testing::face("D5"));
  EXPECT_TRUE(view_for(state, seat(1)).legal.joker_steals.empty());  // not their turn
}

TEST_F(Views, ThePublicTableIsTheSameForEveryViewer) {
  start(scenario({kFillerA, kFillerB, kFillerC}, "C9"));
  drop(0, "C9");
  const View a = view_for(state, seat(1));
  const View b = view_for(state, std::nullopt);
  EXPECT_EQ(a.dropped, b.dropped);
  ASSERT_TRUE(a.last_drop && b.last_drop);
  EXPECT_EQ(a.last_drop->tile, b.last_drop->tile);
  EXPECT_EQ(a.seats[0].concealed_count, 13);
  EXPECT_EQ(a.round, 1);
  EXPECT_EQ(a.rounds, 3);
}

}  // namespace
}  // namespace jongtable::gimme
