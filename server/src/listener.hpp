#pragma once
// Accepts TCP connections, each onto its own strand, and hands them to HttpSession.

#include <boost/asio/ip/tcp.hpp>
#include <memory>

#include "config.hpp"
#include "lobby.hpp"
#include "metrics.hpp"

namespace jongtable::server {

using tcp = net::ip::tcp;

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  // Throws boost::system::system_error when it cannot listen (startup only).
  Listener(net::io_context& ioc, tcp::endpoint endpoint, Lobby& lobby, const Config& config,
           Metrics& metrics);
  void run();
  void stop();
  [[nodiscard]] tcp::endpoint local_endpoint() const { return acceptor_.local_endpoint(); }

 private:
  void do_accept();
  void on_accept(boost::system::error_code ec, tcp::socket socket);

  net::io_context& ioc_;
  tcp::acceptor acceptor_;
  Lobby& lobby_;
  const Config& config_;
  Metrics& metrics_;
};

}  // namespace jongtable::server
