#pragma once
// One WebSocket connection: reads frames (stamping each on arrival), decodes them
// strictly, routes them to the lobby or the table, and writes one frame at a time from
// a bounded FIFO queue. Pings measure the round trip used for lag compensation.

#include <array>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <memory>
#include <optional>
#include <string>

#include "client_link.hpp"
#include "config.hpp"
#include "jongtable/protocol/client_decode.hpp"
#include "lobby.hpp"
#include "metrics.hpp"
#include "session.hpp"
#include "token_bucket.hpp"

namespace jongtable::server {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

class WsSession : public ClientLink, public std::enable_shared_from_this<WsSession> {
 public:
  // `pass` holds the connection's place under the per-address limit until it closes.
  // `address`: the client's key as the door counted it (client_address.hpp); empty: the
  // socket's peer.
  WsSession(tcp::socket&& socket, Lobby& lobby, const Config& config, Metrics& metrics,
            std::shared_ptr<const void> pass = nullptr, std::string address = {});
  ~WsSession() override;

  void run(http::request<http::string_body> request);
  void send(std::shared_ptr<const std::string> frame) override;
  void close_with(std::string reason) override;
  void part_for_shutdown(int linger_ms) override;
  void send_away(std::shared_ptr<const std::string> moved) override;
  void send_away_draining(int retry_ms) override;
  [[nodiscard]] std::uint64_t link_id() const override { return id_; }

 private:
  void on_accept(beast::error_code ec);
  void do_read();
  void on_read(beast::error_code ec, std::size_t bytes);
  void on_message(std::string_view text, kernel::Millis arrival);
  void handle(protocol::in::Message message, std::optional<std::uint64_t> seq,
              kernel::Millis arrival);
  // The hello's welcome, and the resumed table's catch-up.
  void welcome(const protocol::in::Hello& hello, std::shared_ptr<Session> session,
               std::optional<std::uint64_t> seq);
  // A table (by code) or a token (by its hash) unknown here, in a cluster: `here` with the
  // table once this node has it (adopted from the store), `moved` to the node that holds
  // it, or `nowhere` if no live table matches. On this connection's executor.
  void find_elsewhere(std::string code, std::string token_hash, std::optional<std::uint64_t> seq,
                      std::function<void(const std::shared_ptr<TableHost>&)> here,
                      std::function<void()> nowhere);
  void reply(const nlohmann::json& message);
  void reply_error(const protocol::ProtocolError& error, std::optional<std::uint64_t> seq);
  // The `v` of a frame this connection sends on its own: its table's version, 0 if none.
  [[nodiscard]] std::uint64_t table_version() const;
  void deliver(std::shared_ptr<const std::string> frame);
  void do_write();
  void on_write(beast::error_code ec, std::size_t bytes);
  void schedule_first_ping();
  void schedule_ping();
  void on_ping_timer(beast::error_code ec);
  void on_control(websocket::frame_type kind, beast::string_view payload);
  void on_hello_deadline(beast::error_code ec);
  // True (and the connection dropped) when a ping went unanswered for the silence limit.
  bool drop_if_silent(kernel::Millis now);
  // The kernel's smoothed round trip of this TCP connection, rounded up; nullopt if unknown.
  [[nodiscard]] std::optional<kernel::Millis> kernel_rtt();
  // Says bye with `reason`, then closes the WebSocket with `code`.
  void close_as(std::string reason, websocket::close_code code);
  void say_bye(const std::string& reason);
  void maybe_close();
  void finish();

  websocket::stream<beast::tcp_stream> ws_;
  Lobby& lobby_;
  const Config& config_;
  Metrics& metrics_;
  const std::uint64_t id_;
  beast::flat_buffer buffer_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  bool writing_ = false;
  bool closing_ = false;  // no more reads handled, no more frames queued but the bye
  bool close_sent_ = false;
  bool parting_ = false;  // bye {shutdown} sent: only pings are answered until the close
  bool finished_ = false;
  net::steady_timer ping_timer_;
  net::steady_timer hello_timer_;
  net::steady_timer parting_timer_;
  bool pinging_ = false;
  kernel::Millis last_heard_ = 0;         // the last frame of any kind from the peer
  kernel::Millis unanswered_since_ = -1;  // first ping sent after last_heard_, or -1
  std::uint64_t ping_count_ = 0;
  std::array<kernel::Millis, 8> ping_sent_at_{};  // by ping number, the last few pings
  // Lag compensation's round trip: the smallest any ping on this connection has taken (a
  // client can delay a pong, never hurry one, so a round trip once shown caps the credit
  // for good), and with the tcp source no more than the kernel's own measure of this
  // connection (from ACKs, which no client code delays). 0 until a pong.
  std::optional<kernel::Millis> smallest_rtt_;
  kernel::Millis rtt_estimate_ = 0;
  TokenBucket bucket_;
  kernel::Millis last_rate_error_ = 0;
  std::size_t refused_in_a_row_ = 0;  // messages the rate limit refused since one passed
  websocket::close_code close_code_ = websocket::close_code::going_away;
  std::shared_ptr<Session> session_;
  std::string peer_;
  std::shared_ptr<const void> pass_;
};

}  // namespace jongtable::server
