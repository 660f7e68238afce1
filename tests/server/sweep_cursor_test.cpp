#include "sweep_cursor.hpp"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

namespace jongtable::server {
namespace {

using Map = std::map<std::string, int>;

Map numbered(int n) {
  Map map;
  for (int i = 0; i < n; ++i) map[std::to_string(1000 + i)] = i;
  return map;
}

TEST(SweepCursor, EachStepLooksAtNoMoreThanItsShareAndTheStepsCoverTheMap) {
  Map map = numbered(25);
  SweepCursor<Map> cursor;
  std::set<std::string> seen;
  for (int step = 0; step < 3; ++step) {
    int looked = 0;
    cursor.step(map, 10, [&](const Map::value_type& entry) {
      ++looked;
      seen.insert(entry.first);
      return false;
    });
    EXPECT_LE(looked, 10);
  }
  EXPECT_EQ(seen.size(), 25U);
}

TEST(SweepCursor, ErasesWhatExpiredAndGoesOnAfterIt) {
  Map map = numbered(20);
  SweepCursor<Map> cursor;
  // Every entry expires: the first step may erase only its share, the second the rest.
  cursor.step(map, 8, [](const Map::value_type&) { return true; });
  EXPECT_EQ(map.size(), 12U);
  cursor.step(map, 100, [](const Map::value_type&) { return true; });
  EXPECT_TRUE(map.empty());
}

TEST(SweepCursor, StartsOverAfterReachingTheEnd) {
  Map map = numbered(5);
  SweepCursor<Map> cursor;
  std::string first_of_second_step;
  cursor.step(map, 5, [](const Map::value_type&) { return false; });
  cursor.step(map, 1, [&](const Map::value_type& entry) {
    first_of_second_step = entry.first;
    return false;
  });
  EXPECT_EQ(first_of_second_step, "1000");
}

TEST(SweepCursor, AnEntryAddedOrRemovedBetweenStepsDoesNotLoseItsPlace) {
  Map map = numbered(10);
  SweepCursor<Map> cursor;
  cursor.step(map, 4, [](const Map::value_type&) { return false; });  // 1000..1003
  map.erase("1004");                                                  // where it stopped
  map["1003x"] = 99;                                                  // behind it
  std::set<std::string> seen;
  cursor.step(map, 100, [&](const Map::value_type& entry) {
    seen.insert(entry.first);
    return false;
  });
  EXPECT_EQ(seen, (std::set<std::string>{"1005", "1006", "1007", "1008", "1009"}));
}

}  // namespace
}  // namespace jongtable::server
