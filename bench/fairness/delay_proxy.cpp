#include "delay_proxy.hpp"

#include <boost/asio/write.hpp>

namespace jongtable::fairness {

DelayProxy::DelayProxy(net::io_context& ioc, tcp::endpoint upstream,
                       std::chrono::milliseconds one_way)
    : acceptor_(ioc, tcp::endpoint(net::ip::make_address("127.0.0.1"), 0)),
      client_(ioc),
      server_(ioc),
      delay_(one_way),
      up_(client_, server_, ioc),
      down_(server_, client_, ioc) {
  acceptor_.async_accept(client_, [this, upstream](boost::system::error_code ec) {
    if (ec || closed_) return close();
    client_.set_option(tcp::no_delay(true));
    server_.async_connect(upstream, [this](boost::system::error_code cec) {
      if (cec || closed_) return close();
      server_.set_option(tcp::no_delay(true));
      start_reading(up_);
      start_reading(down_);
    });
  });
}

void DelayProxy::start_reading(Pipe& pipe) {
  pipe.from.async_read_some(net::buffer(pipe.buffer), [this, &pipe](boost::system::error_code ec,
                                                                    std::size_t n) {
    if (ec || closed_) return close();
    const auto due = std::chrono::steady_clock::now() + delay_;
    pipe.held.emplace_back(due, std::vector<char>(pipe.buffer.begin(), pipe.buffer.begin() + n));
    if (pipe.held.size() == 1 && !pipe.writing) release(pipe);
    start_reading(pipe);
  });
}

void DelayProxy::release(Pipe& pipe) {
  if (pipe.held.empty() || closed_) return;
  pipe.timer.expires_at(pipe.held.front().first);
  pipe.timer.async_wait([this, &pipe](boost::system::error_code ec) {
    if (ec || closed_) return;
    pipe.writing = true;
    net::async_write(pipe.to, net::buffer(pipe.held.front().second),
                     [this, &pipe](boost::system::error_code wec, std::size_t) {
                       pipe.writing = false;
                       if (wec || closed_) return close();
                       pipe.held.pop_front();
                       release(pipe);
                     });
  });
}

void DelayProxy::close() {
  if (closed_) return;
  closed_ = true;
  boost::system::error_code ignored;
  acceptor_.close(ignored);
  client_.close(ignored);
  server_.close(ignored);
  up_.timer.cancel();
  down_.timer.cancel();
}

}  // namespace jongtable::fairness
