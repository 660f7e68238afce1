#pragma once
// Accepts TCP connections and hands them to HttpSession. The door runs on an io_context
// of its own (`front`), apart from the game threads: accepting, the probes and the web
// client's files never wait on a table or the store. WebSockets move on to the game
// threads once upgraded.

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <memory>

#include "api_worker.hpp"
#include "config.hpp"
#include "front_door.hpp"
#include "lobby.hpp"
#include "metrics.hpp"

namespace jongtable::server {

using tcp = net::ip::tcp;

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  // Throws boost::system::system_error when it cannot listen (startup only).
  Listener(net::io_context& front, net::io_context& game, tcp::endpoint endpoint, Lobby& lobby,
           const Config& config, Metrics& metrics, FrontDoor& door, ApiWorker& api);
  void run();
  void stop();
  [[nodiscard]] tcp::endpoint local_endpoint() const { return acceptor_.local_endpoint(); }

 private:
  void do_accept();
  void on_accept(boost::system::error_code ec, tcp::socket socket);

  net::io_context& front_;
  net::io_context& game_;
  ApiWorker& api_;
  tcp::acceptor acceptor_;
  // After a failed accept (out of file descriptors, above all) the next try waits,
  // longer each time in a row, instead of failing again at once in a tight loop.
  net::steady_timer backoff_;
  int backoff_ms_ = 0;
  std::uint64_t failed_in_a_row_ = 0;
  Lobby& lobby_;
  const Config& config_;
  Metrics& metrics_;
  FrontDoor& door_;
};

}  // namespace jongtable::server
