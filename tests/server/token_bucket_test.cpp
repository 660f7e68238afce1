#include "token_bucket.hpp"

#include <gtest/gtest.h>

namespace jongtable::server {
namespace {

TEST(TokenBucket, AllowsABurstThenRefillsWithTime) {
  TokenBucket bucket(10, 3);  // 10 per second, 3 at once
  EXPECT_TRUE(bucket.take(1000));
  EXPECT_TRUE(bucket.take(1000));
  EXPECT_TRUE(bucket.take(1000));
  EXPECT_FALSE(bucket.take(1000));
  EXPECT_FALSE(bucket.take(1050));  // half a token so far
  EXPECT_TRUE(bucket.take(1100));
  EXPECT_FALSE(bucket.take(1100));
  // A long pause refills only up to the burst.
  EXPECT_TRUE(bucket.take(60000));
  EXPECT_TRUE(bucket.take(60000));
  EXPECT_TRUE(bucket.take(60000));
  EXPECT_FALSE(bucket.take(60000));
}

}  // namespace
}  // namespace jongtable::server
