// docs/rules/nymj.md "Time": when a turn clock runs out the server plays for the player.
#include <gtest/gtest.h>

#include "table_fixture.hpp"

namespace jongtable::nymj {
namespace {

using testing::find_event;
using testing::seat;

class TurnClockTest : public testing::TableTest {
 protected:
  void deal(Settings settings = testing::test_settings()) {
    Scenario s = scenario(
        4, 0,
        {"R1 R4 B1 B4 G1 G4 spring summer fall love guilt", "B2 B3 B5 B6 R2 R5 G2 G5 summer winter",
         "R3 R6 B3 G3 G6 spring summer fall winter pride",
         "pride pride love guilt winter R2 B2 G2 R5 G5"},
        "fall");
    s.settings = settings;
    start(s);
  }
  Outcome expire() { return play(TurnClockExpired{table.decision}); }
};

TEST_F(TurnClockTest, EveryDecisionStartsTheClock) {
  deal();
  EXPECT_EQ(table.decision_deadline, now + 30000);
  discard(0, "R4");
  EXPECT_EQ(table.decision_deadline, 0) << "no turn clock runs during a claim window";
  auto out = all_pass();
  bool started = false;
  for (const auto& effect : out.effects) {
    if (auto* t = std::get_if<StartTimer>(&effect); t && t->kind == TimerKind::turn_clock) {
      started = true;
      EXPECT_EQ(t->id, table.decision);
      EXPECT_EQ(t->at, now + 30000);
    }
  }
  EXPECT_TRUE(started);
}

TEST_F(TurnClockTest, WhenTheClockRunsOutTheCardJustDrawnIsDiscarded) {
  deal();
  discard(0, "R4");
  all_pass();
  const CardId drawn = *table.just_drawn;
  auto out = expire();
  auto* discarded = find_event<CardDiscarded>(out);
  ASSERT_NE(discarded, nullptr);
  EXPECT_EQ(discarded->card, drawn);
  EXPECT_TRUE(discarded->by_turn_clock);
}

TEST_F(TurnClockTest, WithNothingDrawnTheLastCardInHandIsDiscarded) {
  deal();
  const CardId last = table.players[0].concealed.back();
  auto out = expire();
  auto* discarded = find_event<CardDiscarded>(out);
  ASSERT_NE(discarded, nullptr);
  EXPECT_EQ(discarded->card, last);
  EXPECT_EQ(face_code(face_of(last)), "guilt");
}

TEST_F(TurnClockTest, ForAStealerTheFirstValidSetIsExposed) {
  deal();
  discard(0, "B4");
  steal(1);
  close_window();
  ASSERT_EQ(table.phase, Phase::awaiting_exposure);
  auto out = expire();
  auto* exposed = find_event<SetExposed>(out);
  ASSERT_NE(exposed, nullptr);
  EXPECT_TRUE(exposed->by_turn_clock);
  EXPECT_EQ(face_code(face_of(exposed->set.cards[0])), "B2");
  EXPECT_EQ(face_code(face_of(exposed->set.cards[1])), "B3");
  EXPECT_EQ(table.phase, Phase::awaiting_discard) << "then discarding is a new decision";
}

TEST_F(TurnClockTest, AStaleClockIsIgnored) {
  deal();
  const auto old = table.decision;
  discard(0, "R4");
  refuse(TurnClockExpired{old}, RuleError::stale_timer);
  all_pass();
  refuse(TurnClockExpired{old}, RuleError::stale_timer);
}

TEST_F(TurnClockTest, AClockOfZeroMeansNoClock) {
  auto settings = testing::test_settings();
  settings.turn_clock = 0;
  deal(settings);
  EXPECT_EQ(table.decision_deadline, 0);
  refuse(TurnClockExpired{table.decision}, RuleError::stale_timer);
}

}  // namespace
}  // namespace jongtable::nymj
