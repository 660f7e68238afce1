#pragma once
// One HTTP connection: probes, metrics, the web client's files, and the upgrade of
// /ws to a WebSocket (after the Origin check). It runs on the door's thread (see
// listener.hpp): nothing here waits on a table or the store; /api is answered on the
// ApiWorker's thread.

#include <array>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <memory>
#include <optional>

#include "api_worker.hpp"
#include "config.hpp"
#include "front_door.hpp"
#include "lobby.hpp"
#include "metrics.hpp"

namespace jongtable::server {

namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  // `admission` holds the connection's place under the door's limits; without one the
  // connection is refused (429 for its address, 503 for the server) without being read.
  HttpSession(tcp::socket&& socket, net::io_context& game, ApiWorker& api, Lobby& lobby,
              const Config& config, Metrics& metrics, FrontDoor& door, Admission admission);
  void run();

 private:
  void do_read();
  void read_head();
  void on_read(beast::error_code ec, std::size_t bytes);
  void on_write(bool keep_alive, beast::error_code ec, std::size_t bytes);
  void post_write(http::response<http::string_body>&& response);
  void refuse_over_limit();
  void drain_then_close();
  void upgrade(http::request<http::string_body>&& request);
  template <class Body>
  void write(http::response<Body>&& response);
  // /api/...: finished games and replays; with --allow-scenarios, a table's state probe.
  void serve_api(const http::request<http::string_body>& request, const std::string& path,
                 const std::string& query);

  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  std::shared_ptr<void> response_;  // kept alive while it is written
  net::io_context& game_;
  ApiWorker& api_;
  Lobby& lobby_;
  const Config& config_;
  Metrics& metrics_;
  FrontDoor& door_;
  std::shared_ptr<const void> pass_;
  Refusal refusal_;
  std::string address_;  // the client's key: the peer's, or the one a trusted proxy names
  net::ip::address peer_;
  std::array<char, 512> drain_{};
};

}  // namespace jongtable::server
