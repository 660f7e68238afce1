#pragma once
// One HTTP connection: probes, metrics, the web client's files, and the upgrade of
// /ws to a WebSocket (after the Origin check).

#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <memory>
#include <optional>

#include "config.hpp"
#include "lobby.hpp"
#include "metrics.hpp"

namespace jongtable::server {

namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, Lobby& lobby, const Config& config, Metrics& metrics);
  void run();

 private:
  void do_read();
  void on_read(beast::error_code ec, std::size_t bytes);
  void on_write(bool keep_alive, beast::error_code ec, std::size_t bytes);
  template <class Body>
  void write(http::response<Body>&& response);
  // /api/...: finished games and replays; with --allow-scenarios, a table's state probe.
  void serve_api(const http::request<http::string_body>& request, const std::string& path);

  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  std::shared_ptr<void> response_;  // kept alive while it is written
  Lobby& lobby_;
  const Config& config_;
  Metrics& metrics_;
};

}  // namespace jongtable::server
