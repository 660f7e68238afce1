// FixedList, the inline list behind Gimme!'s and Chinese's hands and piles.
#include "jongtable/kernel/fixed_list.hpp"

#include <gtest/gtest.h>

namespace jongtable::kernel {
namespace {

using List = FixedList<int, 6>;

TEST(FixedList, InsertSortedKeepsTheOrder) {
  List list{1, 4};
  list.insert_sorted(3);
  list.insert_sorted(0);
  list.insert_sorted(9);
  EXPECT_EQ(list, (List{0, 1, 3, 4, 9}));
  EXPECT_EQ(list.front(), 0);
  EXPECT_EQ(list.back(), 9);
}

TEST(FixedList, RemoveTakesTheFirstCopyOnly) {
  List list{2, 5, 2};
  EXPECT_TRUE(list.remove(2));
  EXPECT_EQ(list, (List{5, 2}));
  EXPECT_FALSE(list.remove(7));
  EXPECT_TRUE(list.contains(2));
}

TEST(FixedList, EqualityIgnoresLeftoverRoom) {
  List a{1, 2, 3};
  a.pop_back();
  const List b{1, 2};
  EXPECT_EQ(a, b);
  a.resize(3);  // the old 3 is still in the room, but now in use again
  EXPECT_NE(a, b);
  a.clear();
  EXPECT_TRUE(a.empty());
  EXPECT_EQ(List::capacity(), 6u);
}

}  // namespace
}  // namespace jongtable::kernel
