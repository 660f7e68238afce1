// docs/rules/gimme.md "Finishing, and the end of a round": a finished player reveals, scores and
// stops playing; the round ends when the pool is empty and the last window has closed,
// or when one player is left.
#include "fixture.hpp"

namespace jongtable::gimme {
namespace {

using testing::GimmeTest;
using testing::kFillerA;
using testing::kFillerB;
using testing::kFillerC;
using testing::seat;

// Mahjong once it draws a B9 (pairs and triples of Dots, and a single B9).
const std::string kOneAway = "D2 D2 D4 D4 D4 D6 D6 D6 D6 D8 D8 D8 B9";
// Mahjong already, and still after drawing a D8: Dots only, all even, no Jokers.
const std::string kEvenDots = "D2 D2 D2 D4 D4 D4 D6 D6 D6 D6 D8 D8 D8";

class Finishing : public GimmeTest {};

TEST_F(Finishing, DeclaringRevealsScoresAndStopsPlaying) {
  start(scenario({kOneAway, kFillerC, kFillerA}, "B9 C9"));
  const Outcome out = play(DeclareMahjong{seat(0)});
  EXPECT_TRUE(state.players[0].finished);
  const auto* declared = testing::find_event<MahjongDeclared>(out);
  ASSERT_NE(declared, nullptr);
  EXPECT_EQ(declared->revealed.size(), 14u);
  EXPECT_TRUE(declared->score.first);
  // Revealed to everyone: the event and every view.
  for (const Event& e : out.events) {
    if (std::holds_alternative<MahjongDeclared>(e.body)) {
      EXPECT_TRUE(e.audience.includes(std::nullopt));
    }
  }
  for (int viewer : {-1, 1, 2}) {
    const View view =
        view_for(state, viewer < 0 ? std::nullopt : std::optional<Seat>(seat(viewer)));
    EXPECT_EQ(view.seats[0].revealed, state.players[0].concealed);
    EXPECT_TRUE(view.seats[0].finished);
  }
  EXPECT_EQ(state.current, seat(1));  // the next seat plays on
}

TEST_F(Finishing, AFinishedPlayerIsSkippedAndCannotCall) {
  start(scenario({kOneAway, kFillerC, kFillerA}, "B9 C9"));
  play(DeclareMahjong{seat(0)});
  ASSERT_EQ(state.current, seat(1));
  drop(1, "B8");
  refuse(Pass{seat(0), state.window.id}, RuleError::already_finished);
  refuse(Gimme{seat(0), state.window.id, tiles(0, "D8")}, RuleError::already_finished);
  EXPECT_FALSE(view_for(state, seat(0)).legal.pass);
  pass(2);  // seat 2 alone answers: the window closes
  EXPECT_EQ(state.current, seat(2));
  drop(2, "B7");
  pass(1);
  EXPECT_EQ(state.current, seat(1));  // seat 0 is passed over
}

TEST_F(Finishing, AFinishedPlayersSetsCannotBeJokerStolen) {
  Scenario s = scenario(
      {"D2 D2 D4 D4 D4 D6 D6 D6 D6 B9", kFillerA, "D5 C1 C3 C5 C7 C9 B2 B4 B6 B8"}, "B9 C9 D1");
  s.exposed = {{"D5 D5 J"}, {}, {}};
  start(s);
  play(DeclareMahjong{seat(0)});
  drop(1, "B7");
  all_pass();
  ASSERT_EQ(state.current, seat(2));
  refuse(JokerSteal{seat(2), tile(2, "D5"), seat(0), 0}, RuleError::set_owner_finished);
  EXPECT_TRUE(view_for(state, seat(2)).legal.joker_steals.empty());
}

TEST_F(Finishing, TheRoundEndsWhenOnlyOnePlayerIsLeft) {
  start(scenario({kEvenDots, kFillerA}, "D8"));
  const Outcome out = play(DeclareMahjong{seat(0)});
  EXPECT_EQ(state.phase, Phase::round_over);
  const auto* ended = testing::find_event<RoundEnded>(out);
  ASSERT_NE(ended, nullptr);
  EXPECT_EQ(ended->result->ended_by, RoundEnd::one_left);
  EXPECT_EQ(ended->result->points[0], 5);  // Dots only, no Jokers, all even, first
  EXPECT_EQ(ended->result->points[1], 0);
}

TEST_F(Finishing, TheRoundEndsWhenThePoolIsEmptyAndTheLastWindowHasClosed) {
  start(scenario({kFillerA, kFillerB}, ""));
  int turns = 0;
  while (state.phase == Phase::awaiting_drop) {
    ++turns;
    const int s = kernel::index(state.current);
    play(Drop{state.current, *state.just_drawn});
    if (state.pool.empty()) {
      EXPECT_EQ(state.phase, Phase::gimme_window);  // the last drop still gets its window
    }
    play(Pass{seat(1 - s), state.window.id});
  }
  EXPECT_EQ(turns, 116 - 26);
  EXPECT_EQ(state.phase, Phase::round_over);
  EXPECT_EQ(state.history.back().ended_by, RoundEnd::pool_empty);
}

TEST_F(Finishing, TheLastDropMayStillBeCalledAndTheCallerMustDropAgain) {
  start(scenario({kFillerA, kFillerC}, ""));  // they share the odd Dots
  // Drain the pool down to its last tile.
  while (state.pool.size() > 0) {
    play(Drop{state.current, *state.just_drawn});
    all_pass();
  }
  ASSERT_EQ(state.phase, Phase::awaiting_drop);
  // The last tile is drawn: drop one the other seat can pair.
  const int s = kernel::index(state.current);
  const int other = 1 - s;
  std::optional<TileId> callable;
  for (TileId t : state.players[s].concealed) {
    for (TileId u : state.players[other].concealed) {
      if (!is_joker(t) && face_of(t) == face_of(u)) callable = t;
    }
  }
  ASSERT_TRUE(callable.has_value());
  play(Drop{state.current, *callable});
  std::vector<TileId> with;
  for (TileId u : state.players[other].concealed) {
    if (face_of(u) == face_of(*callable)) {
      with.push_back(u);
      break;
    }
  }
  play(Gimme{seat(other), state.window.id, with});
  EXPECT_EQ(state.phase, Phase::awaiting_drop);
  EXPECT_EQ(state.current, seat(other));
  play(Drop{seat(other), state.players[other].concealed.front()});
  all_pass();
  EXPECT_EQ(state.phase, Phase::round_over);
}

TEST_F(Finishing, ARoundWithNoFinisherScoresNothing) {
  start(scenario({kFillerA, kFillerB}, ""));
  while (state.phase == Phase::awaiting_drop) {
    play(Drop{state.current, *state.just_drawn});
    all_pass();
  }
  ASSERT_EQ(state.phase, Phase::round_over);
  const RoundResult& result = state.history.back();
  EXPECT_TRUE(result.finishes.empty());
  EXPECT_EQ(result.points, (std::array<int, kMaxSeats>{}));
  EXPECT_EQ(state.players[0].score + state.players[1].score, 0);
}

}  // namespace
}  // namespace jongtable::gimme
