#pragma once
// The key every per-address limit counts under (connections, tables not yet started,
// wrong table codes, /api requests). An IPv4 client is its address. An IPv6 client is
// its /64: a home or a phone network is given a whole /64, and a client free to pick any
// of its 2^64 addresses would otherwise be a new client at every connection.

#include <boost/asio/ip/address.hpp>
#include <string>

namespace jongtable::server {

[[nodiscard]] std::string client_key(const boost::asio::ip::address& address);

}  // namespace jongtable::server
