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

namespace {

// An IPv4 client of a dual-stack socket is the IPv4 address it really is.
ip::address unmapped(const ip::address& address) {
  if (address.is_v6() && address.to_v6().is_v4_mapped())
    return ip::make_address_v4(ip::v4_mapped, address.to_v6());
  return address;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

}  // namespace

bool is_trusted_proxy(const ip::address& peer, const std::vector<std::string>& trusted) {
  if (trusted.empty()) return false;
  const std::string text = unmapped(peer).to_string();
  return std::find(trusted.begin(), trusted.end(), text) != trusted.end();
}

std::string client_key_behind(const ip::address& peer, std::string_view forwarded_for,
                              const std::vector<std::string>& trusted) {
  ip::address client = peer;
  while (is_trusted_proxy(client, trusted) && !forwarded_for.empty()) {
    const auto comma = forwarded_for.rfind(',');
    const std::string_view last =
        trimmed(comma == std::string_view::npos ? forwarded_for : forwarded_for.substr(comma + 1));
    forwarded_for =
        comma == std::string_view::npos ? std::string_view{} : forwarded_for.substr(0, comma);
    boost::system::error_code ec;
    const auto named = ip::make_address(std::string(last), ec);
    if (ec) break;  // not an address: what the proxy saw is unknown, so the proxy counts
    client = named;
  }
  return client_key(client);
}

}  // namespace jongtable::server
