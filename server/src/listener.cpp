#include "listener.hpp"

#include <boost/asio/strand.hpp>
#include <boost/beast/core/bind_handler.hpp>

#include "http_session.hpp"
#include "json_log.hpp"

namespace jongtable::server {

Listener::Listener(net::io_context& ioc, tcp::endpoint endpoint, Lobby& lobby, const Config& config,
                   Metrics& metrics)
    : ioc_(ioc),
      acceptor_(net::make_strand(ioc)),
      lobby_(lobby),
      config_(config),
      metrics_(metrics) {
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(net::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(net::socket_base::max_listen_connections);
}

void Listener::run() {
  do_accept();
}

void Listener::stop() {
  net::post(acceptor_.get_executor(), [self = shared_from_this()] {
    boost::system::error_code ignored;
    self->acceptor_.close(ignored);
  });
}

void Listener::do_accept() {
  acceptor_.async_accept(net::make_strand(ioc_), boost::beast::bind_front_handler(
                                                     &Listener::on_accept, shared_from_this()));
}

void Listener::on_accept(boost::system::error_code ec, tcp::socket socket) {
  if (ec == net::error::operation_aborted || !acceptor_.is_open()) return;
  if (ec) {
    log_event(spdlog::level::warn, "accept_failed", {{"error", ec.message()}});
  } else {
    std::make_shared<HttpSession>(std::move(socket), lobby_, config_, metrics_)->run();
  }
  do_accept();
}

}  // namespace jongtable::server
