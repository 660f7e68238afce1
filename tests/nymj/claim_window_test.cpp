// docs/rules/nymj.md "STEAL! and the claim window".
#include <gtest/gtest.h>

#include "table_fixture.hpp"

namespace jongtable::nymj {
namespace {

using testing::count_events;
using testing::find_event;
using testing::seat;

class ClaimWindowTest : public testing::TableTest {
 protected:
  // Ma (seat 0) will discard G2. Seat 1 can complete G2 G3 G4; seat 2 holds G2 G2.
  void deal_g2_contest() {
    start(scenario(4, 0,
                   {"G2 R4 B1 G6 spring summer fall winter R6 B3 pride",
                    "G3 G4 R5 B2 spring summer fall winter guilt love",
                    "G2 G2 R1 B6 spring summer fall winter guilt R4",
                    "R1 R2 R3 B4 B5 B6 love love pride pride"},
                   "G5 G5 R2"));
  }
};

TEST_F(ClaimWindowTest, ADiscardOpensAWindowAndTheNextPlayerDoesNotDrawUntilItCloses) {
  start(scenario(
      4, 0,
      {"R1 R4 B1 B4 G1 G4 spring summer fall love guilt",
       "R2 R5 B2 B5 G2 G5 spring summer fall winter", "R3 R6 B3 B6 G3 G6 spring summer fall winter",
       "pride pride love guilt winter R2 B2 G2 R5 G5"},
      "R3"));
  auto out = discard(0, "R4");
  EXPECT_EQ(table.phase, Phase::claim_window);
  EXPECT_EQ(count_events<CardDrawn>(out), 0);
  EXPECT_EQ(table.players[1].concealed.size(), 10u);
  auto* timer = std::get_if<StartTimer>(&out.effects.back());
  ASSERT_NE(timer, nullptr);
  EXPECT_EQ(timer->kind, TimerKind::claim_window);
  EXPECT_EQ(timer->at, now + table.settings.claim_window);

  out = close_window();
  EXPECT_EQ(count_events<ClaimWindowClosed>(out), 1);
  EXPECT_EQ(table.phase, Phase::awaiting_discard);
  EXPECT_EQ(table.current, seat(1));
  EXPECT_EQ(table.players[1].concealed.size(), 11u);
  EXPECT_EQ(face_code(face_of(*table.just_drawn)), "R3");
}

TEST_F(ClaimWindowTest, TheWindowClosesAtOnceWhenEveryEligiblePlayerHasPassed) {
  start(scenario(3, 0,
                 {"R1 R4 B1 B4 G1 G4 spring summer fall love guilt",
                  "R2 R5 B2 B5 G2 G5 spring summer fall winter",
                  "R3 R6 B3 B6 G3 G6 spring summer fall winter"}));
  discard(0, "R4");
  auto out = pass(1);
  EXPECT_EQ(table.phase, Phase::claim_window) << "seat 2 may still claim";
  out = pass(2);
  EXPECT_EQ(table.phase, Phase::awaiting_discard);
  EXPECT_EQ(table.current, seat(1));
  EXPECT_EQ(count_events<CardDrawn>(out), 2) << "one copy with the card, one without";
}

TEST_F(ClaimWindowTest, TheFirstClaimShortensTheWindowToTheCompensationBoundPlusMargin) {
  deal_g2_contest();
  discard(0, "G2");
  now += 300;
  auto out = steal(1);
  auto* timer = std::get_if<StartTimer>(&out.effects.back());
  ASSERT_NE(timer, nullptr);
  EXPECT_EQ(timer->at, now + 150 + 50);
  EXPECT_EQ(table.window.closes_at, now + 200);
  EXPECT_EQ(table.phase, Phase::claim_window);
}

TEST_F(ClaimWindowTest, ASetStealTakesTheCardExposesTheSetAndSkipsPlayersInBetween) {
  start(scenario(
      4, 0,
      {"R1 R4 B1 B4 G1 G4 spring summer fall love guilt",
       "R2 R5 B2 B5 G2 G5 spring summer fall winter", "R3 R6 B5 B6 G3 G6 spring summer fall winter",
       "pride pride love guilt winter R2 B2 G2 R5 G5"},
      "R3 R1"));
  const CardId stolen = card(0, "B4");
  discard(0, "B4");
  steal(2);
  auto out = close_window();
  auto* awarded = find_event<ClaimWindowClosed>(out);
  ASSERT_NE(awarded, nullptr);
  EXPECT_EQ(awarded->awarded_to, seat(2));
  auto* exposed = find_event<SetExposed>(out);
  ASSERT_NE(exposed, nullptr) << "one way to use the card: laid down at once";
  EXPECT_EQ(table.players[2].exposed.size(), 1u);
  EXPECT_EQ(table.players[2].exposed[0].cards[0], stolen);
  EXPECT_EQ(table.players[2].concealed.size(), 8u);
  EXPECT_TRUE(table.discard_pile.empty()) << "a stolen card leaves the discard pile";
  EXPECT_EQ(table.phase, Phase::awaiting_discard);
  EXPECT_EQ(table.current, seat(2));
  EXPECT_FALSE(table.just_drawn) << "the stealer does not draw";

  discard(2, "R3");
  out = all_pass();
  EXPECT_EQ(table.current, seat(3)) << "play continues from the seat after the stealer";
  EXPECT_EQ(table.players[1].concealed.size(), 10u) << "seat 1 lost its turn to the steal";
  EXPECT_EQ(table.players[2].concealed.size() + 3 * table.players[2].exposed.size(), 10u);
}

TEST_F(ClaimWindowTest, AValidWinningClaimBeatsAnEarlierSetClaim) {
  start(scenario(
      4, 0,
      {"G2 R4 B1 G6 spring summer fall winter R6 B3 pride",
       "G3 G4 R5 B2 spring summer fall winter guilt pride",
       "R1 B6 G5 G5 spring summer fall winter guilt R4", "R1 R2 R3 B4 B5 B6 love love love G2"}));
  discard(0, "G2");
  steal(1);
  now += 40;
  auto out = steal(3);
  out = close_window();
  auto* stolen = find_event<CardStolen>(out);
  ASSERT_NE(stolen, nullptr);
  EXPECT_EQ(stolen->seat, seat(3));
  EXPECT_TRUE(stolen->wins);
  EXPECT_EQ(table.phase, Phase::round_over);
  ASSERT_EQ(table.history.size(), 1u);
  EXPECT_EQ(table.history[0].winner, seat(3));
  EXPECT_EQ(table.history[0].method, WinMethod::stealing);
  EXPECT_EQ(table.players[1].pending_skips, 0) << "a valid claim that loses costs nothing";
}

class ContestTest : public testing::TableTest {
 protected:
  // Ma (seat 0) discards G2; seats 1 and 2 can both make a set with it; seat 3 cannot.
  void deal() {
    start(scenario(4, 0,
                   {"G2 R4 B1 G6 spring summer fall winter R6 B3 pride",
                    "G3 G4 R5 B2 spring summer fall winter guilt love",
                    "G2 G2 R1 B6 spring summer fall winter guilt R4",
                    "R1 R2 R3 B4 B5 B6 love love pride pride"}));
    discard(0, "G2");
  }
  Seat awarded() {
    auto out = close_window();
    auto* closed = find_event<ClaimWindowClosed>(out);
    EXPECT_NE(closed, nullptr);
    return closed && closed->awarded_to ? *closed->awarded_to : Seat{9};
  }
};

TEST_F(ContestTest, AmongSetClaimsTheEarliestWins) {
  deal();
  steal(2);
  now += 40;
  steal(1);
  EXPECT_EQ(awarded(), seat(2));
  EXPECT_EQ(table.players[1].pending_skips, 0);
}

TEST_F(ContestTest, LagCompensationOrdersClaimsByEffectiveTime) {
  deal();
  steal(1, /*latency=*/0);
  now += 40;
  steal(2, /*latency=*/100);  // effectively pressed 60 ms before seat 1
  EXPECT_EQ(awarded(), seat(2));
}

TEST_F(ContestTest, CompensationIsCappedAtTheTablesBound) {
  deal();
  steal(1, 0);
  now += 190;
  steal(2, 500);  // capped to 150: effectively 40 ms after seat 1
  EXPECT_EQ(awarded(), seat(1));
}

TEST_F(ContestTest, ABoundOfZeroDisablesCompensation) {
  Scenario s = scenario(4, 0,
                        {"G2 R4 B1 G6 spring summer fall winter R6 B3 pride",
                         "G3 G4 R5 B2 spring summer fall winter guilt love",
                         "G2 G2 R1 B6 spring summer fall winter guilt R4",
                         "R1 R2 R3 B4 B5 B6 love love pride pride"});
  s.settings.lag_bound = 0;
  start(s);
  discard(0, "G2");
  steal(1, 0);
  now += 40;
  steal(2, 100);
  EXPECT_EQ(awarded(), seat(1));
}

TEST_F(ContestTest, AnExactTieGoesToTheSeatNearestAfterTheDiscarder) {
  deal();
  steal(2, 0);
  now += 100;
  steal(1, 100);  // the same effective time as seat 2
  EXPECT_EQ(awarded(), seat(1));
}

TEST_F(ContestTest, AMistakenClaimIsAnnouncedAndCostsTheNextTurn) {
  deal();
  steal(3);  // seat 3 holds nothing that fits G2
  EXPECT_EQ(table.players[3].pending_skips, 0) << "told at the close, not on arrival";
  auto out = close_window();
  auto* mistake = find_event<MistakenSteal>(out);
  ASSERT_NE(mistake, nullptr);
  EXPECT_EQ(mistake->seat, seat(3));
  auto* closed = find_event<ClaimWindowClosed>(out);
  ASSERT_NE(closed, nullptr);
  EXPECT_FALSE(closed->awarded_to) << "a mistaken claim is ignored";
  EXPECT_EQ(table.players[3].pending_skips, 1);
  EXPECT_EQ(table.current, seat(1));

  // Seat 1 discards; seat 2 takes its turn; then seat 3 is passed over and Ma draws.
  discard(1, "R5");
  all_pass();
  discard(2, "R1");
  out = all_pass();
  auto* skipped = find_event<TurnSkipped>(out);
  ASSERT_NE(skipped, nullptr);
  EXPECT_EQ(skipped->seat, seat(3));
  EXPECT_EQ(table.current, seat(0));
  EXPECT_EQ(table.players[3].pending_skips, 0);
}

TEST_F(ContestTest, RepeatedPressesInOneWindowCountOnce) {
  deal();
  steal(3);
  refuse(Steal{seat(3), table.window.id, 0}, RuleError::already_responded);
  close_window();
  EXPECT_EQ(table.players[3].pending_skips, 1);
}

TEST_F(ContestTest, SkipsStackOnePerWindow) {
  deal();
  steal(3);
  close_window();  // skip 1; seat 1 draws
  discard(1, "R5");
  steal(3);
  close_window();  // skip 2; seat 2 draws
  EXPECT_EQ(table.players[3].pending_skips, 2);
  discard(2, "R1");
  auto out = all_pass();
  EXPECT_EQ(count_events<TurnSkipped>(out), 1) << "one skip is used per passed-over turn";
  EXPECT_EQ(table.players[3].pending_skips, 1);
  EXPECT_EQ(table.current, seat(0));
}

TEST_F(ContestTest, AClaimOnYourOwnDiscardIsRejectedWithoutPenalty) {
  deal();
  refuse(Steal{seat(0), table.window.id, 0}, RuleError::own_discard);
  EXPECT_EQ(table.players[0].pending_skips, 0);
}

TEST_F(ContestTest, ALateClaimIsRejectedWithoutPenalty) {
  deal();
  now = table.window.closes_at + 1;
  refuse(Steal{seat(3), table.window.id, 0}, RuleError::claim_window_closed);
  close_window();
  EXPECT_EQ(table.players[3].pending_skips, 0);
  // A claim naming a window that has gone is refused too.
  refuse(Steal{seat(3), table.window.id - 1, 0}, RuleError::no_claim_window);
}

TEST_F(ContestTest, PassingTwiceOrAfterClaimingIsRefused) {
  deal();
  pass(3);
  refuse(Pass{seat(3), table.window.id}, RuleError::already_responded);
  refuse(Steal{seat(3), table.window.id, 0}, RuleError::already_responded);
}

TEST_F(ClaimWindowTest, TheStealerChoosesWhichCardsJoinTheStolenOne) {
  start(
      scenario(4, 0,
               {"R1 R4 B1 B4 G1 G4 spring summer fall love guilt",
                "R2 R5 G2 G5 spring summer fall winter pride pride",
                "B2 B3 B5 B6 R3 R6 G3 G6 winter winter", "pride love guilt R6 R2 G2 R5 G5 R1 R1"}));
  discard(0, "B4");
  steal(2);
  close_window();
  ASSERT_EQ(table.phase, Phase::awaiting_exposure);
  EXPECT_EQ(table.current, seat(2));
  const auto view = view_for(table, seat(2));
  ASSERT_EQ(view.legal.expose_options.size(), 3u);
  refuse(ExposeSet{seat(2), card(2, "B2"), card(2, "B5")}, RuleError::not_a_set);
  refuse(ExposeSet{seat(1), card(1, "R2"), card(1, "R5")}, RuleError::not_your_turn);
  refuse(Discard{seat(2), card(2, "R3")}, RuleError::wrong_phase);
  auto out = play(ExposeSet{seat(2), card(2, "B3"), card(2, "B5")});
  ASSERT_EQ(table.players[2].exposed.size(), 1u);
  const auto& set = table.players[2].exposed[0].cards;
  EXPECT_TRUE(is_set(face_of(set[0]), face_of(set[1]), face_of(set[2])));
  EXPECT_EQ(face_code(face_of(set[0])), "B3");
  EXPECT_EQ(face_code(face_of(set[2])), "B5");
  EXPECT_EQ(table.phase, Phase::awaiting_discard);
}

TEST_F(ClaimWindowTest, ExposedSetsCountTowardsAWinAndNeverChange) {
  start(scenario(
      4, 0,
      {"R1 R4 B1 B4 G1 G4 spring summer fall love guilt",
       "R2 R5 B2 G2 G5 spring summer fall guilt pride", "B5 B6 R1 R2 R3 G3 G4 G5 winter spring",
       "pride love guilt winter R2 G2 R5 G6 R6 R6"}));
  discard(0, "B4");
  steal(2);
  close_window();  // B4 B5 B6 exposed: seat 2 holds R1 R2 R3 G3 G4 G5 winter spring
  const auto exposed = table.players[2].exposed;
  discard(2, "spring");
  all_pass();  // seat 3 draws and discards
  discard(3, "R6");
  all_pass();
  EXPECT_EQ(table.players[2].exposed, exposed);
  // Seat 2 holds R1 R2 R3 G3 G4 G5 winter beside its set: one winter from winning.
  EXPECT_EQ(classify_claim(count_faces(table.players[2].concealed), 1, *face_from_code("winter")),
            ClaimKind::wins);
}

}  // namespace
}  // namespace jongtable::nymj
