#pragma once
// One relay connection: the first text message is the group id; every later text
// message is sent to the other members of the group. Like the game server's sessions it
// has its own strand, a write queue, and WebSocket pings every `ping_interval_ms`.

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <memory>
#include <string>

#include "relay_groups.hpp"

namespace jongtable::relay {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

struct RelayOptions {
  int ping_interval_ms = 1000;
  std::size_t outbound_queue = 256;
  bool no_delay = true;  // TCP_NODELAY on accepted sockets
};

class RelaySession : public std::enable_shared_from_this<RelaySession> {
 public:
  RelaySession(tcp::socket&& socket, Groups& groups, const RelayOptions& options);
  void run();
  // Thread-safe: queues a frame on this connection's strand.
  void send(std::shared_ptr<const std::string> frame);

 private:
  void on_accept(beast::error_code ec);
  void do_read();
  void on_read(beast::error_code ec, std::size_t bytes);
  void deliver(std::shared_ptr<const std::string> frame);
  void do_write();
  void on_write(beast::error_code ec, std::size_t bytes);
  void schedule_ping();
  void finish();

  websocket::stream<beast::tcp_stream> ws_;
  Groups& groups_;
  const RelayOptions& options_;
  beast::flat_buffer buffer_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  net::steady_timer ping_timer_;
  std::string group_;
  bool writing_ = false;
  bool pinging_ = false;
  bool finished_ = false;
};

}  // namespace jongtable::relay
