// The basic bot on explicit tables: it finishes, calls with naturals, steals Jokers,
// passes what it cannot use, and drops a lonely tile, never a Joker while it has a
// natural.
#include "jongtable/gimme/bot.hpp"

#include "fixture.hpp"
#include "jongtable/gimme/match.hpp"

namespace jongtable::gimme {
namespace {

using testing::GimmeTest;
using testing::kFillerA;
using testing::kFillerB;
using testing::kFillerC;
using testing::seat;

class Bot : public GimmeTest {
 protected:
  std::optional<Intent> ask(int s) { return BasicBot(5).decide(view_for(state, seat(s))); }
};

TEST_F(Bot, DeclaresMahjongWhenItCan) {
  start(scenario({"D2 D2 D4 D4 D4 D6 D6 D6 D6 D8 D8 D8 B9", kFillerA}, "B9"));
  const auto intent = ask(0);
  ASSERT_TRUE(intent.has_value());
  EXPECT_TRUE(std::holds_alternative<DeclareMahjong>(*intent));
}

TEST_F(Bot, CallsGimmeWithNaturalsAndPassesOtherwise) {
  start(scenario({kFillerA, "D1 D1 J D2 D4 D6 D8 C1 C3 C5 C7 C9 B2", kFillerB}, "C8"));
  drop(0, "D1");
  const auto call = ask(1);
  ASSERT_TRUE(call && std::holds_alternative<Gimme>(*call));
  const auto& tiles = std::get<Gimme>(*call).tiles;
  EXPECT_EQ(tiles.size(), 2u);  // both D1s, keeping the Joker
  for (TileId t : tiles) EXPECT_FALSE(is_joker(t));
  const auto pass = ask(2);
  ASSERT_TRUE(pass && std::holds_alternative<Pass>(*pass));
  EXPECT_FALSE(ask(0).has_value());  // the dropper has nothing to do
}

TEST_F(Bot, UsesAJokerToCallWhenThatFinishes) {
  start(scenario({kFillerA, "J J D6 D6 D6 C8 C8 C8 B8 B8 B8 B9 B9", kFillerB}, "C9"));
  drop(0, "D1");
  const auto call = ask(1);
  ASSERT_TRUE(call && std::holds_alternative<Gimme>(*call));
  EXPECT_TRUE(is_joker(std::get<Gimme>(*call).tiles.front()));
  play(*call);
  EXPECT_TRUE(state.players[1].finished);
}

TEST_F(Bot, StealsAJokerWhenItCan) {
  Scenario s = scenario({"D5 C1 C3 C5 C7 C9 B2 B4 B6 D1 D3 D7", kFillerB}, "B8");
  s.exposed = {{}, {"D5 J"}};
  start(s);
  const auto intent = ask(0);
  ASSERT_TRUE(intent && std::holds_alternative<JokerSteal>(*intent));
  play(*intent);
}

TEST_F(Bot, DropsALonelyNaturalNeverAJoker) {
  start(scenario({"D1 D3 D3 C4 C4 C4 B5 B5 B7 B7 B7 J C6", kFillerB}, "D8"));
  const auto intent = ask(0);
  ASSERT_TRUE(intent && std::holds_alternative<Drop>(*intent));
  const Face dropped = face_of(std::get<Drop>(*intent).tile);
  EXPECT_TRUE(dropped == testing::face("D1") || dropped == testing::face("C6") ||
              dropped == testing::face("D8"));
}

TEST(Match, BasicBotsFinishAGameWithoutARefusal) {
  for (int seats : {2, 3, 4}) {
    Settings settings;
    settings.seats = seats;
    const MatchResult result = play_match(settings, 42 + static_cast<std::uint64_t>(seats));
    EXPECT_TRUE(result.finished);
    EXPECT_EQ(result.rounds, seats);
    EXPECT_EQ(result.refused_intents, 0);
    EXPECT_GT(result.gimmes, 0);
    EXPECT_GT(result.mahjongs, 0);
    EXPECT_GT(result.winners.size(), 0);
  }
}

TEST(Match, TheSameSeedPlaysTheSameGame) {
  Settings settings;
  const MatchResult a = play_match(settings, 9);
  const MatchResult b = play_match(settings, 9);
  EXPECT_EQ(a.final_state_hash, b.final_state_hash);
  EXPECT_EQ(a.steps, b.steps);
  EXPECT_NE(a.final_state_hash, play_match(settings, 10).final_state_hash);
}

}  // namespace
}  // namespace jongtable::gimme
