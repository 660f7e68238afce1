#include "http_session.hpp"

#include <unistd.h>

#include <algorithm>
#include <boost/beast/websocket.hpp>
#include <cctype>

#include "client_address.hpp"
#include "game_archive.hpp"
#include "loop_stall.hpp"
#include "loop_watch.hpp"
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

// How long /readyz says "storage failing" after the store last refused a write.
constexpr std::int64_t kStorageFailingWindowMs = 15000;

std::string without_query(const std::string& target) {
  return target.substr(0, target.find_first_of("?#"));
}

std::string query_of(const std::string& target) {
  const auto start = target.find('?');
  if (start == std::string::npos) return {};
  return target.substr(start + 1, target.find('#', start) - start - 1);
}

// The table codes and game ids of `codes=A,B&ids=c,d` (commas may come as %2C), in order.
// A query's `name=<digits>`: nullopt without one, -1 when it is not a number that fits.
std::optional<long> query_number(const std::string& query, const std::string& name) {
  std::size_t at = 0;
  while (at <= query.size()) {
    const auto end = std::min(query.find('&', at), query.size());
    const std::string pair = query.substr(at, end - at);
    if (pair.rfind(name + "=", 0) == 0) {
      const std::string digits = pair.substr(name.size() + 1);
      if (digits.empty() || digits.size() > 9 ||
          !std::all_of(digits.begin(), digits.end(),
                       [](unsigned char c) { return std::isdigit(c); }))
        return -1;
      return std::stol(digits);
    }
    at = end + 1;
  }
  return std::nullopt;
}

std::vector<std::string> keys_in(const std::string& query) {
  std::vector<std::string> keys;
  std::size_t at = 0;
  while (at <= query.size()) {
    const auto end = std::min(query.find('&', at), query.size());
    const std::string pair = query.substr(at, end - at);
    const auto eq = pair.find('=');
    const std::string name = pair.substr(0, eq);
    if (eq != std::string::npos && (name == "codes" || name == "ids")) {
      std::string list = pair.substr(eq + 1);
      for (std::size_t p = 0; (p = list.find("%2C", p)) != std::string::npos;)
        list.replace(p, 3, ",");
      for (std::size_t p = 0; (p = list.find("%2c", p)) != std::string::npos;)
        list.replace(p, 3, ",");
      std::size_t from = 0;
      while (from <= list.size()) {
        const auto comma = std::min(list.find(',', from), list.size());
        if (comma > from) keys.push_back(list.substr(from, comma - from));
        from = comma + 1;
      }
    }
    at = end + 1;
  }
  return keys;
}

}  // namespace

HttpSession::HttpSession(tcp::socket&& socket, net::io_context& game, ApiWorker& api, Lobby& lobby,
                         const Config& config, Metrics& metrics, FrontDoor& door,
                         Admission admission)
    : stream_(std::move(socket)),
      game_(game),
      api_(api),
      lobby_(lobby),
      config_(config),
      metrics_(metrics),
      door_(door),
      pass_(std::move(admission.pass)),
      refusal_(admission.refusal),
      address_(std::move(admission.address)) {
  beast::error_code ec;
  const auto endpoint = stream_.socket().remote_endpoint(ec);
  if (!ec) peer_ = endpoint.address();
}

void HttpSession::run() {
  if (!pass_) {
    return net::dispatch(
        stream_.get_executor(),
        beast::bind_front_handler(&HttpSession::refuse_over_limit, shared_from_this()));
  }
  net::dispatch(stream_.get_executor(),
                beast::bind_front_handler(&HttpSession::do_read, shared_from_this()));
}

