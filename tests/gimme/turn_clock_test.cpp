// docs/rules/gimme.md "Time": when the turn clock runs out the server drops the tile just drawn (or
// the last tile in hand), declaring a Mahjong hand first; a Gimme winner drops their
// last concealed tile. The clock never calls Gimme.
#include "fixture.hpp"

namespace jongtable::gimme {
namespace {

using testing::GimmeTest;
using testing::kFillerA;
using testing::kFillerB;
using testing::kFillerC;
using testing::seat;

class TurnClock : public GimmeTest {};

TEST_F(TurnClock, EachDecisionStartsTheClockWithItsOwnId) {
  const Outcome out = start(scenario({kFillerA, kFillerB}, "C9"));
  bool started = false;
  for (const kernel::Effect& effect : out.effects) {
    if (const auto* timer = std::get_if<kernel::StartTimer>(&effect)) {
      if (timer->kind == kernel::TimerKind::turn_clock) {
        started = true;
        EXPECT_EQ(timer->id, state.decision);
        EXPECT_EQ(timer->at, now + 30000);
      }
    }
  }
  EXPECT_TRUE(started);
  EXPECT_EQ(state.decision_deadline, now + 30000);
  EXPECT_EQ(whose_decision(state), seat(0));
}

TEST_F(TurnClock, ExpiryDropsTheTileJustDrawn) {
  start(scenario({kFillerA, kFillerB}, "C9"));
  const TileId drawn = *state.just_drawn;
  const Outcome out = play(TurnClockExpired{state.decision});
  const auto* dropped = testing::find_event<TileDropped>(out);
  ASSERT_NE(dropped, nullptr);
  EXPECT_EQ(dropped->tile, drawn);
  EXPECT_TRUE(dropped->by_turn_clock);
  EXPECT_EQ(state.phase, Phase::gimme_window);
}

TEST_F(TurnClock, ExpiryDeclaresAMahjongHandFirst) {
  start(scenario({"D2 D2 D4 D4 D4 D6 D6 D6 D6 D8 D8 D8 B9", kFillerA, kFillerC}, "B9"));
  const Outcome out = play(TurnClockExpired{state.decision});
  const auto* declared = testing::find_event<MahjongDeclared>(out);
  ASSERT_NE(declared, nullptr);
  EXPECT_TRUE(declared->by_turn_clock);
  EXPECT_TRUE(state.players[0].finished);
  EXPECT_EQ(testing::count_events<TileDropped>(out), 0);
}

TEST_F(TurnClock, AGimmeWinnersClockDropsTheirLastConcealedTile) {
  start(scenario({kFillerA, "D1 D2 D4 D6 D8 C1 C3 C5 C7 C9 B2 B4 B6", kFillerC}, "B8"));
  drop(0, "D1");
  gimme(1, "D1");
  ASSERT_EQ(state.current, seat(1));
  const TileId last = state.players[1].concealed.back();
  const Outcome out = play(TurnClockExpired{state.decision});
  const auto* dropped = testing::find_event<TileDropped>(out);
  ASSERT_NE(dropped, nullptr);
  EXPECT_EQ(dropped->tile, last);
}

TEST_F(TurnClock, ExpiryAfterTheDrawnTileWentIntoAStealDropsTheLastTile) {
  Scenario s = scenario({"C1 C3 C5 C7 C9 B2 B4 B6 D1 D3", kFillerB}, "D5");
  s.exposed = {{}, {"D5 J"}};
  start(s);
  play(JokerSteal{seat(0), *state.just_drawn, seat(1), 0});
  const TileId last = state.players[0].concealed.back();
  EXPECT_TRUE(is_joker(last));
  const Outcome out = play(TurnClockExpired{state.decision});
  EXPECT_EQ(testing::find_event<TileDropped>(out)->tile, last);
}

TEST_F(TurnClock, StaleOrMissingClocksAreRefused) {
  start(scenario({kFillerA, kFillerB}, "C9"));
  refuse(TurnClockExpired{state.decision - 1}, RuleError::stale_timer);
  Scenario s = scenario({kFillerA, kFillerB}, "C9");
  s.settings.turn_clock = 0;
  const Outcome out = start(s);
  EXPECT_EQ(state.decision_deadline, 0);
  for (const kernel::Effect& effect : out.effects) {
    const auto* timer = std::get_if<kernel::StartTimer>(&effect);
    EXPECT_FALSE(timer && timer->kind == kernel::TimerKind::turn_clock);
  }
  refuse(TurnClockExpired{state.decision}, RuleError::stale_timer);
}

TEST_F(TurnClock, TheClockNeverRunsDuringAWindow) {
  start(scenario({kFillerA, kFillerB}, "C9"));
  const std::uint32_t decision = state.decision;
  drop(0, "D1");
  EXPECT_EQ(state.decision_deadline, 0);
  refuse(TurnClockExpired{decision}, RuleError::stale_timer);
}

TEST_F(TurnClock, AWindowRunningOutNeverCallsGimmeForAnyone) {
  start(scenario({kFillerA, "D1 D1 J D2 D4 D6 D8 C1 C3 C5 C7 C9 B2", kFillerB}, "C8"));
  drop(0, "D1");
  const Outcome out = expire_window();
  const auto* closed = testing::find_event<WindowClosed>(out);
  ASSERT_NE(closed, nullptr);
  EXPECT_FALSE(closed->awarded_to.has_value());
  EXPECT_TRUE(state.players[1].exposed.empty());
  EXPECT_EQ(state.current, seat(1));  // seat 1 simply takes its turn
  EXPECT_TRUE(state.drew_from_pool);
  EXPECT_EQ(whose_decision(state), seat(1));
}

TEST(TimerIntent, EachTimerKindMapsToItsIntent) {
  EXPECT_EQ(std::get<WindowExpired>(timer_intent(kernel::TimerKind::claim_window, 7)).window, 7u);
  EXPECT_EQ(std::get<TurnClockExpired>(timer_intent(kernel::TimerKind::turn_clock, 8)).decision,
            8u);
  EXPECT_EQ(std::get<BeginNextRound>(timer_intent(kernel::TimerKind::next_round, 3)).round, 3);
}

}  // namespace
}  // namespace jongtable::gimme
