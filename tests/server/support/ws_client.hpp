#pragma once
// A small blocking WebSocket test client. Every frame it receives is checked against
// the protocol's JSON Schema for its type. Every wait has a time limit.

#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace jongtable::testing {

using nlohmann::json;

struct HttpReply {
  int status = 0;
  std::string content_type;
  std::string body;
};
// One GET (target sent verbatim) over a fresh connection.
[[nodiscard]] HttpReply http_get(std::uint16_t port, const std::string& target);
// The table after step `step` of a finished game's replay, every hand shown: fetched by
// the page of views that holds it (GET /api/games/<id>/replay?views=<step>).
[[nodiscard]] json replay_view(std::uint16_t port, const std::string& id, std::size_t step);
// The same from another loopback address (127.0.0.2, say): another client to the server.
[[nodiscard]] HttpReply http_get_from(const std::string& source, std::uint16_t port,
                                      const std::string& target);

class WsClient {
 public:
  // Connects to ws://127.0.0.1:port<target>; throws if the handshake is refused.
  explicit WsClient(std::uint16_t port, const std::string& origin = "",
                    const std::string& target = "/ws");
  ~WsClient();
  WsClient(const WsClient&) = delete;
  WsClient& operator=(const WsClient&) = delete;

  void send_text(const std::string& text);
  void send_binary(const std::string& bytes);
  // Sends `message` with the next seq (unless it has one) and returns that seq.
  std::uint64_t send(json message);

  // The next frame; throws on timeout or when the server closed the connection.
  json next(int timeout_ms = 15000);
  // Reads until a frame matches (frames before it stay in `seen`).
  json wait_for(const std::function<bool(const json&)>& match, int timeout_ms = 15000);
  // The reply to `seq`: a frame whose "re" is seq.
  json reply_to(std::uint64_t seq, int timeout_ms = 15000);
  // Reads until the server closes the connection; true if it did in time.
  bool wait_closed(int timeout_ms = 15000);
  void close();

  // Handy sequences.
  json hello(const std::string& name, std::optional<std::string> token = std::nullopt,
             std::optional<std::uint64_t> last_version = std::nullopt);

  std::vector<json> seen;    // every frame received, in order
  std::uint64_t last_v = 0;  // the highest "v" seen

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::uint64_t seq_ = 0;
  std::string ruleset_;  // the game of the table its latest lobby showed
};

// Tries a WebSocket handshake with the given Origin; false when the server refuses.
[[nodiscard]] bool handshake_allowed(std::uint16_t port, const std::string& origin);

// True when every frame the client saw so far matched its schema (checked as they came).
[[nodiscard]] int schema_failures();

}  // namespace jongtable::testing
