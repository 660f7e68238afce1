#include "listener.hpp"

#include <algorithm>
#include <boost/asio/strand.hpp>
#include <boost/beast/core/bind_handler.hpp>

#include "client_address.hpp"
#include "http_session.hpp"
#include "json_log.hpp"

namespace jongtable::server {

namespace {
constexpr int kFirstBackoffMs = 100;
constexpr int kLongestBackoffMs = 2000;
}  // namespace

Listener::Listener(net::io_context& front, net::io_context& game, tcp::endpoint endpoint,
                   Lobby& lobby, const Config& config, Metrics& metrics, FrontDoor& door,
                   ApiWorker& api)
    : front_(front),
      game_(game),
      api_(api),
      acceptor_(net::make_strand(front)),
      backoff_(acceptor_.get_executor()),
      lobby_(lobby),
      config_(config),
      metrics_(metrics),
      door_(door) {
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(net::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(net::socket_base::max_listen_connections);
}

void Listener::run() {
  do_accept();
}

void Listener::stop() {
  door_.set_stopping();
  net::post(acceptor_.get_executor(), [self = shared_from_this()] {
    boost::system::error_code ignored;
    self->acceptor_.close(ignored);
    self->backoff_.cancel();
  });
}

void Listener::do_accept() {
  acceptor_.async_accept(net::make_strand(front_), boost::beast::bind_front_handler(
                                                       &Listener::on_accept, shared_from_this()));
}

void Listener::on_accept(boost::system::error_code ec, tcp::socket socket) {
  if (ec == net::error::operation_aborted || !acceptor_.is_open()) return;
  if (ec) {
    // Out of descriptors the connection stays in the backlog and the next accept fails
    // at once: without a pause this loop would spin a core and flood the log. One line
    // per pause, saying how many failed since the last success.
    ++failed_in_a_row_;
    backoff_ms_ = backoff_ms_ == 0 ? kFirstBackoffMs : std::min(backoff_ms_ * 2, kLongestBackoffMs);
    metrics_.count_rejection("accept_failed");
    log_event(spdlog::level::warn, "accept_failed",
              {{"error", ec.message()},
               {"failed_in_a_row", failed_in_a_row_},
               {"retry_in_ms", backoff_ms_}});
    backoff_.expires_after(std::chrono::milliseconds(backoff_ms_));
    backoff_.async_wait([self = shared_from_this()](boost::system::error_code wait_ec) {
      if (wait_ec || !self->acceptor_.is_open()) return;
      self->do_accept();
    });
    return;
  }
  if (failed_in_a_row_ > 0) {
    log_event(spdlog::level::info, "accept_recovered", {{"failed_in_a_row", failed_in_a_row_}});
  }
  failed_in_a_row_ = 0;
  backoff_ms_ = 0;
  boost::system::error_code peer_ec;
  const auto peer = socket.remote_endpoint(peer_ec);
  const std::string address = peer_ec ? std::string() : client_key(peer.address());
  // A trusted proxy carries many clients: they are counted one by one once their
  // requests name them (HttpSession), the proxy only toward the total.
  auto admission =
      door_.admit(address, peer_ec || !is_trusted_proxy(peer.address(), config_.trusted_proxies));
  std::make_shared<HttpSession>(std::move(socket), game_, api_, lobby_, config_, metrics_, door_,
                                std::move(admission))
      ->run();
  do_accept();
}

}  // namespace jongtable::server
