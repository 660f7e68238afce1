#include "client_address.hpp"

#include <algorithm>

namespace jongtable::server {

namespace ip = boost::asio::ip;

std::string client_key(const ip::address& address) {
  if (address.is_v4()) return address.to_string();
  const ip::address_v6 v6 = address.to_v6();
  // An IPv4 client of a dual-stack socket: the IPv4 address it really is.
  if (v6.is_v4_mapped()) return ip::make_address_v4(ip::v4_mapped, v6).to_string();
  auto bytes = v6.to_bytes();
  std::fill(bytes.begin() + 8, bytes.end(), static_cast<unsigned char>(0));
  return ip::address_v6(bytes).to_string() + "/64";
}

}  // namespace jongtable::server
