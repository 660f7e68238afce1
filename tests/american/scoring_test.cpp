// Scoring (docs/rules/american.md "Scoring", "Seats, deal, game"): 50 or the hand's points, doubled
// once when self-drawn, doubled once when jokerless; 650 to start; points conserved; a
// game is each player East once.
#include <set>

#include "fixture.hpp"
#include "jongtable/american/match.hpp"

namespace jongtable::american {
namespace {

using testing::held;
using testing::seat;

const std::string kF2 = "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 S";
const std::string kF3 = "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W RD";

// East discards a White Dragon nobody calls; seat 1 then draws `draw`.
State after_draw(Scenario s) {
  State state = testing::make(s);
  EXPECT_TRUE(apply(state, Discard{seat(0), held(state, 0, "WD")}, 10).ok());
  for (int k : {1, 2, 3}) EXPECT_TRUE(apply(state, PassCall{seat(k), state.window.id}, 11).ok());
  EXPECT_EQ(state.current, seat(1));
  return state;
}

Scenario base() {
  Scenario s;
  s.settings = testing::test_settings();
  s.hands = {kF3 + " WD", "", "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 GD", kF2};
  return s;
}

Win declare(State& state, int s) {
  const Outcome out = apply(state, DeclareMahJongg{seat(s)}, 20);
  EXPECT_TRUE(out.ok());
  const auto* won = testing::find_event<MahJonggDeclared>(out);
  EXPECT_NE(won, nullptr);
  return won ? won->win : Win{};
}

TEST(Scoring, EveryoneStartsWith650) {
  State state = create_table(Settings{}, 3);
  for (const Player& p : state.players) EXPECT_EQ(p.score, 650);
}

TEST(Scoring, FirstEastIsChosenAtRandom) {
  std::set<int> easts;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    State state = create_table(Settings{}, seed);
    ASSERT_TRUE(apply(state, StartGame{}, 0).ok());
    easts.insert(kernel::index(state.east));
  }
  EXPECT_EQ(easts.size(), 4u);
}

TEST(Scoring, ScoresMayGoBelowZero) {
  Scenario s = base();
  s.scores = {650, 650, 650, 10};
  s.hands[1] = "C1 C1 C1 C1 D5 D5 D5 D5 N N N N B9";
  s.wall_top = "B9";
  State state = after_draw(s);
  declare(state, 1);
  EXPECT_EQ(state.players[3].score, 10 - 100);
}

TEST(Scoring, BeginnerSelfDrawnJokerlessIs200FromEach) {
  Scenario s = base();
  s.settings.hands = HandsChoice::beginner;
  s.hands[1] = "C1 C1 C1 C1 D5 D5 D5 D5 N N N N B9";
  s.wall_top = "B9";
  State state = after_draw(s);
  const Win w = declare(state, 1);
  EXPECT_EQ(w.points, 50);
  EXPECT_TRUE(w.self_drawn);
  EXPECT_TRUE(w.jokerless);
  EXPECT_EQ(w.value, 200);
  EXPECT_EQ(state.history.back().points, (std::array<int, 4>{-200, 600, -200, -200}));
  EXPECT_EQ(state.players[1].score, 650 + 600);
}

// Known mistake 3: the self-draw double applied more than once (here a draw and a Joker
// exchange on the same turn: one double).
TEST(Scoring, SelfDrawDoubleAppliesOnce) {
  Scenario s = base();
  s.hands[1] = "C1 C1 C1 C1 D5 D5 D5 D5 RD RD RD N B9";
  s.hands[2] = "C2 C4 C6 C8 D1 D3 D7 D9 B2";
  s.exposed = {{}, {}, {"N N N J"}, {}};
  s.hands[0] = "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W F WD";
  s.wall_top = "B9";
  State state = after_draw(s);
  ASSERT_TRUE(apply(state, ExchangeJoker{seat(1), held(state, 1, "N"), seat(2), 0}, 15).ok());
  const Win w = declare(state, 1);
  EXPECT_EQ(w.points, 30);
  EXPECT_TRUE(w.self_drawn);
  EXPECT_FALSE(w.jokerless);
  EXPECT_EQ(w.value, 60);
}

TEST(Scoring, SelfDrawnWithAJokerDoublesOnce) {
  Scenario s = base();
  s.hands[1] = "C1 C1 C1 C1 D5 D5 D5 D5 N N N J B9";
  s.wall_top = "B9";
  State state = after_draw(s);
  const Win w = declare(state, 1);
  EXPECT_EQ(w.value, 50);  // 25, self-drawn
}

// The winner's cards are shown in the hand's groups: a Joker sits in the group it
// completes, and Jokers alone make a group of their own (docs/rules/american.md).
TEST(Scoring, WinningGroupsHoldEachJokerInTheGroupItCompletes) {
  const auto faces = [](const std::vector<CardId>& group) {
    std::string out;
    for (CardId c : group) out += std::string(face_code(face_of(c))) + " ";
    return out;
  };
  for (const auto& [hand, want] : std::vector<std::pair<std::string, std::set<std::string>>>{
           {"C1 C1 C1 C1 D5 D5 D5 D5 N N N J B9",
            {"C1 C1 C1 C1 ", "D5 D5 D5 D5 ", "N N N J ", "B9 B9 "}},
           {"C1 C1 C1 C1 D5 D5 D5 J J N N N B9",
            {"C1 C1 C1 C1 ", "D5 D5 D5 J ", "N N N J ", "B9 B9 "}},
           {"C1 C1 C1 C1 D5 D5 D5 D5 J J J J B9",
            {"C1 C1 C1 C1 ", "D5 D5 D5 D5 ", "J J J J ", "B9 B9 "}}}) {
    Scenario s = base();
    s.hands[1] = hand;
    s.wall_top = "B9";
    State state = after_draw(s);
    declare(state, 1);
    ASSERT_EQ(state.history.size(), 1u);
    std::set<std::string> got;
    for (const auto& group : state.history.back().winning_groups) got.insert(faces(group));
    EXPECT_EQ(got, want) << hand;
  }
}

// Known mistake 4: a jokerless bonus with a Joker in the hand (in an exposure).
TEST(Scoring, NoJokerlessBonusWithAJokerInAnExposure) {
  Scenario s = base();
  s.hands[1] = "C1 C1 C1 C1 D5 D5 D5 D5 B9";
  s.exposed = {{}, {"N N N J"}, {}, {}};
  s.wall_top = "B9";
  State state = after_draw(s);
  const Win w = declare(state, 1);
  EXPECT_FALSE(w.jokerless);
  EXPECT_EQ(w.value, 50);
}

TEST(Scoring, CalledJokerlessIsDoubledOnce) {
  Scenario s = base();
  s.hands[1] = "C1 C1 C1 C1 D5 D5 D5 D5 N N N N B9";
  s.hands[0] = kF3.substr(0, kF3.size() - 3) + " B9 WD";
  State state = testing::make(s);
  ASSERT_TRUE(apply(state, Discard{seat(0), held(state, 0, "B9")}, 10).ok());
  // Mah jongg may be called with a pair.
  EXPECT_TRUE(view_for(state, seat(1)).legal.call_mah_jongg);
  const Outcome out = apply(state, Call{seat(1), state.window.id, true, {}}, 11);
  ASSERT_TRUE(out.ok());
  const auto* won = testing::find_event<MahJonggDeclared>(out);
  ASSERT_NE(won, nullptr);
  EXPECT_FALSE(won->win.self_drawn);
  EXPECT_TRUE(won->win.jokerless);
  EXPECT_EQ(won->win.value, 50);
}

// A call, then a Joker exchange with no draw between: the winning card was called, so
// the hand is not self-drawn (docs/rules/american.md "Scoring").
TEST(Scoring, MahJonggAfterACallAndAJokerExchangeIsNotSelfDrawn) {
  Scenario s = base();
  s.hands[0] = kF3.substr(0, kF3.size() - 3) + " GD WD";
  s.hands[1] = "N N N N E E RD S S W W GD GD";
  s.hands[2] = "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4";
  s.exposed = {{}, {}, {"RD RD J"}, {}};
  State state = testing::make(s);
  ASSERT_TRUE(apply(state, Discard{seat(0), held(state, 0, "GD")}, 10).ok());
  const auto window = state.window.id;
  ASSERT_TRUE(
      apply(state, Call{seat(1), window, false, testing::held_n(state, 1, "GD", 2)}, 11).ok());
  for (int k : {2, 3}) ASSERT_TRUE(apply(state, PassCall{seat(k), window}, 12).ok());
  ASSERT_EQ(state.current, seat(1));
  ASSERT_EQ(state.phase, Phase::awaiting_discard);
  ASSERT_TRUE(apply(state, ExchangeJoker{seat(1), held(state, 1, "RD"), seat(2), 0}, 13).ok());
  EXPECT_TRUE(view_for(state, seat(1)).legal.declare_mah_jongg);
  const Win w = declare(state, 1);
  EXPECT_EQ(w.points, 35);  // Winds/Dragons: N kong, E and GD pungs, S and W pairs
  EXPECT_FALSE(w.self_drawn);
  EXPECT_FALSE(w.jokerless);
  EXPECT_EQ(w.value, 35);
}

TEST(Scoring, AGameIsEachPlayerEastOnceAndPointsAreConserved) {
  for (int seats : {3, 4}) {
    std::vector<Seat> easts;
    const auto result =
        play_match(testing::test_settings(seats), 42,
                   [&](const State& state, const Intent&, Millis, const Outcome& out) {
                     for (const Event& e : out.events) {
                       if (const auto* r = std::get_if<RoundStarted>(&e.body)) {
                         easts.push_back(r->east);
                       }
                     }
                     int total = 0;
                     for (int k = 0; k < seats; ++k)
                       total += state.players[static_cast<std::size_t>(k)].score;
                     EXPECT_EQ(total, seats * 650);
                   });
    ASSERT_TRUE(result.finished);
    ASSERT_EQ(easts.size(), static_cast<std::size_t>(seats));
    for (std::size_t i = 1; i < easts.size(); ++i) {
      EXPECT_EQ(easts[i], kernel::seat_after(easts[i - 1], seats));  // one seat to the right
    }
  }
}

TEST(Scoring, HighestScoreWinsATieIsShared) {
  Scenario s = base();
  s.settings.between_rounds = 1000;
  s.hands[1] = "C1 C1 C3 C5 D5 D5 D7 D9 N N E W B9";
  State state = testing::make(s);
  // Four wall games: nobody scores, all four share the win.
  for (int round = 1; round <= 4; ++round) {
    state.wall.clear();
    ASSERT_EQ(state.phase, round == 1 ? Phase::awaiting_discard : Phase::charleston);
    if (state.phase == Phase::charleston) {
      for (int k = 0; k < 12 && state.phase != Phase::awaiting_discard; ++k) {
        ASSERT_TRUE(apply(state, TurnClockExpired{state.decision}, 0).ok());
      }
      state.wall.clear();
    }
    ASSERT_TRUE(apply(state,
                      Discard{state.current,
                              state.players[static_cast<std::size_t>(kernel::index(state.current))]
                                  .concealed.front()},
                      1)
                    .ok());
    if (state.phase == Phase::call_window) {
      ASSERT_TRUE(apply(state, WindowExpired{state.window.id}, 5000).ok());
    }
    ASSERT_EQ(state.phase, Phase::round_over);
    ASSERT_TRUE(apply(state, BeginNextRound{round}, 10000).ok());
  }
  ASSERT_TRUE(game_over(state));
  EXPECT_EQ(state.result->winners.size(), 4);
}

}  // namespace
}  // namespace jongtable::american
