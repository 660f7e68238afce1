// The kernel's sealed simultaneous step (engine/sealed_choices.hpp): nothing is revealed
// until every chooser is in, the clock chooses only for the seats still waiting, and a
// new step forgets the last one. For every table size a game has (2 to 6 seats).
#include "jongtable/kernel/sealed_choices.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace jongtable::kernel {
namespace {

Seat seat(int i) {
  return Seat(static_cast<std::uint8_t>(i));
}

TEST(KernelSealedChoices, NothingIsRevealedUntilTheLastChooserIsIn) {
  for (int seats = 2; seats <= kMaxSeats; ++seats) {
    SealedChoices<int> step;
    step.open(SeatSet::first(seats));
    for (int s = 0; s < seats; ++s) {
      EXPECT_FALSE(step.all_chosen());
      step.choose(seat(s), 10 + s);
      // The seat sees its own sealed choice; the table sees none yet.
      EXPECT_EQ(step.sealed_by(seat(s)), 10 + s);
      EXPECT_TRUE(step.has_chosen(seat(s)));
      EXPECT_FALSE(step.may_choose(seat(s)));
      if (s + 1 < seats) {
        for (int t = 0; t <= s; ++t) EXPECT_EQ(step.revealed(seat(t)), nullptr);
      }
    }
    ASSERT_TRUE(step.all_chosen());
    for (int s = 0; s < seats; ++s) {
      ASSERT_NE(step.revealed(seat(s)), nullptr);
      EXPECT_EQ(*step.revealed(seat(s)), 10 + s);
    }
  }
}

TEST(KernelSealedChoices, OnlyTheChoosersChooseAndOnlyTheyAreRevealed) {
  SeatSet choosers;  // seats 0 and 2 of four, say the two left in a vote
  choosers.insert(seat(0));
  choosers.insert(seat(2));
  SealedChoices<char> step;
  step.open(choosers);
  EXPECT_TRUE(step.may_choose(seat(0)));
  EXPECT_FALSE(step.may_choose(seat(1)));
  EXPECT_FALSE(step.may_choose(seat(3)));
  step.choose(seat(2), 'y');
  EXPECT_EQ(step.waiting().size(), 1);
  EXPECT_TRUE(step.waiting().contains(seat(0)));
  step.choose(seat(0), 'n');
  EXPECT_TRUE(step.all_chosen());
  EXPECT_EQ(step.revealed(seat(1)), nullptr);  // was never asked
  ASSERT_NE(step.revealed(seat(2)), nullptr);
  EXPECT_EQ(*step.revealed(seat(2)), 'y');
}

TEST(KernelSealedChoices, TheClockChoosesOnlyForTheSeatsStillWaiting) {
  for (int seats = 2; seats <= kMaxSeats; ++seats) {
    SealedChoices<int> step;
    step.open(SeatSet::first(seats));
    step.choose(seat(0), 5);  // chose in time
    std::vector<int> asked;
    step.choose_for_the_rest([&](Seat s) {
      asked.push_back(index(s));
      return -1;
    });
    ASSERT_EQ(static_cast<int>(asked.size()), seats - 1);
    for (int i = 0; i < seats - 1; ++i) EXPECT_EQ(asked[static_cast<std::size_t>(i)], i + 1);
    EXPECT_TRUE(step.all_chosen());
    EXPECT_EQ(*step.revealed(seat(0)), 5);  // not overwritten by the clock
    for (int s = 1; s < seats; ++s) EXPECT_EQ(*step.revealed(seat(s)), -1);
  }
}

TEST(KernelSealedChoices, ANewStepForgetsTheLastOne) {
  SealedChoices<int> step;
  step.open(SeatSet::first(3));
  for (int s = 0; s < 3; ++s) step.choose(seat(s), 7);
  ASSERT_TRUE(step.all_chosen());
  step.open(SeatSet::first(3));
  EXPECT_FALSE(step.all_chosen());
  EXPECT_TRUE(step.chosen().empty());
  for (int s = 0; s < 3; ++s) {
    EXPECT_TRUE(step.may_choose(seat(s)));
    EXPECT_EQ(step.sealed_by(seat(s)), 0);
    EXPECT_EQ(step.revealed(seat(s)), nullptr);
  }
}

TEST(KernelSealedChoices, AnEmptyStepIsAlreadyComplete) {
  SealedChoices<int> step;
  step.open(SeatSet{});
  EXPECT_TRUE(step.all_chosen());
  EXPECT_EQ(step.revealed(seat(0)), nullptr);
}

TEST(KernelSealedChoices, EqualOnlyWhenTheSameSeatsChoseTheSameThings) {
  SealedChoices<int> a;
  SealedChoices<int> b;
  a.open(SeatSet::first(4));
  b.open(SeatSet::first(4));
  a.choose(seat(1), 3);
  EXPECT_NE(a, b);
  b.choose(seat(1), 4);
  EXPECT_NE(a, b);
  b.choose(seat(1), 3);
  EXPECT_EQ(a, b);
}

}  // namespace
}  // namespace jongtable::kernel
