// docs/rules/gimme.md "Pesky Pairs": with Pesky Pairs 1 on, no Pair in the hand holds a
// Joker, whether it was called with Gimme or stays concealed. Declaring, the turn clock,
// a finishing Gimme, Pesky Pairs 2, the offered options and the bot all follow it.
#include "fixture.hpp"
#include "jongtable/gimme/bot.hpp"

namespace jongtable::gimme {
namespace {

using testing::GimmeTest;
using testing::kFillerA;
using testing::kFillerC;
using testing::seat;

// Mahjong after drawing a B9 only if its D2 and Joker may make a Pair.
const std::string kJokerPairAway = "D2 J D4 D4 D4 D6 D6 D6 D6 D8 D8 D8 B9";
// After a Gimme of a dropped D5 with its own D5, Mahjong only with a D2 and Joker Pair.
const std::string kJokerPairAfterGimme = "D5 D2 J D4 D4 D4 D6 D6 D6 B9 B9 B9 B9";

class PeskyPairs : public GimmeTest {
 protected:
  Scenario pesky(std::vector<std::string> hands, std::string pool_top, bool one, bool two) {
    Scenario s = scenario(std::move(hands), std::move(pool_top));
    s.settings.pesky_pairs_1 = one;
    s.settings.pesky_pairs_2 = two;
    return s;
  }
};

TEST_F(PeskyPairs, AConcealedJokerPairIsNoMahjongToDeclare) {
  start(pesky({kJokerPairAway, kFillerA, kFillerC}, "B9", true, false));
  EXPECT_FALSE(view_for(state, seat(0)).legal.declare_mahjong);
  refuse(DeclareMahjong{seat(0)}, RuleError::not_a_winning_hand);
}

TEST_F(PeskyPairs, WithoutPeskyPairsOneTheSameHandIsMahjong) {
  start(pesky({kJokerPairAway, kFillerA, kFillerC}, "B9", false, false));
  EXPECT_TRUE(view_for(state, seat(0)).legal.declare_mahjong);
  play(DeclareMahjong{seat(0)});
  EXPECT_TRUE(state.players[0].finished);
}

TEST_F(PeskyPairs, TheTurnClockDropsInsteadOfDeclaringAConcealedJokerPair) {
  start(pesky({kJokerPairAway, kFillerA, kFillerC}, "B9", true, false));
  const TileId drawn = *state.just_drawn;
  const Outcome out = play(TurnClockExpired{state.decision});
  EXPECT_EQ(testing::count_events<MahjongDeclared>(out), 0);
  const auto* dropped = testing::find_event<TileDropped>(out);
  ASSERT_NE(dropped, nullptr);
  EXPECT_EQ(dropped->tile, drawn);
  EXPECT_FALSE(state.players[0].finished);
}

TEST_F(PeskyPairs, AGimmeLeavingAConcealedJokerPairDoesNotFinish) {
  start(pesky({kFillerA, kJokerPairAfterGimme, kFillerC}, "C9", true, false));
  drop(0, "D5");
  const Outcome out = gimme(1, "D5");  // a natural Pair: allowed
  EXPECT_EQ(testing::count_events<MahjongDeclared>(out), 0);
  EXPECT_FALSE(state.players[1].finished);
  EXPECT_EQ(state.phase, Phase::awaiting_drop);  // the caller drops as after any Gimme
  EXPECT_EQ(state.current, seat(1));
  EXPECT_FALSE(view_for(state, seat(1)).legal.declare_mahjong);
}

TEST_F(PeskyPairs, PeskyPairsTwoCountsAConcealedJokerPairAsNoFinish) {
  start(pesky({kFillerA, kJokerPairAfterGimme, kFillerC}, "C9", true, true));
  drop(0, "D5");
  for (const GimmeTiles& option : view_for(state, seat(1)).legal.gimme_options) {
    EXPECT_GT(option.size(), 1u) << "a Pair that does not finish is offered";
  }
  refuse(Gimme{seat(1), state.window.id, tiles(1, "D5")}, RuleError::pair_not_mahjong);
}

TEST_F(PeskyPairs, TheBotSpendsNoJokersOnAFinishThatIsNone) {
  // Seat 1's only calls for a D1 use Jokers; D1 J J would leave B9 and a Joker, which is
  // a Pair only without Pesky Pairs 1. With it, the bot keeps its Jokers and passes.
  start(pesky({kFillerA, "J J J B9 D6 D6 D6 C8 C8 C8 B8 B8 B8"}, "C9", true, false));
  drop(0, "D1");
  const auto intent = BasicBot(5).decide(view_for(state, seat(1)));
  ASSERT_TRUE(intent.has_value());
  EXPECT_TRUE(std::holds_alternative<Pass>(*intent));
}

}  // namespace
}  // namespace jongtable::gimme
