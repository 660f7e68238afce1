// docs/rules/nymj.md "The end of a game": zero tokens, the round limit, and tiebreakers.
#include <gtest/gtest.h>

#include <algorithm>

#include "table_fixture.hpp"

namespace jongtable::nymj {
namespace {

using testing::count_events;
using testing::find_event;
using testing::seat;

const std::vector<std::string> kMaWinsAtOnce = {
    "R1 R2 R3 B4 B5 B6 love love love G2 G2", "R2 R5 B2 B5 G4 G5 spring summer fall winter",
    "R3 R6 B3 B6 G3 G6 spring summer fall winter", "pride pride guilt winter R4 B2 G4 R5 G5 guilt"};

class GameEndTest : public testing::TableTest {
 protected:
  Outcome ma_wins_at_once(int round, std::vector<int> tokens = {}) {
    Scenario s = scenario(4, 0, kMaWinsAtOnce);
    s.round = round;
    s.tokens = std::move(tokens);
    start(s);
    return play(DeclareWin{seat(0)});
  }
  // The last regular round of a full game, with rounds of only ten draws.
  void start_last_round(std::vector<int> tokens) {
    Scenario s = scenario(4, 0, kMaWinsAtOnce);
    s.round = 8;
    s.tokens = std::move(tokens);
    s.settings.turn_cap = 10;
    start(s);
  }
  // Plays out a round nobody can win before the (small) turn cap.
  void play_void_round() {
    while (table.phase != Phase::round_over && table.phase != Phase::game_over) {
      const int s = index(table.current);
      const CardId c = table.just_drawn ? *table.just_drawn : table.players[s].concealed.back();
      play(Discard{seat(s), c});
      close_window();
    }
  }
};

TEST_F(GameEndTest, TheGameEndsAfterARoundInWhichAPlayerReachesZero) {
  auto out = ma_wins_at_once(1, {10, 4, 10, 10});
  ASSERT_EQ(table.phase, Phase::game_over);
  auto* ended = find_event<GameEnded>(out);
  ASSERT_NE(ended, nullptr);
  EXPECT_EQ(ended->result.winner, seat(0));
  EXPECT_EQ(ended->result.standings.front(), seat(0));
  EXPECT_EQ(table.players[1].tokens, 0);
  refuse(BeginNextRound{1}, RuleError::stale_timer);
  refuse(Discard{seat(1), CardId{0}}, RuleError::game_over);
}

TEST_F(GameEndTest, AFourPlayerGameEndsAfterEightRounds) {
  ma_wins_at_once(7);
  EXPECT_EQ(table.phase, Phase::round_over);
  ma_wins_at_once(8);
  EXPECT_EQ(table.phase, Phase::game_over);
}

// A table may choose a shorter game (a half game, say): a setting of ours, not of
// docs/rules/nymj.md, which plays 8 or 9 rounds; everything else about the end is unchanged.
TEST_F(GameEndTest, AShorterGameEndsAfterTheRoundsTheTableChose) {
  Scenario s = scenario(4, 0, kMaWinsAtOnce);
  s.settings.rounds = 4;
  s.round = 3;
  start(s);
  EXPECT_EQ(view_for(table, seat(0)).max_rounds, 4);
  play(DeclareWin{seat(0)});
  EXPECT_EQ(table.phase, Phase::round_over);
  s.round = 4;
  start(s);
  play(DeclareWin{seat(0)});
  EXPECT_EQ(table.phase, Phase::game_over);
}

TEST_F(GameEndTest, AGameIsNeverLongerThanAFullOneAndZeroMeansFull) {
  Settings settings;
  EXPECT_EQ(rounds_in_game(settings), 8);
  settings.seats = 3;
  EXPECT_EQ(rounds_in_game(settings), 9);
  settings.rounds = 9;
  EXPECT_TRUE(is_valid(settings));
  settings.seats = 4;
  EXPECT_FALSE(is_valid(settings)) << "nine rounds is longer than a four-player game";
  settings.rounds = -1;
  EXPECT_FALSE(is_valid(settings));
}

TEST_F(GameEndTest, AFullGameHashesAsItAlwaysHasAndAShortOneDiffers) {
  Scenario s = scenario(4, 0, kMaWinsAtOnce);
  start(s);
  const auto full = state_hash(table);
  s.settings.rounds = 8;  // the same length as a full game, but chosen: a different table
  start(s);
  EXPECT_NE(state_hash(table), full);
  s.settings.rounds = 0;
  start(s);
  EXPECT_EQ(state_hash(table), full);
}

TEST_F(GameEndTest, AThreePlayerGameEndsAfterNineRounds) {
  auto hands = kMaWinsAtOnce;
  hands.pop_back();
  for (int round : {8, 9}) {
    Scenario s = scenario(3, 0, hands);
    s.round = round;
    start(s);
    play(DeclareWin{seat(0)});
    EXPECT_EQ(table.phase, round == 9 ? Phase::game_over : Phase::round_over) << round;
  }
}

TEST_F(GameEndTest, VoidRoundsCountAsRoundsPlayed) {
  start_last_round({13, 11, 9, 7});
  play_void_round();
  EXPECT_EQ(table.phase, Phase::game_over);
  EXPECT_EQ(table.result->winner, seat(0));
}

TEST_F(GameEndTest, ATieForMostTokensIsSettledByTiebreakerRoundsOfTheTiedPlayersAlone) {
  start_last_round({8, 12, 12, 8});
  play_void_round();
  ASSERT_EQ(table.phase, Phase::round_over);
  const auto& history = table.history;
  ASSERT_FALSE(history.empty());
  now += 1000;
  auto out = play(BeginNextRound{table.round});
  EXPECT_TRUE(table.tiebreaker);
  EXPECT_EQ(table.dealt_in.size(), 2) << "two players is allowed here";
  EXPECT_TRUE(table.dealt_in.contains(seat(1)));
  EXPECT_TRUE(table.dealt_in.contains(seat(2)));
  EXPECT_EQ(table.ma, seat(1)) << "Ma passes to the next tied player";
  EXPECT_EQ(table.players[0].concealed.size(), 0u);
  EXPECT_EQ(table.players[1].concealed.size(), 11u);
  EXPECT_EQ(table.players[2].concealed.size(), 10u);
  EXPECT_EQ(count_events<HandDealt>(out), 2);

  // Seats sitting out cannot answer the tiebreaker's discards.
  const CardId c = table.players[1].concealed.back();
  play(Discard{seat(1), c});
  refuse(Steal{seat(0), table.window.id, 0}, RuleError::not_dealt_in);
  refuse(Pass{seat(3), table.window.id}, RuleError::not_dealt_in);
  pass(2);  // the only other player answered: the window closes
  EXPECT_EQ(table.current, seat(2));

  // A void tiebreaker settles nothing: another is played.
  play_void_round();
  EXPECT_EQ(table.phase, Phase::round_over);
  now += 1000;
  play(BeginNextRound{table.round});
  EXPECT_TRUE(table.tiebreaker);
  EXPECT_EQ(table.ma, seat(2));
}

// Our online ruling: void tiebreakers settle nothing, so after kMaxTiebreakers of them the
// players still tied share the win and the game ends.
TEST_F(GameEndTest, PlayersStillTiedAfterTheLastTiebreakerShareTheWin) {
  start_last_round({8, 12, 12, 8});
  play_void_round();
  for (int played = 0; played < kMaxTiebreakers; ++played) {
    ASSERT_EQ(table.phase, Phase::round_over) << "after tiebreaker " << played;
    now += 1000;
    play(BeginNextRound{table.round});
    ASSERT_TRUE(table.tiebreaker);
    play_void_round();
  }
  ASSERT_EQ(table.phase, Phase::game_over);
  ASSERT_TRUE(table.result);
  EXPECT_EQ(table.result->shared_by, (std::vector<Seat>{seat(1), seat(2)}));
  EXPECT_EQ(table.result->winner, seat(1));
  EXPECT_EQ(std::count_if(table.history.begin(), table.history.end(),
                          [](const RoundResult& r) { return r.tiebreaker; }),
            kMaxTiebreakers);
  refuse(BeginNextRound{table.round}, RuleError::stale_timer);
}

TEST_F(GameEndTest, AWinOutrightSharesNothing) {
  auto out = ma_wins_at_once(8);
  ASSERT_EQ(table.phase, Phase::game_over);
  EXPECT_TRUE(table.result->shared_by.empty());
}

}  // namespace
}  // namespace jongtable::nymj