void HttpSession::refuse_over_limit() {
  // Answered before reading anything: the refusal must cost less than the connection.
  const bool address_full = refusal_ == Refusal::address_full;
  metrics_.count_rejection(address_full ? "too_many_connections" : "server_full");
  auto response = std::make_shared<http::response<http::string_body>>(
      address_full ? http::status::too_many_requests : http::status::service_unavailable, 11);
  response->set(http::field::server, "jongtable");
  response->set(http::field::content_type, "text/plain; charset=utf-8");
  response->set(http::field::cache_control, "no-store");
  response->set(http::field::retry_after, "10");
  response->keep_alive(false);
  response->body() = address_full ? "Too many connections from your address at once (at most " +
                                        std::to_string(config_.max_per_address) +
                                        "). Close some and try again.\n"
                                  : std::string("The server is full. Try again later.\n");
  response->prepare_payload();
  response_ = response;
  stream_.expires_after(std::chrono::seconds(2));
  http::async_write(stream_, *response,
                    [self = shared_from_this()](beast::error_code ec, std::size_t) {
                      self->response_.reset();
                      if (ec) return;
                      self->drain_then_close();
                    });
}

void HttpSession::drain_then_close() {
  // Half-close, then read whatever the client still sends until it closes too: closing
  // with unread bytes would reset the connection and could lose the answer on its way.
  beast::error_code ignored;
  stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
  stream_.async_read_some(net::buffer(drain_),
                          [self = shared_from_this()](beast::error_code ec, std::size_t) {
                            if (ec) {
                              beast::error_code ignored_close;
                              self->stream_.socket().close(ignored_close);
                              return;
                            }
                            self->drain_then_close();
                          });
}

void HttpSession::do_read() {
  parser_.emplace();
  parser_->body_limit(8192);
  parser_->header_limit(16384);
  stream_.expires_after(std::chrono::seconds(30));
  read_head();
}

