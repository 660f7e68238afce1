// docs/rules/gimme.md "Scoring": 1 point for finishing, and the book's four bonuses, counted over
// every tile exposed and concealed, Jokers aside for suit and parity.
#include "fixture.hpp"

namespace jongtable::gimme {
namespace {

using testing::GimmeTest;
using testing::kFillerA;
using testing::kFillerB;
using testing::seat;

const std::string kEvenDots = "D2 D2 D2 D4 D4 D4 D6 D6 D6 D6 D8 D8 D8";

class Scoring : public GimmeTest {
 protected:
  Score declare(int s) {
    const Outcome out = play(DeclareMahjong{seat(s)});
    const auto* declared = testing::find_event<MahjongDeclared>(out);
    return declared ? declared->score : Score{};
  }
};

TEST_F(Scoring, TheBooksSampleHandScoresFive) {
  start(scenario({kEvenDots, kFillerA}, "D8"));
  const Score score = declare(0);
  EXPECT_EQ(score.points, 5);
  EXPECT_TRUE(score.first && score.one_suit && score.no_jokers && score.even_or_odd);
  EXPECT_EQ(state.players[0].score, 5);
}

TEST_F(Scoring, OneSuitAndAllOddWithAJoker) {
  start(scenario({"C1 C1 C3 C3 C3 C5 C5 C7 C7 C7 C9 C9 J", kFillerB}, "C9"));
  const Score score = declare(0);
  EXPECT_TRUE(score.one_suit);
  EXPECT_FALSE(score.no_jokers);
  EXPECT_TRUE(score.even_or_odd);  // the Joker is set aside
  EXPECT_EQ(score.points, 4);
}

TEST_F(Scoring, AllEvenAcrossSuitsWithoutJokers) {
  start(scenario({"D2 D2 C4 C4 C4 B6 B6 B6 D8 D8 D8 C2 C2", kFillerA}, "D2"));
  const Score score = declare(0);
  EXPECT_FALSE(score.one_suit);
  EXPECT_TRUE(score.no_jokers);
  EXPECT_TRUE(score.even_or_odd);
  EXPECT_EQ(score.points, 4);
}

TEST_F(Scoring, OnlyTheFirstToFinishGetsTheFirstBonus) {
  start(scenario({kEvenDots, "D1 D1 C2 C2 C2 B5 B5 J D3 D3 D3 B7 B7", kFillerA}, "D8 B7"));
  EXPECT_EQ(declare(0).points, 5);
  ASSERT_EQ(state.current, seat(1));
  const Score second = declare(1);
  EXPECT_FALSE(second.first);
  EXPECT_EQ(second.points, 1);  // mixed suits, a Joker, odd and even
  EXPECT_EQ(state.phase, Phase::round_over);
  EXPECT_EQ(state.history.back().finishes.size(), 2u);
  EXPECT_EQ(state.history.back().finishes[1].seat, seat(1));
}

TEST_F(Scoring, ExposedSetsCountTowardsTheBonuses) {
  Scenario s = scenario({"D2 D2 D4 D4 D4 D6 D6 D6 D6 D8", kFillerA}, "D8");
  s.exposed = {{"D2 J"}, {}};
  start(s);
  const Score with_joker = declare(0);
  EXPECT_TRUE(with_joker.one_suit);
  EXPECT_FALSE(with_joker.no_jokers);
  EXPECT_EQ(with_joker.points, 4);

  s.exposed = {{"C1 C1"}, {}};
  start(s);
  const Score mixed = declare(0);
  EXPECT_FALSE(mixed.one_suit);
  EXPECT_FALSE(mixed.even_or_odd);
  EXPECT_EQ(mixed.points, 3);
}

TEST_F(Scoring, WithoutBonusesAFinishIsOnePoint) {
  Scenario s = scenario({kEvenDots, kFillerA}, "D8");
  s.settings.bonuses = false;
  start(s);
  EXPECT_EQ(declare(0).points, 1);
}

TEST_F(Scoring, PointsAddUpOverRoundsAndAreNeverTaken) {
  Scenario s = scenario({kEvenDots, kFillerA}, "D8");
  s.scores = {3, 4};
  start(s);
  declare(0);
  EXPECT_EQ(state.players[0].score, 8);
  EXPECT_EQ(state.players[1].score, 4);
  EXPECT_EQ(state.history.back().scores_after[0], 8);
}

}  // namespace
}  // namespace jongtable::gimme
