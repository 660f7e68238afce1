// docs/rules/gimme.md "A turn": the automatic draw, Joker Steals (only after a draw), declaring,
// and the drop.
#include "fixture.hpp"

namespace jongtable::gimme {
namespace {

using testing::GimmeTest;
using testing::kFillerA;
using testing::kFillerB;
using testing::kFillerC;
using testing::seat;

class Turn : public GimmeTest {
 protected:
  // Sets with Jokers in them, laid down before the game by the scenario.
  Scenario steal_scenario() {
    Scenario s = scenario({"D5 D5 C1 C3 C5 C7 C9 B2 B4 B6", kFillerB, kFillerC}, "C8");
    s.exposed = {{"D6 D6 J"}, {"D5 J J"}, {"C2 C2 C2 J"}};
    return s;
  }
};

TEST_F(Turn, TheFirstPlayerDrawsTheTopOfThePoolAutomatically) {
  const Outcome out = start(scenario({kFillerA, kFillerB}, "C9 D9", 1));
  EXPECT_EQ(state.phase, Phase::awaiting_drop);
  EXPECT_EQ(state.current, seat(1));
  EXPECT_EQ(state.players[1].concealed.size(), 14u);
  EXPECT_EQ(state.players[0].concealed.size(), 13u);
  ASSERT_TRUE(state.just_drawn.has_value());
  EXPECT_EQ(face_of(*state.just_drawn), testing::face("C9"));
  EXPECT_TRUE(state.drew_from_pool);
  EXPECT_EQ(state.pool.size(), static_cast<std::size_t>(116 - 26 - 1));
  // The drawn tile is told to the drawer only.
  for (const Event& e : out.events) {
    if (const auto* drawn = std::get_if<TileDrawn>(&e.body)) {
      EXPECT_EQ(drawn->tile.has_value(), e.audience.includes(seat(1)));
      EXPECT_FALSE(drawn->tile.has_value() && e.audience.includes(seat(0)));
    }
  }
}

TEST_F(Turn, TheNextPlayerDrawsWhenNobodyCalls) {
  start(scenario({kFillerA, kFillerB, kFillerC}, "C9 D9 B9"));
  drop(0, "C9");
  all_pass();
  EXPECT_EQ(state.current, seat(1));
  EXPECT_EQ(state.phase, Phase::awaiting_drop);
  EXPECT_EQ(face_of(*state.just_drawn), testing::face("D9"));
  EXPECT_EQ(state.dropped.size(), 1u);  // the uncalled drop stays faceup
}

TEST_F(Turn, OnlyTheSeatWhoseTurnItIsMayDrop) {
  start(scenario({kFillerA, kFillerB}, "C9"));
  refuse(Drop{seat(1), tile(1, "D2")}, RuleError::not_your_turn);
  refuse(Drop{seat(0), tile(1, "D2")}, RuleError::card_not_held);
  refuse(Drop{seat(7), tile(1, "D2")}, RuleError::seat_out_of_range);
  drop(0, "D1");
  refuse(Drop{seat(0), tile(0, "D3")}, RuleError::not_your_turn);
}

TEST_F(Turn, IntentsBeforeTheGameStartsAreRefused) {
  state = create_table(testing::test_settings(2), 1);
  refuse(Drop{seat(0), TileId(0)}, RuleError::game_not_started);
  refuse(Pass{seat(0), 1}, RuleError::game_not_started);
  play(StartGame{});
  refuse(StartGame{}, RuleError::game_already_started);
}

TEST_F(Turn, AJokerStealSwapsANaturalForTheJokerInAnyonesSet) {
  start(steal_scenario());
  const TileId five = tile(0, "D5");
  const Outcome out = play(JokerSteal{seat(0), five, seat(1), 0});
  const GimmeSet& set = state.players[1].exposed[0];
  EXPECT_EQ(set.face, testing::face("D5"));
  EXPECT_EQ(set.tiles.size(), 3u);  // same size and face
  EXPECT_TRUE(set.tiles.contains(five));
  EXPECT_EQ(std::count_if(set.tiles.begin(), set.tiles.end(), [](TileId t) { return is_joker(t); }),
            1);
  EXPECT_EQ(jokers_held(0), 1);
  EXPECT_EQ(state.players[0].concealed.size(), 11u);
  ASSERT_NE(testing::find_event<JokerStolen>(out), nullptr);
  EXPECT_EQ(state.phase, Phase::awaiting_drop);  // the turn goes on
}

TEST_F(Turn, SeveralStealsInOneTurnEachNeedingAJokerOfTheTilesFace) {
  start(steal_scenario());
  play(JokerSteal{seat(0), tile(0, "D5"), seat(1), 0});
  play(JokerSteal{seat(0), tile(0, "D5"), seat(1), 0});  // the set's second Joker
  // That set has no Joker left; the others need a D6 or a C2, and none is held.
  refuse(JokerSteal{seat(0), tile(0, "C9"), seat(1), 0}, RuleError::no_joker_to_steal);
  refuse(JokerSteal{seat(0), tile(0, "C1"), seat(0), 0}, RuleError::wrong_face);
  refuse(JokerSteal{seat(0), tile(0, "C1"), seat(2), 0}, RuleError::wrong_face);
  refuse(JokerSteal{seat(0), tile(0, "C1"), seat(1), 3}, RuleError::no_joker_to_steal);
  refuse(JokerSteal{seat(0), tile(0, "C1"), seat(9), 0}, RuleError::seat_out_of_range);
  EXPECT_EQ(jokers_held(0), 2);
}

TEST_F(Turn, AJokerStealFromTheStealersOwnSet) {
  Scenario s = scenario({"D6 C1 C3 C5 C7 C9 B2 B4 B6 B8", kFillerB}, "C8");
  s.exposed = {{"D6 D6 J"}, {}};
  start(s);
  play(JokerSteal{seat(0), tile(0, "D6"), seat(0), 0});
  EXPECT_FALSE(state.players[0].exposed[0].holds_joker());
  EXPECT_TRUE(is_joker(state.players[0].concealed.back()));
}

TEST_F(Turn, NoJokerStealAfterAGimme) {
  Scenario s = scenario({kFillerA, "D1 D1 C1 C3 C5 C7 C9 B2 B4 D5", kFillerB}, "C8");
  s.exposed = {{}, {}, {"D5 D5 J"}};
  start(s);
  drop(0, "D1");
  gimme(1, "D1");
  ASSERT_EQ(state.current, seat(1));
  EXPECT_FALSE(state.drew_from_pool);
  refuse(JokerSteal{seat(1), tile(1, "D5"), seat(2), 0}, RuleError::no_steal_after_gimme);
  EXPECT_TRUE(view_for(state, seat(1)).legal.joker_steals.empty());
}

TEST_F(Turn, OnlyTheSeatWhoseTurnItIsMayStealAJoker) {
  start(steal_scenario());
  refuse(JokerSteal{seat(2), tile(2, "B2"), seat(1), 0}, RuleError::not_your_turn);
}

TEST_F(Turn, DeclaringAHandThatIsNotMahjongIsRefused) {
  start(scenario({kFillerA, kFillerB}, "C9"));
  refuse(DeclareMahjong{seat(0)}, RuleError::not_a_winning_hand);
  refuse(DeclareMahjong{seat(1)}, RuleError::not_your_turn);
}

TEST_F(Turn, AJokerStealCanMakeTheHandMahjong) {
  // Holding D5 and pairs: giving the D5 for a Joker leaves pairs and a Joker.
  Scenario s = scenario({"D5 C1 C1 C3 C3 C5 C5 C7 C7 B2 B2 B4", kFillerB}, "B4");
  s.exposed = {{}, {"D5 J"}};
  start(s);
  refuse(DeclareMahjong{seat(0)}, RuleError::not_a_winning_hand);
  play(JokerSteal{seat(0), tile(0, "D5"), seat(1), 0});
  EXPECT_TRUE(view_for(state, seat(0)).legal.declare_mahjong);
  play(DeclareMahjong{seat(0)});
  EXPECT_TRUE(state.players[0].finished);
}

TEST_F(Turn, DroppingAJokerOpensAWindowOfTheSameLength) {
  start(scenario({"J D3 D5 D7 D9 C2 C4 C6 C8 B1 B3 B5 B7", kFillerB, kFillerC}, "C9"));
  const Outcome out = drop(0, "J");
  EXPECT_EQ(state.phase, Phase::gimme_window);
  EXPECT_EQ(state.window.closes_at, now + 2500);
  const auto* dropped = testing::find_event<TileDropped>(out);
  ASSERT_NE(dropped, nullptr);
  EXPECT_EQ(dropped->closes_at, now + 2500);
  // Nobody can Gimme a dropped Joker (book rule 1)...
  refuse(Gimme{seat(1), state.window.id, tiles(1, "D2")}, RuleError::joker_cannot_be_claimed);
  // ... yet everyone may pass, as on any window.
  EXPECT_TRUE(view_for(state, seat(1)).legal.pass);
  pass(1);
}

}  // namespace
}  // namespace jongtable::gimme
