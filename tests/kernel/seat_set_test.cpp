// SeatSet, the bit set of seats behind dealt-in players and answered windows.
#include <gtest/gtest.h>

#include "jongtable/kernel/seat.hpp"

namespace jongtable::kernel {
namespace {

TEST(SeatSet, SizeCountsEverySeatInserted) {
  for (unsigned mask = 0; mask < 16; ++mask) {
    SeatSet set;
    int inserted = 0;
    for (int s = 0; s < kMaxSeats; ++s) {
      if ((mask >> s) & 1u) {
        set.insert(Seat(static_cast<std::uint8_t>(s)));
        ++inserted;
      }
    }
    EXPECT_EQ(set.size(), inserted) << "mask " << mask;
  }
  EXPECT_EQ(SeatSet::first(3).size(), 3);
  EXPECT_EQ(SeatSet::first(4).size(), 4);
}

}  // namespace
}  // namespace jongtable::kernel
