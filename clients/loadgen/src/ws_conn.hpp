#pragma once
// One client WebSocket on the load generator's single io_context: connect, handshake,
// read text frames into a callback, write queued frames one at a time.

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <deque>
#include <functional>
#include <string>
#include <string_view>

namespace jongtable::loadgen {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using Clock = std::chrono::steady_clock;

// Microseconds on the steady clock: every latency is a difference of two of these.
inline std::int64_t now_us() {
  return std::chrono::duration_cast<std::chrono::microseconds>(Clock::now().time_since_epoch())
      .count();
}

class WsConn {
 public:
  explicit WsConn(net::io_context& ioc) : ws_(ioc) {}
  WsConn(const WsConn&) = delete;
  WsConn& operator=(const WsConn&) = delete;

  std::function<void()> on_open;
  std::function<void(std::string_view, std::int64_t arrival_us)> on_message;
  std::function<void()> on_closed;

  void connect(const tcp::endpoint& endpoint, const std::string& host_header);
  void send(std::string text);
  // Closes the socket; callbacks are not called afterwards. The object must outlive the
  // io_context's pending handlers, so callers keep it until the run ends.
  void close();
  [[nodiscard]] bool open() const { return open_; }
  [[nodiscard]] std::uint64_t frames_in() const { return frames_in_; }

 private:
  void do_read();
  void do_write();
  void fail();

  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  std::string host_;
  bool writing_ = false;
  bool open_ = false;
  bool failed_ = false;
  std::uint64_t frames_in_ = 0;
};

}  // namespace jongtable::loadgen
