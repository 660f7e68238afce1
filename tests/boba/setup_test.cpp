// Setup (docs/rules/boba.md "Setup"): three piles with no 0 showing, five cards each, the rest
// the supply; the first player at random, and the loser first in a rematch.
#include <gtest/gtest.h>

#include <set>

#include "boba_fixture.hpp"

namespace jongtable::boba {
namespace {

using testing::seat;

TEST(Setup, ThreePilesOfOneCardNoneAZeroFiveCardsEachTheRestTheSupply) {
  int zeros_sent_back = 0;
  std::set<int> first_players;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    State state = create_table(Settings{}, seed);
    const Outcome out = apply(state, StartGame{}, 0);
    ASSERT_TRUE(out.ok());
    for (const auto& pile : state.piles) {
      ASSERT_EQ(pile.size(), 1u);
      ASSERT_FALSE(is_zero(pile.front())) << "seed " << seed;
    }
    for (const auto& player : state.players) {
      ASSERT_EQ(player.hand.size(), 5u);
      ASSERT_TRUE(player.score_cards.empty());
    }
    ASSERT_EQ(state.supply.size(), 53u - 3 - 10);
    ASSERT_TRUE(state.removed.empty());
    const auto* started = testing::find_event<GameStarted>(out);
    ASSERT_NE(started, nullptr);
    zeros_sent_back += started->zeros_reshuffled;
    first_players.insert(index(started->first));
    EXPECT_EQ(state.phase, Phase::drawing);
    EXPECT_EQ(state.current, started->first);
  }
  // With five 0s in 53 cards, some of 400 setups turn one up and send it back.
  EXPECT_GT(zeros_sent_back, 0);
  EXPECT_EQ(first_players.size(), 2u) << "the first player is drawn at random";
}

TEST(Setup, EachHandIsToldOnlyToItsPlayer) {
  State state = create_table(Settings{}, 5);
  const Outcome out = apply(state, StartGame{}, 0);
  int dealt = 0;
  for (const Event& e : out.events) {
    if (const auto* hand = std::get_if<HandDealt>(&e.body)) {
      ++dealt;
      EXPECT_TRUE(e.audience.includes(hand->seat));
      EXPECT_FALSE(e.audience.includes(kernel::seat_after(hand->seat, 2)));
      EXPECT_FALSE(e.audience.includes(std::nullopt));
    }
  }
  EXPECT_EQ(dealt, 2);
}

TEST(Setup, StartingTwiceIsRefused) {
  State state = create_table(Settings{}, 5);
  ASSERT_TRUE(apply(state, StartGame{}, 0).ok());
  EXPECT_EQ(apply(state, StartGame{}, 0).error, RuleError::game_already_started);
}

TEST(Setup, NothingButStartBeforeTheGameStarts) {
  State state = create_table(Settings{}, 5);
  EXPECT_EQ(apply(state, DrawSupply{seat(0)}, 0).error, RuleError::game_not_started);
  EXPECT_EQ(apply(state, DrawSupply{seat(2)}, 0).error, RuleError::seat_out_of_range);
}

TEST(Setup, InARematchTheLoserStarts) {
  for (int winner = 0; winner < 2; ++winner) {
    State finished = create_table(Settings{}, 9);
    finished.phase = Phase::game_over;
    finished.result = GameResult{};
    finished.result->winner = seat(winner);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      State next = create_rematch(finished, seed);
      ASSERT_TRUE(apply(next, StartGame{}, 0).ok());
      EXPECT_EQ(next.first, seat(1 - winner));
    }
  }
}

// docs/rules/boba.md "Setup": after a tie the player who did not start the previous
// game starts the rematch, whatever the seed.
TEST(Setup, InARematchAfterATieThePlayerWhoDidNotStartStarts) {
  for (int first = 0; first < 2; ++first) {
    State finished = create_table(Settings{}, 9);
    finished.first = seat(first);
    finished.phase = Phase::game_over;
    finished.result = GameResult{};
    finished.result->decided_by = DecidedBy::shared;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      State next = create_rematch(finished, seed);
      ASSERT_TRUE(apply(next, StartGame{}, 0).ok());
      EXPECT_EQ(next.first, seat(1 - first)) << "seed " << seed;
    }
  }
}

// The previous game reaches a rematch table as a setting, the way a host passes it on.
TEST(Setup, TheRematchSettingNamesThePreviousGame) {
  const struct {
    int first;
    std::optional<int> winner;
    int starts;
  } cases[] = {{0, 0, 1},           {0, 1, 0}, {1, 0, 1}, {1, 1, 0}, {0, std::nullopt, 1},
               {1, std::nullopt, 0}};
  for (const auto& c : cases) {
    Settings settings;
    settings.rematch_of =
        PreviousGame{seat(c.first), c.winner ? std::optional(seat(*c.winner)) : std::nullopt};
    EXPECT_FALSE(invalid_setting(settings).has_value());
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      State state = create_table(settings, seed);
      ASSERT_TRUE(apply(state, StartGame{}, 0).ok());
      EXPECT_EQ(state.first, seat(c.starts)) << c.first << " " << c.winner.value_or(-1);
    }
  }
  Settings bad;
  bad.rematch_of = PreviousGame{seat(2), std::nullopt};
  EXPECT_EQ(invalid_setting(bad), "rematch_of");
  bad.rematch_of = PreviousGame{seat(0), seat(3)};
  EXPECT_EQ(invalid_setting(bad), "rematch_of");
}

TEST(Setup, SettingsAreTwoSeatsAndAReasonableClock) {
  EXPECT_FALSE(invalid_setting(Settings{}).has_value());
  EXPECT_EQ(invalid_setting(Settings{3, 45000}), "seats");
  EXPECT_EQ(invalid_setting(Settings{2, -1}), "turn_clock");
  EXPECT_FALSE(invalid_setting(Settings{2, 0}).has_value());
}

}  // namespace
}  // namespace jongtable::boba
