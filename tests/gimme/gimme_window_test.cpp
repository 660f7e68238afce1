// docs/rules/gimme.md "Gimme! and the window": what a Gimme may name, Pesky Pairs, priority by seat
// (never by time), when the window closes, and what the winner does next.
#include "fixture.hpp"

namespace jongtable::gimme {
namespace {

using testing::GimmeTest;
using testing::kFillerA;
using testing::kFillerB;
using testing::kFillerC;
using testing::seat;

class Window : public GimmeTest {
 protected:
  // Seat 0 drops a D5 at once; seats 1-3 hold what the test gives them.
  void drop_five(std::string one, std::string two, std::string three, Settings settings = {}) {
    Scenario s = scenario({"D5 D3 D6 D7 D9 C2 C4 C6 C8 B1 B3 B5 B7", std::move(one), std::move(two),
                           std::move(three)},
                          "C9");
    settings.seats = 4;
    settings.between_rounds = 1000;
    s.settings = settings;
    start(s);
    drop(0, "D5");
  }
};

const std::string kFiveAndJoker = "D5 J D2 D4 D8 C1 C3 C5 C7 B2 B4 B6 B8";
const std::string kPlainHand = "D1 D2 D4 D8 C1 C3 C5 C7 B2 B4 B6 B8 B9";
// A D5 away from Mahjong, with faces nobody else in these tests holds much of.
const std::string kFinishing = "D5 D6 D6 D6 C9 C9 C9 B3 B3 B3 D9 D9 D9";

TEST_F(Window, AGimmeNamesOneToThreeTilesMakingASetWithTheDrop) {
  drop_five(kPlainHand, "D5 D5 J D1 D3 D7 C2 C4 C6 C8 B1 B3 B9", kPlainHand);
  refuse(Gimme{seat(2), state.window.id, {}}, RuleError::not_a_set);
  refuse(Gimme{seat(2), state.window.id, tiles(2, "D5 D5 J D1")}, RuleError::not_a_set);
  refuse(Gimme{seat(2), state.window.id, tiles(2, "D1")}, RuleError::not_a_set);
  refuse(Gimme{seat(2), state.window.id, tiles(1, "B9")}, RuleError::card_not_held);
  const TileId five = tile(2, "D5");
  refuse(Gimme{seat(2), state.window.id, {five, five}}, RuleError::not_a_set);
  gimme(2, "D5 D5 J");  // a Quadruple
  pass(1);
  ASSERT_EQ(state.current, seat(2));
  const GimmeSet& set = state.players[2].exposed[0];
  EXPECT_EQ(set.face, testing::face("D5"));
  EXPECT_EQ(set.tiles.size(), 4u);
}

TEST_F(Window, AnImpossibleGimmeIsRefusedAndCostsNothing) {
  drop_five(kPlainHand, kPlainHand, kFiveAndJoker);
  refuse(Gimme{seat(1), state.window.id, tiles(1, "D4")}, RuleError::not_a_set);
  // The same seat may still answer, as if nothing had happened.
  EXPECT_FALSE(state.window.answered.contains(seat(1)));
  EXPECT_TRUE(view_for(state, seat(1)).legal.pass);
  pass(1);
  pass(2);
  gimme(3, "D5");
  EXPECT_EQ(state.current, seat(3));
}

TEST_F(Window, PeskyPairsOneKeepsJokersOutOfPairs) {
  Settings settings;
  settings.pesky_pairs_1 = true;
  drop_five(kFiveAndJoker, kPlainHand, kPlainHand, settings);
  refuse(Gimme{seat(1), state.window.id, tiles(1, "J")}, RuleError::pesky_pair);
  gimme(1, "D5 J");  // a Triple may hold a Joker
  EXPECT_EQ(state.players[1].exposed.size(), 1u);
}

TEST_F(Window, WithoutPeskyPairsAJokerMayMakeAPair) {
  drop_five(kFiveAndJoker, kPlainHand, kPlainHand);
  gimme(1, "J");
  EXPECT_EQ(state.players[1].exposed[0].tiles.size(), 2u);
}

TEST_F(Window, PeskyPairsTwoAllowsAPairOnlyAsTheLastSet) {
  Settings settings;
  settings.pesky_pairs_2 = true;
  drop_five(kFinishing, kFiveAndJoker, kPlainHand, settings);
  // Seat 2's pair would leave a hand that is not Mahjong.
  refuse(Gimme{seat(2), state.window.id, tiles(2, "D5")}, RuleError::pair_not_mahjong);
  gimme(2, "D5 J");  // a Triple is always fine
  // Seat 1's pair finishes the hand: allowed, and seat 1 sits nearest, so it gets it.
  gimme(1, "D5");
  EXPECT_TRUE(state.players[1].finished);
  EXPECT_TRUE(state.players[2].exposed.empty());
}

TEST_F(Window, TheSeatNearestAfterTheDropperWinsWhateverTheArrivalOrder) {
  drop_five(kFiveAndJoker, kFiveAndJoker, kFiveAndJoker);
  gimme(3, "D5");
  now += 10;
  gimme(2, "D5");
  EXPECT_EQ(state.phase, Phase::gimme_window);  // seat 1 has not answered yet
  now += 10;
  gimme(1, "J");
  EXPECT_EQ(state.current, seat(1));
  EXPECT_EQ(state.players[1].exposed.size(), 1u);
  EXPECT_TRUE(state.players[2].exposed.empty());
  EXPECT_TRUE(state.players[3].exposed.empty());
}

TEST_F(Window, AFinishingGimmeHasNoPriorityOfItsOwnByDefault) {
  drop_five(kFiveAndJoker, kFinishing, kPlainHand);
  gimme(2, "D5");  // would finish seat 2
  gimme(1, "D5");
  EXPECT_EQ(state.current, seat(1));
  EXPECT_FALSE(state.players[2].finished);
}

TEST_F(Window, MahjongFirstGivesAFinishingGimmePriority) {
  Settings settings;
  settings.mahjong_first = true;
  drop_five(kFiveAndJoker, kFinishing, kPlainHand, settings);
  gimme(1, "D5");
  // Seat 1 is nearest, but seats 2 and 3 could still call a finishing Gimme.
  EXPECT_EQ(state.phase, Phase::gimme_window);
  gimme(2, "D5");
  // Seat 2's finishing Gimme can only be outranked by a nearer one, and seat 1 answered.
  EXPECT_EQ(state.phase, Phase::awaiting_drop);
  EXPECT_TRUE(state.players[2].finished);
  EXPECT_TRUE(state.players[1].exposed.empty());
  EXPECT_EQ(state.current, seat(3));  // play continues after the caller
}

TEST_F(Window, NeverResolvedOnTheFirstClaimWhileNearerSeatsMayAnswer) {
  drop_five(kPlainHand, kPlainHand, kFiveAndJoker);
  gimme(3, "D5");
  EXPECT_EQ(state.phase, Phase::gimme_window);
  pass(1);
  EXPECT_EQ(state.phase, Phase::gimme_window);
  pass(2);
  EXPECT_EQ(state.phase, Phase::awaiting_drop);
  EXPECT_EQ(state.current, seat(3));
}

TEST_F(Window, ClosesAsSoonAsAGimmeHasEveryNearerSeatsAnswer) {
  drop_five(kPlainHand, kFiveAndJoker, kFiveAndJoker);
  pass(1);
  const Outcome out = gimme(2, "D5");  // seat 3 has not answered, but cannot outrank
  EXPECT_EQ(state.current, seat(2));
  const auto* closed = testing::find_event<WindowClosed>(out);
  ASSERT_NE(closed, nullptr);
  EXPECT_EQ(closed->awarded_to, seat(2));
}

TEST_F(Window, ClosesWhenEverySeatStillPlayingHasAnswered) {
  drop_five(kPlainHand, kPlainHand, kPlainHand);
  pass(1);
  pass(2);
  EXPECT_EQ(state.phase, Phase::gimme_window);
  pass(3);
  EXPECT_EQ(state.phase, Phase::awaiting_drop);
  EXPECT_EQ(state.current, seat(1));
}

TEST_F(Window, ClosesAtFullLengthWhenSomeoneNeverAnswers) {
  drop_five(kPlainHand, kFiveAndJoker, kPlainHand);
  const std::uint32_t id = state.window.id;
  gimme(2, "J");
  now = state.window.closes_at + 1;
  refuse(Pass{seat(1), id}, RuleError::claim_window_closed);
  refuse(TurnClockExpired{state.decision}, RuleError::stale_timer);
  play(WindowExpired{id});
  EXPECT_EQ(state.current, seat(2));
  refuse(WindowExpired{id}, RuleError::stale_timer);
}

TEST_F(Window, AnswersAreCheckedAgainstTheOpenWindow) {
  drop_five(kPlainHand, kPlainHand, kPlainHand);
  refuse(Pass{seat(1), state.window.id + 1}, RuleError::no_claim_window);
  refuse(Pass{seat(0), state.window.id}, RuleError::own_discard);
  refuse(Gimme{seat(0), state.window.id, tiles(0, "D6")}, RuleError::own_discard);
  pass(1);
  refuse(Pass{seat(1), state.window.id}, RuleError::already_responded);
  refuse(Drop{seat(1), tile(1, "D1")}, RuleError::not_your_turn);
}

TEST_F(Window, TheWinnerLaysTheSetDownDropsAndPlayContinuesAfterThem) {
  drop_five(kPlainHand, kPlainHand, kFiveAndJoker);
  pass(1);
  pass(2);
  const Outcome out = gimme(3, "D5 J");
  const auto* laid = testing::find_event<SetLaidDown>(out);
  ASSERT_NE(laid, nullptr);
  EXPECT_EQ(laid->seat, seat(3));
  EXPECT_EQ(laid->from, seat(0));
  EXPECT_EQ(state.players[3].concealed.size(), 11u);
  EXPECT_TRUE(state.dropped.empty());  // the drop left the table for the set
  EXPECT_EQ(state.phase, Phase::awaiting_drop);
  EXPECT_FALSE(state.just_drawn.has_value());  // no draw on a Gimme turn
  drop(3, "B8");
  all_pass();
  // The seat after the caller (seat 0) draws next: seats 1 and 2 were skipped.
  EXPECT_EQ(state.current, seat(0));
  EXPECT_TRUE(state.drew_from_pool);
}

TEST_F(Window, ASeatBetweenIsSkippedWhenTheCallerSitsFurther) {
  drop_five(kPlainHand, kFiveAndJoker, kPlainHand);
  pass(1);
  gimme(2, "D5");
  drop(2, "B8");
  all_pass();
  EXPECT_EQ(state.current, seat(3));
}

TEST_F(Window, AGimmeThatMakesMahjongFinishesTheCaller) {
  drop_five(kPlainHand, kFinishing, kPlainHand);
  pass(1);
  const Outcome out = gimme(2, "D5");
  EXPECT_TRUE(state.players[2].finished);
  ASSERT_NE(testing::find_event<MahjongDeclared>(out), nullptr);
  EXPECT_EQ(state.current, seat(3));  // the next seat after the caller draws
}

}  // namespace
}  // namespace jongtable::gimme
