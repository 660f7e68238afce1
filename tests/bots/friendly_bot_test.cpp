// The friendly bot (Not Your Ma's Jong): legal to the end of every game, wins some, and
// steals less than the strong bot; and the friendly think time.

#include <gtest/gtest.h>

#include <numeric>
#include <set>

#include "jongtable/bots/bot.hpp"
#include "jongtable/bots/match.hpp"
#include "view_builder.hpp"

namespace jongtable::bots {
namespace {

using nymj::Settings;

// Steals awarded to the seats holding `strength`, over the table's seats.
int steals_of(const MatchResult& result, const std::vector<Strength>& seated, Strength strength) {
  int steals = 0;
  for (std::size_t s = 0; s < seated.size(); ++s)
    if (seated[s] == strength) steals += result.steals[s];
  return steals;
}

TEST(FriendlyBot, IsNamedAndMadeLikeTheOthers) {
  EXPECT_EQ(name(Strength::friendly), "friendly");
  EXPECT_EQ(strength_from_name("friendly"), Strength::friendly);
  EXPECT_NE(make_bot(Strength::friendly, 1), nullptr);
}

TEST(FriendlyBot, AlwaysStealsTheCardThatWins) {
  using namespace fixtures;
  CardBox box;
  // Three sets and a lone Love: the second Love wins, as the pair.
  auto hand = box.take({"R1", "R2", "R3", "B4", "B4", "B4", "G2", "G3", "G4", "love"});
  const nymj::TableView view = offered(hand, box.take("love"));
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto intent = make_bot(Strength::friendly, seed)->decide(view);
    ASSERT_TRUE(intent);
    EXPECT_TRUE(std::holds_alternative<nymj::Steal>(*intent)) << "seed " << seed;
  }
}

// A steal the strong bot always makes (it brings the hand closer) is one the friendly
// bot makes only now and then: its seed decides, and it never steals by mistake.
TEST(FriendlyBot, PassesOnSomeStealsTheStrongBotWouldMake) {
  using namespace fixtures;
  CardBox box;
  auto hand = box.take({"R1", "R2", "B4", "B4", "G2", "G3", "G4", "love", "love", "pride"});
  const nymj::TableView view = offered(hand, box.take("R3"));
  int steals = 0;
  int strong_steals = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const auto intent = make_bot(Strength::friendly, seed)->decide(view);
    ASSERT_TRUE(intent);
    if (std::holds_alternative<nymj::Steal>(*intent)) ++steals;
    const auto strong = make_bot(Strength::strong, seed)->decide(view);
    if (strong && std::holds_alternative<nymj::Steal>(*strong)) ++strong_steals;
  }
  EXPECT_EQ(strong_steals, 40);
  EXPECT_GT(steals, 0);
  EXPECT_LT(steals, 40);
}

TEST(FriendlyBot, PlaysWholeGamesWithoutARefusedIntentAndWinsSome) {
  const std::vector<Strength> seated{Strength::friendly, Strength::basic, Strength::friendly,
                                     Strength::basic};
  int friendly_wins = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto result = play_match(Settings{}, seed, seated);
    EXPECT_TRUE(result.finished) << "seed " << seed;
    EXPECT_EQ(result.refused_intents, 0) << "seed " << seed;
    EXPECT_EQ(result.mistaken_steals, 0) << "seed " << seed;
    EXPECT_EQ(std::accumulate(result.tokens.begin(), result.tokens.end(), 0),
              4 * Settings{}.starting_tokens);
    if (result.winner && seated[kernel::index(*result.winner)] == Strength::friendly)
      ++friendly_wins;
  }
  EXPECT_GT(friendly_wins, 0);
}

TEST(FriendlyBot, StealsLessThanTheStrongBotOverTheSameSeeds) {
  const std::vector<Strength> seated{Strength::friendly, Strength::strong, Strength::friendly,
                                     Strength::strong};
  const std::vector<Strength> rotated{Strength::strong, Strength::friendly, Strength::strong,
                                      Strength::friendly};
  int friendly = 0;
  int strong = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    for (const auto& seats : {seated, rotated}) {
      const auto result = play_match(Settings{}, seed, seats);
      EXPECT_EQ(result.refused_intents, 0) << "seed " << seed;
      friendly += steals_of(result, seats, Strength::friendly);
      strong += steals_of(result, seats, Strength::strong);
    }
  }
  EXPECT_GT(friendly, 0);  // it does call now and then
  EXPECT_LT(friendly, strong);
}

TEST(ThinkTime, StaysWithinTheTablesBotDelay) {
  kernel::Rng rng(7);
  for (int i = 0; i < 500; ++i) {
    for (const Strength strength : {Strength::basic, Strength::strong, Strength::friendly}) {
      const kernel::Millis ms = think_ms(strength, 400, 1200, rng);
      EXPECT_GE(ms, 400);
      EXPECT_LE(ms, 1200);
    }
  }
  EXPECT_EQ(think_ms(Strength::friendly, 0, 0, rng), 0);
  EXPECT_EQ(think_ms(Strength::friendly, 500, 100, rng), 500);
}

TEST(ThinkTime, AFriendlyBotHesitatesLongerButNotAlwaysAlike) {
  kernel::Rng strong_rng(11);
  kernel::Rng friendly_rng(11);
  long strong_total = 0;
  long friendly_total = 0;
  int upper_half = 0;
  std::set<kernel::Millis> friendly_waits;
  for (int i = 0; i < 400; ++i) {
    strong_total += think_ms(Strength::strong, 0, 1000, strong_rng);
    const kernel::Millis wait = think_ms(Strength::friendly, 0, 1000, friendly_rng);
    friendly_total += wait;
    friendly_waits.insert(wait);
    if (wait > 500) ++upper_half;
  }
  EXPECT_GT(friendly_total, strong_total);
  EXPECT_GT(upper_half, 400 / 2);
  EXPECT_GT(friendly_waits.size(), 100u);
  // The same generator state gives the same waits: a table's seed replays them.
  kernel::Rng a(3);
  kernel::Rng b(3);
  for (int i = 0; i < 20; ++i)
    EXPECT_EQ(think_ms(Strength::friendly, 400, 1200, a),
              think_ms(Strength::friendly, 400, 1200, b));
}

}  // namespace
}  // namespace jongtable::bots
