#include "jongtable/protocol/json_guard.hpp"

#include <gtest/gtest.h>

#include <string>

namespace jongtable::protocol {
namespace {

TEST(JsonGuard, CountsNestingOutsideStrings) {
  EXPECT_EQ(nesting_depth(R"({"a":[1,{"b":[]}]})"), 4);
  EXPECT_EQ(nesting_depth(R"({"a":"[[[[[[[[[["})"), 1);
  EXPECT_EQ(nesting_depth(R"({"a":"\"[[[[["})"), 1);
  EXPECT_EQ(nesting_depth("42"), 0);
}

TEST(JsonGuard, RefusesTooLargeBeforeParsing) {
  Limits limits;
  limits.max_frame_bytes = 10;
  auto problem = check_frame(std::string(11, ' '), limits);
  ASSERT_TRUE(problem);
  EXPECT_EQ(problem->code, "too_large");
  EXPECT_FALSE(check_frame(std::string(10, ' '), limits));
}

TEST(JsonGuard, RefusesTooDeep) {
  Limits limits;
  std::string deep(9, '[');
  deep += std::string(9, ']');
  auto problem = check_frame(deep, limits);
  ASSERT_TRUE(problem);
  EXPECT_EQ(problem->code, "too_deep");
  EXPECT_FALSE(check_frame(std::string(8, '[') + std::string(8, ']'), limits));
}

}  // namespace
}  // namespace jongtable::protocol
