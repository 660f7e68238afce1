#pragma once
// The key every per-address limit counts under (connections, tables not yet started,
// wrong table codes, /api requests). An IPv4 client is its address. An IPv6 client is
// its /64: a home or a phone network is given a whole /64, and a client free to pick any
// of its 2^64 addresses would otherwise be a new client at every connection.

#include <boost/asio/ip/address.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace jongtable::server {

[[nodiscard]] std::string client_key(const boost::asio::ip::address& address);

// Whether `peer` is one of the configured reverse proxies (Config::trusted_proxies).
[[nodiscard]] bool is_trusted_proxy(const boost::asio::ip::address& peer,
                                    const std::vector<std::string>& trusted);

// The key of the client behind a request: its TCP peer's, unless the peer is a trusted
// proxy, then the nearest address in X-Forwarded-For (read from the right, as each proxy
// appends the one it saw) that is not itself a trusted proxy. Anyone can write that header,
// so only what trusted proxies appended counts; a header that names no address leaves the
// peer's key.
[[nodiscard]] std::string client_key_behind(const boost::asio::ip::address& peer,
                                            std::string_view forwarded_for,
                                            const std::vector<std::string>& trusted);

}  // namespace jongtable::server
