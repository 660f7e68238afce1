// docs/rules/chinese.md "Calling": calls name a pung, kong or chow (3 or 4 in a row) from any
// discarder, or mah jongg with any group (a pair too); mah jongg first, then the seat
// whose turn comes next; arrival time never matters; the window never tells who could
// call; the caller lays the group down, discards, and play passes to the caller's right.
#include <gtest/gtest.h>

#include "fixture.hpp"

namespace jongtable::chinese {
namespace {

using testing::seat;

const std::string kEast = "C1 C4 C7 D2 D5 D8 B3 B6 B9 EW SW WW NW RD";

class CallingTest : public testing::ChineseTest {
 protected:
  // East (seat 0) discards `card` from kEast; seats 1-3 hold the hands given.
  void deal_and_discard(const std::string& south, const std::string& west, const std::string& north,
                        const std::string& card) {
    start(scenario({kEast, south, west, north}));
    discard(0, card);
    ASSERT_EQ(state.phase, Phase::claim_window);
  }
};

TEST_F(CallingTest, APungFromAnyDiscarderThenPlayPassesToTheCallersRight) {
  deal_and_discard(testing::kJunkB, testing::kJunkC, "B6 B6 C2 C5 C8 D3 D6 D9 B1 GD WD WD NW",
                   "B6");
  const int wall = static_cast<int>(state.wall.size());
  call(3, GroupType::pung, "B6 B6");
  EXPECT_EQ(state.phase, Phase::claim_window);  // never settled on the first claim
  pass(1);
  const Outcome out = pass(2);
  ASSERT_EQ(state.phase, Phase::discarding);
  EXPECT_EQ(state.current, seat(3));
  ASSERT_EQ(state.players[3].exposed.size(), 1u);
  EXPECT_EQ(state.players[3].exposed[0].group.type, GroupType::pung);
  EXPECT_EQ(state.players[3].exposed[0].from, seat(0));
  EXPECT_EQ(state.players[3].concealed.size(), 11u);
  EXPECT_EQ(static_cast<int>(state.wall.size()), wall);  // no draw after a call
  EXPECT_TRUE(state.discards.empty());                   // the called card left the discards
  const auto* closed = testing::find_event<WindowClosed>(out);
  ASSERT_NE(closed, nullptr);
  EXPECT_EQ(closed->awarded_to, seat(3));
  // North discards; the next to draw is East, North's right.
  discard(3, "NW");
  all_pass();
  EXPECT_EQ(state.phase, Phase::discarding);
  EXPECT_EQ(state.current, seat(0));
  EXPECT_EQ(state.players[0].concealed.size(), 14u);
}

TEST_F(CallingTest, AChowFromADiscarderWhoIsNotOnTheLeft) {
  deal_and_discard(testing::kJunkB, "C5 C6 C9 D1 D4 D7 B2 B5 B8 RD GD WD SW",
                   "C2 C8 D3 D6 D9 B1 B4 B7 GD WD WD NW B9", "C4");
  call(2, GroupType::chow, "C5 C6");
  pass(1);
  pass(3);
  ASSERT_EQ(state.current, seat(2));
  const Meld& meld = state.players[2].exposed[0];
  EXPECT_EQ(meld.group.type, GroupType::chow);
  EXPECT_EQ(meld.group.kind, testing::kind("C4"));
  EXPECT_EQ(meld.group.size, 3);
  // South, between the discarder and the caller, was skipped.
  discard(2, "SW");
  all_pass();
  EXPECT_EQ(state.current, seat(3));
}

TEST_F(CallingTest, AChowOfFourAndAKong) {
  deal_and_discard(testing::kJunkB, "C5 C6 C7 D1 D4 D7 B2 B5 B8 RD GD WD SW",
                   "C2 C8 D3 D6 D9 B1 B4 B7 GD WD WD NW B9", "C4");
  call(2, GroupType::chow, "C5 C6 C7");
  all_pass();
  EXPECT_EQ(state.players[2].exposed[0].group.size, 4);
  EXPECT_EQ(state.players[2].concealed.size(), 10u);

  deal_and_discard(testing::kJunkB, testing::kJunkC, "B6 B6 B6 C2 C8 D3 D6 D9 B1 GD WD WD NW",
                   "B6");
  call(3, GroupType::kong, "B6 B6 B6");
  all_pass();
  EXPECT_EQ(state.players[3].exposed[0].group.type, GroupType::kong);
  EXPECT_EQ(state.players[3].exposed[0].cards.size(), 4u);
  EXPECT_EQ(state.players[3].concealed.size(), 10u);  // no replacement draw for a kong
}

TEST_F(CallingTest, APairIsCalledOnlyToGoMahJongg) {
  deal_and_discard(testing::kJunkB, testing::kJunkC, "B6 C2 C2 C2 D3 D3 D3 D9 D9 D9 WD WD GD",
                   "B6");
  refuse(call_of(3, GroupType::pair, "B6"), RuleError::pair_only_for_mah_jongg);
  // Naming mah jongg does not help a hand that does not win.
  refuse(call_of(3, GroupType::pair, "B6", true), RuleError::not_a_winning_hand);
}

TEST_F(CallingTest, MahJonggWithAPairOrAChow) {
  deal_and_discard("C3 C6 C9 D1 D4 D7 B2 B5 B8 RD GD EW SW",
                   "C1 C5 C8 D2 D6 D8 B1 B4 B7 RD GD EW NW",
                   "B6 C2 C2 C2 D3 D3 D3 D9 D9 D9 WD WD WD", "B6");
  call(3, GroupType::pair, "B6", true);
  all_pass();
  ASSERT_EQ(state.phase, Phase::hand_over);
  EXPECT_EQ(last_hand().winner, seat(3));

  deal_and_discard(testing::kJunkB, "C5 C6 D1 D1 D1 B2 B2 B2 B8 B8 B8 SW SW",
                   "C2 C8 D3 D6 D9 B1 B4 B7 GD WD WD NW B9", "C4");
  call(2, GroupType::chow, "C5 C6", true);
  all_pass();
  EXPECT_EQ(last_hand().winner, seat(2));
}

TEST_F(CallingTest, MahJonggOutranksANearerCall) {
  deal_and_discard("B6 B6 C2 C5 C8 D3 D6 D9 B1 RD GD WD EW",
                   "C3 C6 C9 D1 D4 D7 B2 B5 B8 RD GD NW SW",
                   "B6 C2 C2 C2 D3 D3 D3 D9 D9 D9 WD WD WD", "B6");
  call(1, GroupType::pung, "B6 B6");
  EXPECT_EQ(state.phase, Phase::claim_window);
  call(3, GroupType::pair, "B6", true);
  // West sits nearer than North and might still go mah jongg: the window waits for it.
  EXPECT_EQ(state.phase, Phase::claim_window);
  pass(2);
  ASSERT_EQ(state.phase, Phase::hand_over);
  EXPECT_EQ(last_hand().winner, seat(3));
  EXPECT_TRUE(state.players[1].exposed.empty());
}

TEST_F(CallingTest, AmongMahJonggsTheNextSeatInTurnWinsWhateverArrivedFirst) {
  deal_and_discard("B6 C3 C3 C3 D4 D4 D4 D7 D7 D7 GD GD GD",
                   "C5 C6 C9 D1 D6 B1 B2 B5 B8 RD NW SW EW",
                   "B6 C2 C2 C2 D3 D3 D3 D9 D9 D9 WD WD WD", "B6");
  call(3, GroupType::pair, "B6", true);
  EXPECT_EQ(state.phase, Phase::claim_window);
  call(1, GroupType::pair, "B6", true);  // arrives later, sits nearer: settles at once
  ASSERT_EQ(state.phase, Phase::hand_over);
  EXPECT_EQ(last_hand().winner, seat(1));
}

TEST_F(CallingTest, AmongOtherCallsTheNextSeatInTurnWinsWhateverArrivedFirst) {
  deal_and_discard(testing::kJunkB, "B7 B8 C3 C6 C9 D1 D4 D7 B2 RD GD WD SW",
                   "B6 B6 C2 C5 C8 D3 D6 D9 B1 GD WD WD NW", "B6");
  call(3, GroupType::pung, "B6 B6");
  call(2, GroupType::chow, "B7 B8");
  EXPECT_EQ(state.phase, Phase::claim_window);  // South might still call mah jongg
  pass(1);
  ASSERT_EQ(state.phase, Phase::discarding);
  EXPECT_EQ(state.current, seat(2));
  EXPECT_TRUE(state.players[3].exposed.empty());
  EXPECT_EQ(state.players[3].concealed.size(), 13u);  // the losing caller keeps its cards
}

TEST_F(CallingTest, TheWindowEndsAtItsTimeWithTheBestCallIn) {
  deal_and_discard(testing::kJunkB, testing::kJunkC, "B6 B6 C2 C5 C8 D3 D6 D9 B1 GD WD WD NW",
                   "B6");
  call(3, GroupType::pung, "B6 B6");
  now = state.window.closes_at;
  play(WindowExpired{state.window.id});
  EXPECT_EQ(state.current, seat(3));
  EXPECT_EQ(state.players[3].exposed.size(), 1u);
}

TEST_F(CallingTest, ImpossibleOrLateCallsAreRefusedAndChangeNothing) {
  deal_and_discard(testing::kJunkB, testing::kJunkC, "B6 B6 C2 C5 C8 D3 D6 D9 B1 GD WD WD NW",
                   "B6");
  const std::vector<CardId> norths = cards(3, "B6 B6");
  refuse(Call{seat(1), state.window.id, GroupType::pung, norths, false}, RuleError::card_not_held);
  refuse(call_of(3, GroupType::pung, "B6 C2"), RuleError::not_a_set);
  refuse(call_of(3, GroupType::kong, "B6 B6"), RuleError::not_a_set);
  refuse(call_of(3, GroupType::chow, "B6 B6"), RuleError::not_a_set);
  refuse(Call{seat(0), state.window.id, GroupType::pung, cards(0, "C1 C4"), false},
         RuleError::own_discard);
  refuse(Call{seat(3), state.window.id + 1, GroupType::pung, norths, false},
         RuleError::no_claim_window);
  const Millis was = now;
  now = state.window.closes_at + 1;
  refuse(call_of(3, GroupType::pung, "B6 B6"), RuleError::claim_window_closed);
  now = was;
  pass(3);
  refuse(call_of(3, GroupType::pung, "B6 B6"), RuleError::already_responded);
}

TEST_F(CallingTest, TheWindowNeverTellsWhoCouldCall) {
  deal_and_discard(testing::kJunkB, testing::kJunkC, "B6 B6 C2 C5 C8 D3 D6 D9 B1 GD WD WD NW",
                   "B6");
  const View south = view_for(state, seat(1));
  const View north = view_for(state, seat(3));
  ASSERT_TRUE(south.window && north.window);
  EXPECT_TRUE(south.legal.pass);
  EXPECT_TRUE(south.legal.calls.empty());
  EXPECT_TRUE(north.legal.pass);
  EXPECT_FALSE(north.legal.calls.empty());
  EXPECT_EQ(south.window->closes_at, north.window->closes_at);
  EXPECT_EQ(south.window->opened_at, north.window->opened_at);
  // A call is told to the caller alone until the window closes.
  const Outcome out = call(3, GroupType::pung, "B6 B6");
  for (const Event& e : out.events) {
    if (std::holds_alternative<CallReceived>(e.body)) {
      EXPECT_TRUE(e.audience.includes(seat(3)));
      EXPECT_FALSE(e.audience.includes(seat(1)));
      EXPECT_FALSE(e.audience.includes(std::nullopt));
    }
  }
  const View after = view_for(state, seat(1));
  EXPECT_EQ(after.window->closes_at, south.window->closes_at);
}

TEST_F(CallingTest, SixPlayersCallNoKongsAndNoChowsOfFour) {
  Scenario s = scenario({"C1 C4 C7 D2 D5 D8 B3 B6 B9 EW RD", "B6 B6 B6 C2 C5 C8 D3 D6 D9 SW",
                         "B4 B5 B7 C3 C6 C9 D1 D4 D7 WW", "C2 C5 C8 D3 D6 D9 B1 B8 GD WD",
                         "C3 C6 C9 D1 D4 D7 B2 B8 GD WD", "C1 C4 C7 D2 D5 D8 B1 B2 NW NW"});
  start(s);
  discard(0, "B6");
  refuse(call_of(1, GroupType::kong, "B6 B6 B6"), RuleError::no_kongs_for_six);
  refuse(call_of(2, GroupType::chow, "B4 B5 B7"), RuleError::no_kongs_for_six);
  const View west = view_for(state, seat(2));
  for (const CallOption& option : west.legal.calls) EXPECT_EQ(option.cards.size(), 2u);
  call(1, GroupType::pung, "B6 B6");
  call(2, GroupType::chow, "B5 B7");
  all_pass();
  EXPECT_EQ(state.current, seat(1));
}

}  // namespace
}  // namespace jongtable::chinese
