#include "http_session.hpp"

#include <boost/beast/websocket.hpp>

#include "game_archive.hpp"
#include "origin_policy.hpp"
#include "static_files.hpp"
#include "ws_session.hpp"

namespace jongtable::server {

namespace {

http::response<http::string_body> text_response(
    const http::request<http::string_body>& request, http::status status, std::string body,
    std::string_view type = "text/plain; charset=utf-8") {
  http::response<http::string_body> response{status, request.version()};
  response.set(http::field::server, "jongtable");
  response.set(http::field::content_type, type);
  response.set(http::field::cache_control, "no-store");
  response.keep_alive(request.keep_alive());
  response.body() = std::move(body);
  response.prepare_payload();
  return response;
}

http::response<http::string_body> json_response(const http::request<http::string_body>& request,
                                                int status, const nlohmann::json& body) {
  return text_response(request, static_cast<http::status>(status), body.dump() + "\n",
                       "application/json");
}

std::string without_query(const std::string& target) {
  return target.substr(0, target.find_first_of("?#"));
}

}  // namespace

HttpSession::HttpSession(tcp::socket&& socket, Lobby& lobby, const Config& config, Metrics& metrics)
    : stream_(std::move(socket)), lobby_(lobby), config_(config), metrics_(metrics) {}

void HttpSession::run() {
  net::dispatch(stream_.get_executor(),
                beast::bind_front_handler(&HttpSession::do_read, shared_from_this()));
}

void HttpSession::do_read() {
  parser_.emplace();
  parser_->body_limit(8192);
  parser_->header_limit(16384);
  stream_.expires_after(std::chrono::seconds(30));
  http::async_read(stream_, buffer_, *parser_,
                   beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
}

template <class Body>
void HttpSession::write(http::response<Body>&& response) {
  auto held = std::make_shared<http::response<Body>>(std::move(response));
  response_ = held;
  const bool keep_alive = held->keep_alive();
  http::async_write(
      stream_, *held,
      beast::bind_front_handler(&HttpSession::on_write, shared_from_this(), keep_alive));
}

void HttpSession::on_read(beast::error_code ec, std::size_t) {
  if (ec) {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    return;
  }
  auto request = parser_->release();
  const std::string target(request.target());
  if (beast::websocket::is_upgrade(request)) {
    if (target != "/ws" && target.rfind("/ws?", 0) != 0) {
      return write(text_response(request, http::status::not_found, "WebSockets live at /ws\n"));
    }
    if (!origin_allowed(request[http::field::origin], request[http::field::host],
                        config_.allowed_origins)) {
      metrics_.count_rejection("origin_refused");
      return write(
          text_response(request, http::status::forbidden, "This origin may not connect.\n"));
    }
    if (lobby_.shutting_down() || lobby_.link_count() >= config_.max_connections) {
      return write(text_response(request, http::status::service_unavailable, "Try again later.\n"));
    }
    stream_.expires_never();
    std::make_shared<WsSession>(stream_.release_socket(), lobby_, config_, metrics_)
        ->run(std::move(request));
    return;
  }
  if (request.method() != http::verb::get && request.method() != http::verb::head) {
    return write(text_response(request, http::status::method_not_allowed, "GET only\n"));
  }
  if (target == "/healthz") return write(text_response(request, http::status::ok, "ok\n"));
  if (target == "/readyz") {
    if (lobby_.shutting_down())
      return write(text_response(request, http::status::service_unavailable, "stopping\n"));
    return write(text_response(request, http::status::ok, "ready\n"));
  }
  if (target == "/metrics") {
    return write(
        text_response(request, http::status::ok, metrics_.render(), "text/plain; version=0.0.4"));
  }
  if (target.rfind("/api/", 0) == 0) return serve_api(request, without_query(target));
  const auto path = resolve_static(config_.web_root, target);
  if (!path) return write(text_response(request, http::status::not_found, "Not found\n"));
  http::file_body::value_type file;
  beast::error_code file_ec;
  file.open(path->c_str(), beast::file_mode::scan, file_ec);
  if (file_ec) return write(text_response(request, http::status::not_found, "Not found\n"));
  const auto size = file.size();
  const bool is_index =
      path->size() >= 10 && path->compare(path->size() - 10, 10, "index.html") == 0;
  if (request.method() == http::verb::head) {
    http::response<http::empty_body> response{http::status::ok, request.version()};
    response.set(http::field::content_type, mime_type(*path));
    response.content_length(size);
    response.keep_alive(request.keep_alive());
    return write(std::move(response));
  }
  http::response<http::file_body> response{std::piecewise_construct,
                                           std::make_tuple(std::move(file)),
                                           std::make_tuple(http::status::ok, request.version())};
  response.set(http::field::server, "jongtable");
  response.set(http::field::content_type, mime_type(*path));
  response.set("X-Content-Type-Options", "nosniff");
  response.set(http::field::cache_control, is_index ? "no-cache" : "public, max-age=3600");
  response.content_length(size);
  response.keep_alive(request.keep_alive());
  write(std::move(response));
}

void HttpSession::serve_api(const http::request<http::string_body>& request,
                            const std::string& path) {
  static const std::string games = "/api/games";
  static const std::string replay = "/replay";
  static const std::string probe = "/api/debug/tables/";
  const auto& store = lobby_.store();
  if (path == games || path == games + "/") {
    if (!store) return write(json_response(request, 200, {{"games", nlohmann::json::array()}}));
    const auto reply = list_games(*store);
    return write(json_response(request, reply.status, reply.body));
  }
  if (path.rfind(games + "/", 0) == 0 && path.size() > games.size() + 1 + replay.size() &&
      path.compare(path.size() - replay.size(), replay.size(), replay) == 0) {
    const std::string id =
        path.substr(games.size() + 1, path.size() - games.size() - 1 - replay.size());
    if (!store || id.find('/') != std::string::npos) {
      return write(json_response(
          request, 404,
          {{"error", {{"code", "game_not_found"}, {"message", "No game has that id."}}}}));
    }
    const auto reply = game_replay(*store, id);
    return write(json_response(request, reply.status, reply.body));
  }
  if (config_.allow_scenarios && path.rfind(probe, 0) == 0) {
    const auto table = lobby_.find_table(path.substr(probe.size()));
    if (!table) {
      return write(json_response(
          request, 404,
          {{"error", {{"code", "table_not_found"}, {"message", "No table has that code."}}}}));
    }
    // The table answers on its strand; the reply is written back on this connection's.
    table->probe([self = shared_from_this(), request](nlohmann::json state) {
      net::post(self->stream_.get_executor(), [self, request, state = std::move(state)] {
        self->write(json_response(request, 200, state));
      });
    });
    return;
  }
  write(json_response(request, 404,
                      {{"error", {{"code", "not_found"}, {"message", "No such API."}}}}));
}

void HttpSession::on_write(bool keep_alive, beast::error_code ec, std::size_t) {
  response_.reset();
  if (ec) return;
  if (!keep_alive) {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    return;
  }
  do_read();
}

}  // namespace jongtable::server
