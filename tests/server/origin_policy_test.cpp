#include "origin_policy.hpp"

#include <gtest/gtest.h>

namespace jongtable::server {
namespace {

TEST(OriginPolicy, ProgramsWithoutOriginAreAllowed) {
  EXPECT_TRUE(origin_allowed("", "x:1", {}));
}

TEST(OriginPolicy, SameHostAndLocalhostAreAllowed) {
  EXPECT_TRUE(origin_allowed("https://jong.example", "jong.example:8080", {}));
  EXPECT_TRUE(origin_allowed("http://localhost:5173", "jong.example", {}));
  EXPECT_TRUE(origin_allowed("http://127.0.0.1:9", "jong.example", {}));
}

TEST(OriginPolicy, OtherSitesAreRefusedUnlessListed) {
  EXPECT_FALSE(origin_allowed("https://evil.example", "jong.example", {}));
  EXPECT_FALSE(origin_allowed("https://jong.example.evil.example", "jong.example", {}));
  EXPECT_TRUE(origin_allowed("https://friend.example", "jong.example", {"https://friend.example"}));
  EXPECT_TRUE(origin_allowed("https://evil.example", "jong.example", {"*"}));
}

TEST(OriginPolicy, HostOfStripsSchemePortAndCase) {
  EXPECT_EQ(host_of("HTTPS://Jong.Example:443/path"), "jong.example");
  EXPECT_EQ(host_of("[::1]:8080"), "[::1]");
}

}  // namespace
}  // namespace jongtable::server
