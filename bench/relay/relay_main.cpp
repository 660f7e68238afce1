// jongtable-relay: the load benchmark's floor (bench/README.md). Prints
// "listening on <addr>:<port>" once ready.
//   jongtable-relay [--port N] [--bind ADDR] [--threads N] [--ping-interval-ms N]
//                   [--no-delay 0|1]   (TCP_NODELAY on accepted sockets; default 1)

#include <boost/asio/signal_set.hpp>
#include <boost/asio/strand.hpp>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "relay_session.hpp"

namespace {

using namespace jongtable::relay;

class Acceptor {
 public:
  Acceptor(net::io_context& ioc, const tcp::endpoint& endpoint, Groups& groups,
           const RelayOptions& options)
      : ioc_(ioc), acceptor_(net::make_strand(ioc)), groups_(groups), options_(options) {
    acceptor_.open(endpoint.protocol());
    acceptor_.set_option(net::socket_base::reuse_address(true));
    acceptor_.bind(endpoint);
    acceptor_.listen(net::socket_base::max_listen_connections);
  }
  tcp::endpoint local_endpoint() const { return acceptor_.local_endpoint(); }
  void accept() {
    acceptor_.async_accept(net::make_strand(ioc_), [this](beast::error_code ec, tcp::socket s) {
      if (!ec) std::make_shared<RelaySession>(std::move(s), groups_, options_)->run();
      if (ec != net::error::operation_aborted) accept();
    });
  }

 private:
  net::io_context& ioc_;
  tcp::acceptor acceptor_;
  Groups& groups_;
  const RelayOptions& options_;
};

}  // namespace

int main(int argc, char** argv) {
  std::string bind = "127.0.0.1";
  unsigned short port = 0;
  int threads = 1;
  RelayOptions options;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i];
    const std::string value = argv[i + 1];
    if (flag == "--port") {
      port = static_cast<unsigned short>(std::stoi(value));
    } else if (flag == "--bind") {
      bind = value;
    } else if (flag == "--threads") {
      threads = std::max(1, std::stoi(value));
    } else if (flag == "--no-delay") {
      options.no_delay = value != "0";
    } else if (flag == "--ping-interval-ms") {
      options.ping_interval_ms = std::max(50, std::stoi(value));
    } else {
      std::cerr << "usage: jongtable-relay [--port N] [--bind ADDR] [--threads N] "
                   "[--ping-interval-ms N] [--no-delay 0|1]\n";
      return 2;
    }
  }
  net::io_context ioc(threads);
  Groups groups;
  Acceptor acceptor(ioc, tcp::endpoint(net::ip::make_address(bind), port), groups, options);
  acceptor.accept();
  const auto bound = acceptor.local_endpoint();
  std::cout << "listening on " << bound.address().to_string() << ":" << bound.port() << std::endl;
  net::signal_set signals(ioc, SIGINT, SIGTERM);
  signals.async_wait([&ioc](beast::error_code, int) { ioc.stop(); });
  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) pool.emplace_back([&ioc] { ioc.run(); });
  ioc.run();
  for (auto& thread : pool) thread.join();
  return 0;
}
