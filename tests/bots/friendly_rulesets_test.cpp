// The friendly manner of the other games' bots (Gimme!, Chinese, American): legal to the
// end of every game, able to win, and calling less than the same bot played keen (the
// server's basic and strong) over a fixed set of seeds, each played from both seatings.

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "jongtable/american/match.hpp"
#include "jongtable/chinese/match.hpp"
#include "jongtable/gimme/match.hpp"

namespace jongtable {
namespace {

struct Totals {
  int friendly_calls = 0;
  int keen_calls = 0;
  int friendly_chances = 0;
  int friendly_wins = 0;
};

// Seat s is friendly when (s + turn) is even: every seed is played with turn 0 and 1, so
// each seat is friendly once.
template <typename Manner>
Manner manner_of(int seat, int turn) {
  return (seat + turn) % 2 == 0 ? Manner::friendly : Manner::keen;
}

// Plays `seed` with alternating manners and adds up the calls each manner made;
// `won(result, seat)` says whether that seat won the game.
template <typename Bot, typename Manner, typename Settings>
void play_both_ways(const Settings& settings, std::uint64_t seed, Totals& totals, auto bot_seed,
                    auto play, auto won) {
  for (int turn = 0; turn < 2; ++turn) {
    std::vector<Bot> bots;
    for (int s = 0; s < settings.seats; ++s)
      bots.emplace_back(bot_seed(seed, s), manner_of<Manner>(s, turn));
    const auto result = play(settings, seed, std::span<Bot>(bots));
    EXPECT_TRUE(result.finished) << "seed " << seed;
    EXPECT_EQ(result.refused_intents, 0) << "seed " << seed;
    for (int s = 0; s < settings.seats; ++s) {
      const auto& calls = bots[static_cast<std::size_t>(s)].calls();
      if (manner_of<Manner>(s, turn) == Manner::friendly) {
        totals.friendly_calls += calls.taken;
        totals.friendly_chances += calls.chances;
        if (won(result, s)) ++totals.friendly_wins;
      } else {
        totals.keen_calls += calls.taken;
      }
    }
  }
}

// Gimme! and Chinese name their winners (a shared win names each sharer).
const auto named_winner = [](const auto& result, int seat) {
  return result.winners.contains(kernel::Seat(static_cast<std::uint8_t>(seat)));
};

void expect_friendlier(const Totals& totals) {
  EXPECT_GT(totals.friendly_chances, 0);
  EXPECT_GT(totals.friendly_calls, 0);  // it still calls now and then
  EXPECT_LT(totals.friendly_calls, totals.keen_calls);
  EXPECT_GT(totals.friendly_wins, 0);
}

TEST(FriendlyGimmeBot, CallsLessThanTheKeenBotAndStillWins) {
  gimme::Settings settings;
  settings.seats = 4;
  Totals totals;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    play_both_ways<gimme::BasicBot, gimme::Manner>(
        settings, seed, totals, gimme::bot_seed,
        [](const auto& s, std::uint64_t t, std::span<gimme::BasicBot> b) {
          return gimme::play_match(s, t, b);
        },
        named_winner);
  }
  expect_friendlier(totals);
}

TEST(FriendlyChineseBot, CallsLessThanTheKeenBotAndStillWins) {
  chinese::Settings settings;
  settings.seats = 4;
  Totals totals;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    play_both_ways<chinese::BasicBot, chinese::Manner>(
        settings, seed, totals, chinese::bot_seed,
        [](const auto& s, std::uint64_t t, std::span<chinese::BasicBot> b) {
          return chinese::play_match(s, t, b);
        },
        named_winner);
  }
  expect_friendlier(totals);
}

TEST(FriendlyAmericanBot, CallsLessThanTheKeenBotAndStillWins) {
  american::Settings settings;
  settings.seats = 4;
  Totals totals;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    play_both_ways<american::BasicBot, american::Manner>(
        settings, seed, totals, american::bot_seed,
        [](const auto& s, std::uint64_t t, std::span<american::BasicBot> b) {
          return american::play_match(s, t, b);
        },
        [settings](const american::MatchResult& r, int seat) {
          // American names no winner of a game: the top score wins.
          const auto end = r.scores.begin() + settings.seats;
          return r.scores[static_cast<std::size_t>(seat)] ==
                 *std::max_element(r.scores.begin(), end);
        });
  }
  expect_friendlier(totals);
}

}  // namespace
}  // namespace jongtable
