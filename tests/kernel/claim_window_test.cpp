// The kernel's claim window (engine/claim_window.hpp) on its own, for every table size a
// game has (2 to 6 seats): who may answer, distance in play order, and which claim the
// shared seat-order priority picks and when the answers already settle the window.
#include "jongtable/kernel/claim_window.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <set>

namespace jongtable::kernel {
namespace {

// A claim as a test ruleset words it: just a label to check it comes back.
struct TestClaim {
  char label = '-';
  friend bool operator==(const TestClaim&, const TestClaim&) = default;
};
using Window = OpenWindow<int, TestClaim>;

Seat seat(int i) {
  return Seat(static_cast<std::uint8_t>(i));
}
// The seat `steps` places after `from` in play order.
Seat after(Seat from, int steps, int seats) {
  for (int i = 0; i < steps; ++i) from = seat_after(from, seats);
  return from;
}
Window opened(int seats, Seat discarder) {
  Window window;
  window.open(1, discarder, 42, 1000, 5000, SeatSet::first(seats));
  return window;
}

TEST(KernelDistanceAfter, CountsPlacesInPlayOrderAndWrapsAround) {
  for (int seats = 2; seats <= kMaxSeats; ++seats) {
    for (int f = 0; f < seats; ++f) {
      std::set<int> distances;
      for (int steps = 0; steps < seats; ++steps) {
        const int d = distance_after(seat(f), after(seat(f), steps, seats), seats);
        EXPECT_EQ(d, steps) << seats << " seats, from " << f;
        distances.insert(d);
      }
      // Every seat is a different distance away: 0 .. seats-1 once each.
      EXPECT_EQ(static_cast<int>(distances.size()), seats);
      EXPECT_EQ(*distances.rbegin(), seats - 1);
    }
  }
  // The seat just before the discarder is the farthest, not a negative distance.
  EXPECT_EQ(distance_after(seat(3), seat(2), 4), 3);
  EXPECT_EQ(distance_after(seat(0), seat(5), 6), 5);
}

TEST(KernelOpenWindow, OpensToEveryEligibleSeatButTheDiscarder) {
  for (int seats = 2; seats <= kMaxSeats; ++seats) {
    for (int d = 0; d < seats; ++d) {
      const Window window = opened(seats, seat(d));
      EXPECT_EQ(window.eligible.size(), seats - 1);
      EXPECT_FALSE(window.eligible.contains(seat(d)));
      EXPECT_FALSE(window.may_answer(seat(d)));
      EXPECT_EQ(window.waiting(), window.eligible);
      EXPECT_EQ(window.closes_at, 6000);
      EXPECT_EQ(window.card, 42);
      for (int s = 0; s < seats; ++s) EXPECT_EQ(window.may_answer(seat(s)), s != d);
    }
  }
}

TEST(KernelOpenWindow, OnlyTheSeatsGivenMayAnswer) {
  SeatSet dealt_in;  // a tiebreaker of seats 1 and 3 at a table of five
  dealt_in.insert(seat(1));
  dealt_in.insert(seat(3));
  Window window;
  window.open(7, seat(1), 9, 0, 100, dealt_in);
  EXPECT_TRUE(window.may_answer(seat(3)));
  EXPECT_FALSE(window.may_answer(seat(0)));
  EXPECT_FALSE(window.may_answer(seat(2)));
  EXPECT_FALSE(window.may_answer(seat(4)));
  EXPECT_EQ(window.waiting().size(), 1);
}

TEST(KernelOpenWindow, AnAnswerIsGivenOnceAndAPassIsNoClaim) {
  Window window = opened(4, seat(0));
  window.pass(seat(1));
  window.claim(seat(2), {'p'}, false, 1200);
  EXPECT_FALSE(window.may_answer(seat(1)));
  EXPECT_FALSE(window.may_answer(seat(2)));
  EXPECT_TRUE(window.may_answer(seat(3)));
  EXPECT_FALSE(window.called.contains(seat(1)));
  EXPECT_TRUE(window.called.contains(seat(2)));
  EXPECT_FALSE(window.winning.contains(seat(2)));
  EXPECT_EQ(window.claim_of(seat(2)), TestClaim{'p'});
  EXPECT_EQ(window.arrived_at[2], 1200);
  EXPECT_EQ(window.waiting().size(), 1);
}

TEST(KernelOpenWindow, OpeningTheNextWindowForgetsTheAnswersButNotTheClaimPayloads) {
  Window window = opened(3, seat(0));
  window.claim(seat(1), {'w'}, true, 1500);
  window.pass(seat(2));
  window.open(2, seat(1), 7, 3000, 5000, SeatSet::first(3));
  EXPECT_EQ(window.id, 2U);
  EXPECT_TRUE(window.answered.empty());
  EXPECT_TRUE(window.called.empty());
  EXPECT_TRUE(window.winning.empty());
  EXPECT_EQ(window.arrived_at[1], 0);
  // Left as it was on purpose (stored digests include it); read only through `called`.
  EXPECT_EQ(window.claim_of(seat(1)), TestClaim{'w'});
  window.clear_claims();
  EXPECT_EQ(window.claim_of(seat(1)), TestClaim{});
}

TEST(KernelSeatOrderPriority, TheNearestClaimAfterTheDiscarderTakesTheCard) {
  for (int seats = 2; seats <= kMaxSeats; ++seats) {
    const SeatOrderPriority priority{seats, true};
    for (int d = 0; d < seats; ++d) {
      Window window = opened(seats, seat(d));
      // Claims arrive farthest first: arrival order must not matter.
      for (int steps = seats - 1; steps >= 1; --steps) {
        window.claim(after(seat(d), steps, seats), {'p'}, false, 2000 - steps);
      }
      EXPECT_EQ(resolve(window, priority), after(seat(d), 1, seats))
          << seats << " seats, discarder " << d;
    }
  }
}

TEST(KernelSeatOrderPriority, AWinningClaimBeatsNearerClaimsOnlyWhenWinningComesFirst) {
  for (int seats = 3; seats <= kMaxSeats; ++seats) {
    for (int d = 0; d < seats; ++d) {
      Window window = opened(seats, seat(d));
      const Seat nearest = after(seat(d), 1, seats);
      const Seat farthest = after(seat(d), seats - 1, seats);
      window.claim(nearest, {'p'}, false);
      window.claim(farthest, {'w'}, true);
      EXPECT_EQ(resolve(window, SeatOrderPriority{seats, true}), farthest);
      EXPECT_EQ(resolve(window, SeatOrderPriority{seats, false}), nearest);
    }
  }
}

TEST(KernelSeatOrderPriority, OfTwoWinningClaimsTheNearerWins) {
  for (int seats = 3; seats <= kMaxSeats; ++seats) {
    Window window = opened(seats, seat(seats - 1));
    window.claim(seat(1), {'w'}, true);
    window.claim(seat(0), {'w'}, true);  // seat 0 is next after the last seat
    EXPECT_EQ(resolve(window, SeatOrderPriority{seats, true}), seat(0));
  }
}

TEST(KernelResolve, NoClaimNoSeatAndTheDiscarderNeverTakesItsOwnCard) {
  Window window = opened(4, seat(2));
  window.pass(seat(3));
  EXPECT_EQ(resolve(window, SeatOrderPriority{4, true}), std::nullopt);
  window.claim(seat(2), {'x'}, true);  // a ruleset bug: resolve still ignores it
  EXPECT_EQ(resolve(window, SeatOrderPriority{4, true}), std::nullopt);
}

// A ruleset's own priority: the earliest arrival, whatever the seat.
struct EarliestArrival {
  template <typename W>
  [[nodiscard]] Millis rank(const W& window, Seat s) const {
    return window.arrived_at[static_cast<std::size_t>(index(s))];
  }
  template <typename W>
  [[nodiscard]] Millis best_possible(const W& window, Seat) const {
    return window.opened_at;
  }
};

TEST(KernelResolve, FollowsTheRulesetsPriorityAndBreaksTiesToTheLowerSeat) {
  Window window = opened(5, seat(0));
  window.claim(seat(1), {'a'}, false, 1900);
  window.claim(seat(4), {'b'}, false, 1100);
  window.claim(seat(3), {'c'}, false, 1100);
  EXPECT_EQ(resolve(window, EarliestArrival{}), seat(3));
  EXPECT_EQ(resolve(window, SeatOrderPriority{5, true}), seat(1));
}

TEST(KernelSettled, NotBeforeAnyAnswerAndAlwaysOnceEveryoneHasAnswered) {
  for (int seats = 2; seats <= kMaxSeats; ++seats) {
    const SeatOrderPriority priority{seats, true};
    Window window = opened(seats, seat(0));
    EXPECT_FALSE(settled(window, priority));
    for (int s = 1; s < seats; ++s) window.pass(seat(s));
    EXPECT_TRUE(settled(window, priority));
    EXPECT_EQ(resolve(window, priority), std::nullopt);
  }
}

TEST(KernelSettled, TheNearestSeatsWinSettlesAtOnce) {
  for (int seats = 2; seats <= kMaxSeats; ++seats) {
    Window window = opened(seats, seat(1));
    window.claim(after(seat(1), 1, seats), {'w'}, true);
    EXPECT_TRUE(settled(window, SeatOrderPriority{seats, true}));
  }
}

TEST(KernelSettled, ANearClaimWaitsWhileAFartherSeatCouldStillWin) {
  for (int seats = 3; seats <= kMaxSeats; ++seats) {
    Window window = opened(seats, seat(0));
    window.claim(seat(1), {'p'}, false);
    // Any seat still to answer might hold a win, and a win comes first.
    EXPECT_FALSE(settled(window, SeatOrderPriority{seats, true}));
    // Where winning does not come first, nobody can outrank the nearest seat.
    EXPECT_TRUE(settled(window, SeatOrderPriority{seats, false}));
  }
}

TEST(KernelSettled, AFarWinWaitsForTheNearerSeatsToAnswer) {
  for (int seats = 3; seats <= kMaxSeats; ++seats) {
    const SeatOrderPriority priority{seats, true};
    Window window = opened(seats, seat(0));
    const Seat farthest = seat(seats - 1);
    window.claim(farthest, {'w'}, true);
    for (int s = 1; s < seats - 1; ++s) {
      EXPECT_FALSE(settled(window, priority)) << seats << " seats, seat " << s << " waiting";
      window.pass(seat(s));
    }
    EXPECT_TRUE(settled(window, priority));
    EXPECT_EQ(resolve(window, priority), farthest);
  }
}

}  // namespace
}  // namespace jongtable::kernel
