#include "client_address.hpp"

#include <gtest/gtest.h>

namespace jongtable::server {
namespace {

std::string key(const std::string& address) {
  return client_key(boost::asio::ip::make_address(address));
}

TEST(ClientKey, AnIpv4ClientIsItsAddress) {
  EXPECT_EQ(key("203.0.113.7"), "203.0.113.7");
  EXPECT_NE(key("203.0.113.7"), key("203.0.113.8"));
}

TEST(ClientKey, AnIpv6ClientIsItsSlash64) {
  // Any address of one network is one client: picking another escapes no limit.
  EXPECT_EQ(key("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), "2001:db8:1:2::/64");
  EXPECT_EQ(key("2001:db8:1:2::1"), key("2001:db8:1:2:ffff:ffff:ffff:ffff"));
  EXPECT_NE(key("2001:db8:1:2::1"), key("2001:db8:1:3::1"));
}

TEST(ClientKey, AnIpv4ClientOfADualStackSocketIsItsIpv4Address) {
  EXPECT_EQ(key("::ffff:203.0.113.7"), "203.0.113.7");
  EXPECT_NE(key("::ffff:203.0.113.7"), key("::ffff:203.0.113.8"));
}

}  // namespace
}  // namespace jongtable::server
