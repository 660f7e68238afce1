#include "ws_client.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <fstream>
#include <mutex>
#include <set>
#include <stdexcept>

#include "frame_shapes.hpp"
#include "schema_validator.hpp"

namespace jongtable::testing {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

namespace {

std::atomic<int> failures{0};

// Every error code the server sent to any test client, appended once per process to a
// file of the build's error_codes_seen/ folder. The protocol contract test reads them all
// after the suites ran: each code the protocol README documents must be among them.
void note_error_code(const std::string& code) {
  static std::mutex mutex;
  static std::set<std::string> noted;
  const std::lock_guard lock(mutex);
  if (!noted.insert(code).second) return;
  std::ofstream out(
      std::string(JONGTABLE_CODES_SEEN_DIR) + "/codes-" + std::to_string(::getpid()) + ".txt",
      std::ios::app);
  out << code << '\n';
}

SchemaValidator& validator() {
  static SchemaValidator instance(JONGTABLE_SCHEMA_DIR);
  return instance;
}

}  // namespace

int schema_failures() {
  return failures.load();
}

HttpReply http_get(std::uint16_t port, const std::string& target) {
  return http_get_from("", port, target);
}

json replay_view(std::uint16_t port, const std::string& id, std::size_t step) {
  const HttpReply reply =
      http_get(port, "/api/games/" + id + "/replay?views=" + std::to_string(step));
  if (reply.status != 200) throw std::runtime_error("views of " + id + ": " + reply.body);
  const json page = json::parse(reply.body);
  const auto at = step - page.at("from").get<std::size_t>();
  if (at >= page.at("views").size()) throw std::runtime_error("no view for that step");
  return page["views"][at];
}

HttpReply http_get_from(const std::string& source, std::uint16_t port, const std::string& target) {
  net::io_context ioc;
  beast::tcp_stream stream(ioc);
  if (!source.empty()) {
    stream.socket().open(tcp::v4());
    stream.socket().bind(tcp::endpoint(net::ip::make_address(source), 0));
  }
  stream.connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
  http::request<http::empty_body> request{http::verb::get, target, 11};
  request.set(http::field::host, "127.0.0.1:" + std::to_string(port));
  http::write(stream, request);
  beast::flat_buffer buffer;
  http::response<http::string_body> response;
  http::read(stream, buffer, response);
  beast::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_both, ignored);
  return {static_cast<int>(response.result_int()), std::string(response[http::field::content_type]),
          response.body()};
}

struct WsClient::Impl {
  net::io_context ioc;
  websocket::stream<beast::tcp_stream> ws{ioc};
  bool closed = false;

  void connect(std::uint16_t port, const std::string& origin, const std::string& target) {
    beast::get_lowest_layer(ws).connect(tcp::endpoint(net::ip::make_address("127.0.0.1"), port));
    ws.set_option(websocket::stream_base::decorator([origin](websocket::request_type& request) {
      if (!origin.empty()) request.set(http::field::origin, origin);
    }));
    ws.handshake("127.0.0.1:" + std::to_string(port), target);
  }

  // One frame, or nothing if none came in time (the connection is then unusable).
  std::optional<std::string> read(int timeout_ms) {
    beast::flat_buffer buffer;
    bool done = false;
    beast::error_code ec;
    ws.async_read(buffer, [&](beast::error_code e, std::size_t) {
      ec = e;
      done = true;
    });
    ioc.restart();
    ioc.run_for(std::chrono::milliseconds(timeout_ms));
    if (!done) {
      // A read caught inside the WebSocket close handshake (the peer's close frame came,
      // its TCP close never did: a node killed behind the proxy) outlives a cancel, so
      // the socket itself is closed: the connection is given up either way.
      beast::get_lowest_layer(ws).cancel();
      ioc.restart();
      ioc.run_for(std::chrono::seconds(1));
      if (!done) {
        beast::error_code ignored;
        beast::get_lowest_layer(ws).socket().close(ignored);
        ioc.restart();
        ioc.run();
      }
      closed = true;
      throw std::runtime_error("no frame within " + std::to_string(timeout_ms) + " ms");
    }
    if (ec) {
      closed = true;
      return std::nullopt;
    }
    return beast::buffers_to_string(buffer.data());
  }
};

WsClient::WsClient(std::uint16_t port, const std::string& origin, const std::string& target)
    : impl_(std::make_unique<Impl>()) {
  impl_->connect(port, origin, target);
}

WsClient::~WsClient() = default;

void WsClient::send_text(const std::string& text) {
  impl_->ws.text(true);
  impl_->ws.write(net::buffer(text));
}

void WsClient::send_binary(const std::string& bytes) {
  impl_->ws.binary(true);
  impl_->ws.write(net::buffer(bytes));
}

std::uint64_t WsClient::send(json message) {
  if (!message.contains("seq")) message["seq"] = ++seq_;
  note_frame_shape("sent", ruleset_, message);
  send_text(message.dump());
  return message["seq"].get<std::uint64_t>();
}

json WsClient::next(int timeout_ms) {
  const auto text = impl_->read(timeout_ms);
  if (!text) throw std::runtime_error("the server closed the connection");
  json message = json::parse(*text);
  for (const auto& problem : validator().validate(message)) {
    ++failures;
    ADD_FAILURE() << "schema: " << message.value("type", "?") << " " << problem
                  << "\n  frame: " << text->substr(0, 400);
  }
  if (message.value("type", "") == "error" && message.contains("code") &&
      message["code"].is_string())
    note_error_code(message["code"].get<std::string>());
  if (message.value("type", "") == "lobby" && message["table"].is_object()) {
    ruleset_ = message["table"].value("ruleset", "");
  }
  note_frame_shape("recv", ruleset_, message);
  if (message.contains("v") && message["v"].is_number_unsigned()) {
    last_v = std::max(last_v, message["v"].get<std::uint64_t>());
  }
  seen.push_back(message);
  return message;
}

json WsClient::wait_for(const std::function<bool(const json&)>& match, int timeout_ms) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) throw std::runtime_error("the awaited frame did not come in time");
    json message = next(static_cast<int>(left.count()));
    if (match(message)) return message;
  }
}

json WsClient::reply_to(std::uint64_t seq, int timeout_ms) {
  return wait_for([seq](const json& m) { return m.contains("re") && m["re"] == seq; }, timeout_ms);
}

bool WsClient::wait_closed(int timeout_ms) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  while (!impl_->closed) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return false;
    try {
      if (auto text = impl_->read(static_cast<int>(left.count())))
        seen.push_back(json::parse(*text, nullptr, false));
    } catch (const std::runtime_error&) {
      return false;
    }
  }
  return true;
}

void WsClient::close() {
  beast::error_code ignored;
  beast::get_lowest_layer(impl_->ws).socket().shutdown(tcp::socket::shutdown_both, ignored);
  beast::get_lowest_layer(impl_->ws).socket().close(ignored);
  impl_->closed = true;
}

json WsClient::hello(const std::string& name, std::optional<std::string> token,
                     std::optional<std::uint64_t> last_version) {
  json message = {{"type", "hello"}, {"name", name}};
  if (token) message["resume_token"] = *token;
  if (last_version) message["last_version"] = *last_version;
  return reply_to(send(message));
}

bool handshake_allowed(std::uint16_t port, const std::string& origin) {
  try {
    WsClient client(port, origin);
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace jongtable::testing
