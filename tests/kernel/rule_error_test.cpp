// The refusals every game shares: their codes are on the wire and must never change.
#include "jongtable/kernel/rule_error.hpp"

#include <gtest/gtest.h>

namespace jongtable::kernel {
namespace {

TEST(Refusal, CommonCodesAreStable) {
  EXPECT_EQ(refusal::game_already_started.code, "game_already_started");
  EXPECT_EQ(refusal::game_not_started.code, "game_not_started");
  EXPECT_EQ(refusal::game_over.code, "game_over");
  EXPECT_EQ(refusal::seat_out_of_range.code, "seat_out_of_range");
  EXPECT_EQ(refusal::not_your_turn.code, "not_your_turn");
  EXPECT_EQ(refusal::wrong_phase.code, "wrong_phase");
  EXPECT_EQ(refusal::card_not_held.code, "card_not_held");
  EXPECT_EQ(refusal::not_a_set.code, "not_a_set");
  EXPECT_EQ(refusal::stale_timer.code, "stale_timer");
}

TEST(Refusal, ToldAsKeepsTheCode) {
  const auto own = refusal::card_not_held.told_as("You do not hold that tile.");
  EXPECT_EQ(own.code, "card_not_held");
  EXPECT_EQ(own.sentence, "You do not hold that tile.");
}

enum class TestError : std::uint8_t { game_over, too_loud };
constexpr RuleErrorRow<TestError> kRows[] = {
    {TestError::game_over, refusal::game_over},
    {TestError::too_loud, {"too_loud", "Hush."}},
};
static_assert(in_enum_order(kRows));
constexpr RuleErrorRow<TestError> kSwapped[] = {
    {TestError::too_loud, {"too_loud", "Hush."}},
    {TestError::game_over, refusal::game_over},
};
static_assert(!in_enum_order(kSwapped));

TEST(RuleErrorRow, WordsAreFoundByTheEnumerator) {
  EXPECT_EQ(words_for(kRows, TestError::too_loud).code, "too_loud");
  EXPECT_EQ(words_for(kRows, TestError::game_over).sentence, "The game is over.");
  EXPECT_EQ(words_for(kRows, static_cast<TestError>(7)).code, "unknown");
}

}  // namespace
}  // namespace jongtable::kernel