void HttpSession::read_head() {
  // The head is looked at as sent before Beast parses it: Beast joins a header folded
  // over lines (obsolete since RFC 7230) into one value, after which nobody could tell
  // that a proxy in front might have read it differently.
  const auto data = buffer_.cdata();
  const std::string_view text(static_cast<const char*>(data.data()), data.size());
  const auto end = text.find("\r\n\r\n");
  if (end != std::string_view::npos || text.size() > 16384) {
    const auto head = text.substr(0, end == std::string_view::npos ? text.size() : end + 2);
    if (head.find("\r\n ") != std::string_view::npos ||
        head.find("\r\n\t") != std::string_view::npos) {
      metrics_.count_rejection("folded_header");
      http::response<http::string_body> response{http::status::bad_request, 11};
      response.set(http::field::server, "jongtable");
      response.set(http::field::content_type, "text/plain; charset=utf-8");
      response.keep_alive(false);
      response.body() = "Header lines folded over several lines are not accepted.\n";
      response.prepare_payload();
      return write(std::move(response));
    }
    return http::async_read(stream_, buffer_, *parser_,
                            beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
  }
  stream_.async_read_some(buffer_.prepare(4096),
                          [self = shared_from_this()](beast::error_code ec, std::size_t bytes) {
                            if (ec) {
                              beast::error_code ignored;
                              self->stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
                              return;
                            }
                            self->buffer_.commit(bytes);
                            self->read_head();
                          });
}

void HttpSession::upgrade(http::request<http::string_body>&& request) {
  // The WebSocket lives on the game threads: the descriptor moves to a strand there.
  stream_.expires_never();
  tcp::socket front_socket = stream_.release_socket();
  beast::error_code ec;
  const auto protocol = front_socket.local_endpoint(ec).protocol();
  if (ec) return;
  const auto native = front_socket.release(ec);
  if (ec) return;
  tcp::socket socket(net::make_strand(game_));
  socket.assign(protocol, native, ec);
  if (ec) {
    ::close(native);
    return;
  }
  std::make_shared<WsSession>(std::move(socket), lobby_, config_, metrics_, std::move(pass_),
                              address_)
      ->run(std::move(request));
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
  // Behind a trusted proxy each request names its own client (a proxy reuses one
  // connection for many): the limits count that client, never the proxy.
  const bool proxied = is_trusted_proxy(peer_, config_.trusted_proxies);
  if (proxied) {
    address_ = client_key_behind(peer_, request["X-Forwarded-For"], config_.trusted_proxies);
  }
  // Only plain chunked is understood; anything else (gzip, a list, a value folded over
  // lines) could be read differently by a proxy in front, so it is refused outright.
  if (const auto te = request.find(http::field::transfer_encoding); te != request.end()) {
    if (!beast::iequals(te->value(), "chunked") ||
        request.count(http::field::transfer_encoding) > 1) {
      metrics_.count_rejection("bad_transfer_encoding");
      auto response = text_response(request, http::status::bad_request,
                                    "Transfer-Encoding other than chunked is not accepted.\n");
      response.keep_alive(false);
      return write(std::move(response));
    }
  }
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
    // Counted without the lobby's lock, which a stuck store write may hold.
    if (door_.stopping() ||
        metrics_.connections.load() >= static_cast<std::int64_t>(config_.max_connections)) {
      return write(text_response(request, http::status::service_unavailable, "Try again later.\n"));
    }
    if (proxied) {
      // The WebSocket holds a place under its client's own limit as well.
      auto client_pass = door_.admit_behind_proxy(address_);
      if (!client_pass) {
        metrics_.count_rejection("too_many_connections");
        auto response = text_response(request, http::status::too_many_requests,
                                      "Too many connections from your address at once (at most " +
                                          std::to_string(config_.max_per_address) + ").\n");
        response.keep_alive(false);
        return write(std::move(response));
      }
      pass_ = std::make_shared<std::pair<std::shared_ptr<const void>, std::shared_ptr<const void>>>(
          std::move(pass_), std::move(client_pass));
    }
    return upgrade(std::move(request));
  }
  if (request.method() != http::verb::get && request.method() != http::verb::head) {
    return write(text_response(request, http::status::method_not_allowed, "GET only\n"));
  }
  // The probes answer whatever query they carry (a front door's node hint, say).
  const std::string route = without_query(target);
  if (route == "/healthz") {
    // Answered here, on the door's thread, from the game loop's last heartbeat: a loop
    // stuck in one handler stops beating, while this thread goes on answering.
    if (const auto since = metrics_.ms_since_loop_beat(); loop_stuck(config_, since)) {
      return write(
          text_response(request, http::status::service_unavailable,
                        "game loop stuck: no heartbeat for " + std::to_string(since) + " ms\n"));
    }
    // Which node answered (behind the front door), and whether its store takes writes:
    // a node whose store is away stays alive, its tables wait for the store.
    const auto refused = metrics_.ms_since_storage_refusal();
    const bool store_ok = refused < 0 || refused >= kStorageFailingWindowMs;
    return write(text_response(
        request, http::status::ok,
        "ok\nnode " + config_.node_id + "\nstore " + (store_ok ? "ok" : "failing") + "\n"));
  }
  if (route == "/readyz") {
    if (door_.stopping())
      return write(text_response(request, http::status::service_unavailable, "stopping\n"));
    // Not ready while the store refuses writes: new games would be refused too. Read
    // from an atomic, so a store stuck on a lock cannot make this answer wait.
    if (const auto since = metrics_.ms_since_storage_refusal();
        since >= 0 && since < kStorageFailingWindowMs) {
      return write(text_response(
          request, http::status::service_unavailable,
          "storage failing: a write was refused " + std::to_string(since) + " ms ago\n"));
    }
    return write(text_response(request, http::status::ok, "ready\n"));
  }
  if (route == "/metrics") {
    return write(
        text_response(request, http::status::ok, metrics_.render(), "text/plain; version=0.0.4"));
  }
  if (config_.allow_scenarios && route == "/api/debug/stall") {
    hold_game_threads(game_, config_.threads);
    return write(json_response(request, 200, {{"stalled", true}}));
  }
  if (config_.allow_scenarios && route == "/api/debug/unstall") {
    release_game_threads();
    return write(json_response(request, 200, {{"stalled", false}}));
  }
  if (config_.allow_scenarios && route == "/api/debug/release") {
    api_.release();  // answered here: the worker may be the one held
    return write(json_response(request, 200, {{"released", true}}));
  }
  if (target.rfind("/api/", 0) == 0) {
    // The store may be slow or locked, and a replay runs a whole game: never on the
    // door's thread, nor on a game thread where every table would wait behind it.
    const auto queued = api_.submit(
        address_, [self = shared_from_this(), request, path = without_query(target),
                   query = query_of(target)] { self->serve_api(request, path, query); });
    if (queued == ApiQueue::accepted) return;
    const bool mine = queued == ApiQueue::address_full;
    metrics_.count_rejection(mine ? "api_address_busy" : "api_busy");
    auto response = json_response(
        request, mine ? 429 : 503,
        {{"error",
          {{"code", mine ? "too_many_requests" : "server_busy"},
           {"message", mine ? "Too many requests from your address are waiting. Try again soon."
                            : "The server is answering many requests. Try again soon."}}}});
    response.set(http::field::retry_after, "1");
    return write(std::move(response));
  }
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

void HttpSession::post_write(http::response<http::string_body>&& response,
                             std::shared_ptr<const void> held) {
  // serve_api runs on the ApiWorker's thread; the write belongs on this connection's
  // strand. The read's deadline may have passed while the request waited in line: the
  // answer gets a deadline of its own.
  net::post(stream_.get_executor(), [self = shared_from_this(), response = std::move(response),
                                     held = std::move(held)]() mutable {
    self->stream_.expires_after(std::chrono::seconds(30));
    self->reply_bytes_ = std::move(held);
    self->write(std::move(response));
  });
}

void HttpSession::serve_api(const http::request<http::string_body>& request,
                            const std::string& path, const std::string& query) {
  static const std::string games = "/api/games";
  static const std::string replay = "/replay";
  static const std::string probe = "/api/debug/tables/";
  const auto& store = lobby_.store();
  if (path == games || path == games + "/") {
    if (!store)
      return post_write(json_response(request, 200, {{"games", nlohmann::json::array()}}));
    const auto reply = list_games(*store, keys_in(query));
    return post_write(json_response(request, reply.status, reply.body));
  }
  if (path.rfind(games + "/", 0) == 0 && path.size() > games.size() + 1 + replay.size() &&
      path.compare(path.size() - replay.size(), replay.size(), replay) == 0) {
    const std::string id =
        path.substr(games.size() + 1, path.size() - games.size() - 1 - replay.size());
    if (!store || id.find('/') != std::string::npos) {
      return post_write(json_response(
          request, 404,
          {{"error", {{"code", "game_not_found"}, {"message", "No game has that id."}}}}));
    }
    const auto views = query_number(query, "views");
    if (views && *views < 0) {
      return post_write(json_response(
          request, 400,
          {{"error", {{"code", "bad_query"}, {"message", "views is a step number."}}}}));
    }
    auto reply = views ? game_replay_views(*store, id, static_cast<std::size_t>(*views))
                       : game_replay(*store, id, api_.reply_cap());
    if (reply.text.empty()) return post_write(json_response(request, reply.status, reply.body));
    auto held = api_.hold_bytes(reply.text.size());
    return post_write(text_response(request, static_cast<http::status>(reply.status),
                                    std::move(reply.text), "application/json"),
                      std::move(held));
  }
  if (config_.allow_scenarios && path == "/api/debug/hold") {
    api_.hold();
    return post_write(json_response(request, 200, {{"held", true}}));
  }
  if (config_.allow_scenarios && path.rfind(probe, 0) == 0) {
    const auto table = lobby_.find_table(path.substr(probe.size()));
    if (!table) {
      return post_write(json_response(
          request, 404,
          {{"error", {{"code", "table_not_found"}, {"message", "No table has that code."}}}}));
    }
    // The table answers on its strand; the reply is written back on this connection's.
    table->probe([self = shared_from_this(), request](nlohmann::json state) {
      self->post_write(json_response(request, 200, state));
    });
    return;
  }
  post_write(json_response(request, 404,
                           {{"error", {{"code", "not_found"}, {"message", "No such API."}}}}));
}

void HttpSession::on_write(bool keep_alive, beast::error_code ec, std::size_t) {
  response_.reset();
  reply_bytes_.reset();
  if (ec) return;
  if (!keep_alive) {
    beast::error_code ignored;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
    return;
  }
  do_read();
}

}  // namespace jongtable::server
