#pragma once
// A one-connection TCP proxy inside the client process that holds every byte for a fixed
// time in each direction. Putting the delay below the WebSocket means the server's ping
// frames and the client's automatic pongs are delayed too, so the server's smoothed round
// trip sees the injected lag just as it would see a real one.

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <chrono>
#include <deque>
#include <memory>
#include <vector>

namespace jongtable::fairness {

namespace net = boost::asio;
using tcp = net::ip::tcp;

class DelayProxy {
 public:
  DelayProxy(net::io_context& ioc, tcp::endpoint upstream, std::chrono::milliseconds one_way);
  DelayProxy(const DelayProxy&) = delete;
  DelayProxy& operator=(const DelayProxy&) = delete;
  // Where the client should connect.
  [[nodiscard]] tcp::endpoint endpoint() const { return acceptor_.local_endpoint(); }
  void close();

 private:
  // One direction: read chunks, release each `one_way` after it arrived, in order.
  struct Pipe {
    Pipe(tcp::socket& source, tcp::socket& sink, net::io_context& ioc)
        : from(source), to(sink), timer(ioc) {}
    tcp::socket& from;
    tcp::socket& to;
    net::steady_timer timer;
    std::vector<char> buffer = std::vector<char>(16384);
    std::deque<std::pair<std::chrono::steady_clock::time_point, std::vector<char>>> held;
    bool writing = false;
  };
  void start_reading(Pipe& pipe);
  void release(Pipe& pipe);

  tcp::acceptor acceptor_;
  tcp::socket client_;
  tcp::socket server_;
  std::chrono::milliseconds delay_;
  Pipe up_;
  Pipe down_;
  bool closed_ = false;
};

}  // namespace jongtable::fairness
