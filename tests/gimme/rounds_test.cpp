// docs/rules/gimme.md "Seats and rounds": the random first player, the rotation, the deal, the
// number of rounds, and shared wins.
#include <set>

#include "fixture.hpp"

namespace jongtable::gimme {
namespace {

using testing::GimmeTest;
using testing::kFillerA;
using testing::kFillerB;
using testing::seat;

const std::string kEvenDots = "D2 D2 D2 D4 D4 D4 D6 D6 D6 D6 D8 D8 D8";

class Rounds : public GimmeTest {
 protected:
  // Plays the round out: every turn drops the tile just drawn (or the first tile after a
  // Gimme) and every window is passed.
  void play_out_round() {
    while (state.phase == Phase::awaiting_drop || state.phase == Phase::gimme_window) {
      if (state.phase == Phase::gimme_window) {
        all_pass();
        continue;
      }
      const Player& p = state.players[kernel::index(state.current)];
      play(Drop{state.current, state.just_drawn.value_or(p.concealed.front())});
    }
  }
};

TEST_F(Rounds, TheFirstPlayerIsChosenAtRandomBySeed) {
  std::set<int> firsts;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    State t = create_table(testing::test_settings(4), seed);
    (void)apply(t, StartGame{}, 0);
    firsts.insert(kernel::index(t.first_player));
    EXPECT_EQ(t.current, t.first_player);
    State again = create_table(testing::test_settings(4), seed);
    (void)apply(again, StartGame{}, 0);
    EXPECT_EQ(state_hash(t), state_hash(again));  // the same seed, the same table
  }
  EXPECT_EQ(firsts.size(), 4u);
}

TEST_F(Rounds, EachPlayerIsDealtThirteenAndTheRestIsThePool) {
  for (int seats : {2, 3, 4}) {
    State t = create_table(testing::test_settings(seats), 7);
    const Outcome out = apply(t, StartGame{}, 0);
    int dealt = 0;
    for (const Event& e : out.events) {
      if (const auto* hand = std::get_if<HandDealt>(&e.body)) {
        ++dealt;
        EXPECT_EQ(hand->tiles.size(), 13u);
        // Private to its owner.
        for (int s = 0; s < seats; ++s)
          EXPECT_EQ(e.audience.includes(seat(s)), seat(s) == hand->seat);
        EXPECT_FALSE(e.audience.includes(std::nullopt));
      }
    }
    EXPECT_EQ(dealt, seats);
    // The first player has drawn one already.
    EXPECT_EQ(t.pool.size(), static_cast<std::size_t>(116 - 13 * seats - 1));
    std::size_t total = t.pool.size();
    for (int s = 0; s < seats; ++s) total += t.players[s].concealed.size();
    EXPECT_EQ(total, 116u);
  }
}

TEST_F(Rounds, TheSeatAfterThePreviousFirstPlayerGoesFirstNext) {
  Scenario s = scenario({kFillerA, kFillerB, testing::kFillerC}, "", 2);
  start(s);
  play_out_round();
  ASSERT_EQ(state.phase, Phase::round_over);
  refuse(BeginNextRound{state.round + 1}, RuleError::stale_timer);
  play(BeginNextRound{state.round});
  EXPECT_EQ(state.round, 2);
  EXPECT_EQ(state.first_player, seat(0));
  EXPECT_EQ(state.current, seat(0));
  play_out_round();
  play(BeginNextRound{state.round});
  EXPECT_EQ(state.first_player, seat(1));
}

TEST_F(Rounds, AGameLastsOneRoundPerSeatByDefault) {
  start(scenario({kFillerA, kFillerB, testing::kFillerC}, ""));
  for (int r = 1; r <= 3; ++r) {
    EXPECT_EQ(state.round, r);
    play_out_round();
    if (r < 3) {
      EXPECT_EQ(state.phase, Phase::round_over);
      play(BeginNextRound{state.round});
    }
  }
  EXPECT_TRUE(game_over(state));
  EXPECT_EQ(state.history.size(), 3u);
  refuse(Drop{seat(0), TileId(0)}, RuleError::game_over);
}

TEST_F(Rounds, TheRoundsSettingSetsTheGamesLength) {
  Scenario s = scenario({kFillerA, kFillerB}, "");
  s.settings.rounds = 1;
  start(s);
  play_out_round();
  EXPECT_TRUE(game_over(state));
  ASSERT_TRUE(state.result.has_value());
}

TEST_F(Rounds, MostPointsWins) {
  Scenario s = scenario({kEvenDots, kFillerA}, "D8");
  s.scores = {1, 4};
  s.round = 2;  // the last of two
  start(s);
  const Outcome out = play(DeclareMahjong{seat(0)});
  ASSERT_TRUE(game_over(state));
  const auto* ended = testing::find_event<GameEnded>(out);
  ASSERT_NE(ended, nullptr);
  EXPECT_EQ(ended->result.standings[0], seat(0));
  EXPECT_EQ(ended->result.winners, [] {
    SeatSet w;
    w.insert(seat(0));
    return w;
  }());
  EXPECT_FALSE(ended->result.shared());
  EXPECT_EQ(ended->result.scores[0], 6);
}

TEST_F(Rounds, ATieForMostPointsIsASharedWin) {
  Scenario s = scenario({kEvenDots, kFillerA}, "D8");
  s.scores = {3, 8};
  s.round = 2;
  start(s);
  play(DeclareMahjong{seat(0)});
  ASSERT_TRUE(state.result.has_value());
  EXPECT_TRUE(state.result->shared());
  EXPECT_TRUE(state.result->winners.contains(seat(0)));
  EXPECT_TRUE(state.result->winners.contains(seat(1)));
  EXPECT_EQ(state.history.size(), 2u);  // no tiebreaker round
}

TEST_F(Rounds, ScenariosCheckWhatTheyAreGiven) {
  Scenario s = scenario({kFillerA, kFillerB}, "");
  s.hands[0] = "D1 D1 D1 D1 D1";
  EXPECT_FALSE(create_scenario(s).state.has_value());
  s.hands[0] = "X9";
  EXPECT_FALSE(create_scenario(s).state.has_value());
  s.hands[0] = kFillerA + " D2";
  EXPECT_FALSE(create_scenario(s).state.has_value());  // 14 tiles
  s.hands[0] = kFillerA;
  s.exposed = {{"J J"}, {}};
  EXPECT_FALSE(create_scenario(s).state.has_value());  // an all-Joker group is no set
  s.exposed = {{"D2 J"}, {}};
  EXPECT_TRUE(create_scenario(s).state.has_value());
  s.settings.seats = 5;
  EXPECT_FALSE(create_scenario(s).state.has_value());
}

}  // namespace
}  // namespace jongtable::gimme
