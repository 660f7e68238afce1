#include "ws_session.hpp"

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <type_traits>
#include <variant>

#include "client_address.hpp"
#include "clock.hpp"
#include "jongtable/protocol/display_name.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "jongtable/storage/token_hash.hpp"
#include "json_log.hpp"
#include "moved.hpp"
#include "ping_schedule.hpp"

namespace jongtable::server {

namespace proto = jongtable::protocol;
namespace in = jongtable::protocol::in;

namespace {
std::atomic<std::uint64_t> next_link_id{1};
// Frames up to this many times the protocol limit are read and answered with
// too_large; anything bigger is refused by Beast itself (close code 1009).
constexpr std::size_t kHardFrameFactor = 4;
// A client that keeps sending this many messages past its budget without one getting
// through is not a person with a stuck key but a flood: it is closed (1008).
constexpr std::size_t kFloodStrikes = 200;

// A move in a game (any game's: the table's game reads it).
bool is_move(const in::Message& message) {
  return std::holds_alternative<in::GameMove>(message);
}
}  // namespace

WsSession::WsSession(tcp::socket&& socket, Lobby& lobby, const Config& config, Metrics& metrics,
                     std::shared_ptr<const void> pass, std::string address)
    : ws_(std::move(socket)),
      lobby_(lobby),
      config_(config),
      metrics_(metrics),
      id_(next_link_id++),
      ping_timer_(ws_.get_executor()),
      hello_timer_(ws_.get_executor()),
      parting_timer_(ws_.get_executor()),
      bucket_(config.rate_per_second, config.rate_burst),
      peer_(std::move(address)),
      pass_(std::move(pass)) {
  ++metrics_.connections;
}

WsSession::~WsSession() {
  --metrics_.connections;
}

void WsSession::run(http::request<http::string_body> request) {
  beast::error_code ec;
  const auto endpoint = beast::get_lowest_layer(ws_).socket().remote_endpoint(ec);
  if (!ec && peer_.empty()) peer_ = client_key(endpoint.address());
  // Frames are small and latency is the game: never hold one back for Nagle's algorithm.
  beast::get_lowest_layer(ws_).socket().set_option(tcp::no_delay(true), ec);
  ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  ws_.set_option(websocket::stream_base::decorator(
      [](websocket::response_type& res) { res.set(http::field::server, "jongtable"); }));
  ws_.read_message_max(config_.max_frame_bytes * kHardFrameFactor);
  ws_.auto_fragment(false);
  ws_.control_callback([this](websocket::frame_type kind, beast::string_view payload) {
    on_control(kind, payload);
  });
  ws_.async_accept(request, beast::bind_front_handler(&WsSession::on_accept, shared_from_this()));
}

void WsSession::on_accept(beast::error_code ec) {
  if (ec) return finish();
  lobby_.add_link(shared_from_this());
  last_heard_ = now_ms();
  // A connection that never says hello holds a socket and a place under the limits
  // for nothing: it gets a deadline.
  hello_timer_.expires_after(std::chrono::milliseconds(config_.hello_timeout_ms));
  hello_timer_.async_wait(
      beast::bind_front_handler(&WsSession::on_hello_deadline, shared_from_this()));
  schedule_first_ping();
  do_read();
}

void WsSession::on_hello_deadline(beast::error_code ec) {
  if (ec || session_ || closing_ || finished_) return;
  metrics_.count_rejection("hello_timeout");
  log_event(spdlog::level::info, "hello_timeout", {{"link", id_}, {"peer", peer_}});
  close_as("hello_timeout", websocket::close_code::policy_error);
}

void WsSession::do_read() {
  ws_.async_read(buffer_, beast::bind_front_handler(&WsSession::on_read, shared_from_this()));
}

void WsSession::on_read(beast::error_code ec, std::size_t) {
  const kernel::Millis arrival = now_ms();  // before anything else: claims race on this
  if (ec) return finish();
  last_heard_ = arrival;
  unanswered_since_ = -1;
  ++metrics_.messages_in;
  if (!closing_) {
    if (!ws_.got_text()) {
      reply_error({"binary_frame", "Send JSON as text frames."}, std::nullopt);
    } else {
      const auto data = buffer_.cdata();
      on_message(std::string_view(static_cast<const char*>(data.data()), data.size()), arrival);
    }
  }
  buffer_.consume(buffer_.size());
  do_read();
}

void WsSession::on_message(std::string_view text, kernel::Millis arrival) {
  if (!bucket_.take(arrival)) {
    if (++refused_in_a_row_ >= kFloodStrikes) {
      metrics_.count_rejection("flood");
      log_event(spdlog::level::warn, "flood_closed", {{"link", id_}});
      return close_as("flood", websocket::close_code::policy_error);
    }
    // Answer a flood once a second, not once a message: the answers would flood too.
    // Only that answer pays for a parse, to name the message it dropped.
    if (arrival - last_rate_error_ >= 1000) {
      last_rate_error_ = arrival;
      proto::Limits limits;
      limits.max_frame_bytes = config_.max_frame_bytes;
      reply_error({"rate_limited", "Too many messages; slow down."},
                  proto::decode_client(text, limits).seq);
    } else {
      metrics_.count_rejection("rate_limited");
    }
    return;
  }
  refused_in_a_row_ = 0;
  // JSON text never holds a raw NUL (inside a string it must be written \u0000); one
  // here would cut the message short for any C-string reader further on.
  if (text.find('\0') != std::string_view::npos) {
    return reply_error({"bad_json", "The message holds a NUL byte, which JSON text never does."},
                       std::nullopt);
  }
  proto::Limits limits;
  limits.max_frame_bytes = config_.max_frame_bytes;
  auto decoded = proto::decode_client(text, limits);
  if (decoded.error) return reply_error(*decoded.error, decoded.seq);
  handle(std::move(*decoded.message), decoded.seq, arrival);
}

void WsSession::handle(in::Message message, std::optional<std::uint64_t> seq,
                       kernel::Millis arrival) {
  if (parting_ && !std::holds_alternative<in::Ping>(message)) return;
  if (const auto* hello = std::get_if<in::Hello>(&message)) {
    if (session_)
      return reply_error({"already_hello", "This connection has already said hello."}, seq);
    if (const auto problem = proto::display_name_problem(hello->name))
      return reply_error({"bad_field", *problem}, seq);
    auto result = lobby_.hello(*hello, shared_from_this(), peer_);
    if (result.error && result.error->code == "bad_token" && lobby_.clustered()) {
      // The token may be of a table another node has, or had until it died.
      return find_elsewhere(
          "", storage::resume_token_hash(*hello->resume_token), seq,
          [self = shared_from_this(), hello = *hello, seq](const std::shared_ptr<TableHost>&) {
            auto again = self->lobby_.hello(hello, self, self->peer_);
            if (again.error) return self->reply_error(*again.error, seq);
            self->welcome(hello, again.session, seq);
          },
          [self = shared_from_this(), error = *result.error, seq,
           hash = storage::resume_token_hash(*hello->resume_token)] {
            // No live table anywhere has this token's player: its game ended, or it never
            // sat down. Logged for the cluster's failover tests to follow a client by.
            log_event(spdlog::level::info, "resume_unknown",
                      {{"link", self->id_}, {"token_hash", hash.substr(0, 12)}});
            self->reply_error(error, seq);
          });
    }
    if (result.error) return reply_error(*result.error, seq);
    return welcome(*hello, result.session, seq);
  }
  if (!session_) return reply_error({"hello_first", "Say hello first."}, seq);
  const auto table = session_->table();
  // At a table the pong is the table's to send, after what it holds for the disk: clients
  // use a ping as a barrier (everything a resume sent is here by its pong).
  if (std::holds_alternative<in::Ping>(message) && !table)
    return reply(proto::frame("pong", table_version(), seq));
  // Past its capacity the server refuses new work at once rather than serve everyone
  // late: a new table or a move gets server_busy while the game loop is behind
  // (loop_watch.hpp). What lets people reach their seats, leave or talk still goes through.
  if (metrics_.shedding.load(std::memory_order_relaxed) &&
      (std::holds_alternative<in::CreateTable>(message) || is_move(message))) {
    return reply_error({"server_busy", "The server is busy; try that again in a moment."}, seq);
  }
  if (const auto* create = std::get_if<in::CreateTable>(&message)) {
    if (table)
      return reply_error({"already_at_table", "Leave your table before creating another."}, seq);
    // Only a finished game may say how it went (who starts its rematch hangs on it).
    if (create->options.contains("rematch_of")) {
      return reply_error({"bad_settings", "\"rematch_of\" is set by the server for a rematch."},
                         seq);
    }
    auto created = lobby_.create_table(*create, peer_);
    if (created.error) return reply_error(*created.error, seq);
    // Belong to the table at once, so the next message (take_seat) finds it; the
    // table's strand handles the join before anything this connection sends later.
    session_->set_table(created.table);
    created.table->join(session_, shared_from_this(), false, std::nullopt, seq, true);
    return;
  }
  if (const auto* join = std::get_if<in::JoinTable>(&message)) {
    if (table)
      return reply_error({"already_at_table", "Leave your table before joining another."}, seq);
    if (!lobby_.may_try_a_code(session_->id(), peer_, arrival)) {
      return reply_error(
          {"rate_limited", "Too many wrong table codes lately; wait a minute and try again."}, seq);
    }
    const auto join_at = [self = shared_from_this(), join = *join,
                          seq](const std::shared_ptr<TableHost>& target) {
      self->session_->set_table(target);  // undone by the table if it refuses the join
      target->join(self->session_, self, join.as_player, join.last_version, seq, false);
    };
    const auto wrong_code = [self = shared_from_this(), arrival, seq] {
      self->lobby_.note_wrong_code(self->session_->id(), self->peer_, arrival);
      self->reply_error({"table_not_found", "No table has that code."}, seq);
    };
    if (const auto target = lobby_.find_table(join->code)) return join_at(target);
    if (lobby_.clustered()) return find_elsewhere(join->code, "", seq, join_at, wrong_code);
    return wrong_code();
  }
  if (!table) return reply_error({"not_at_table", "Join a table first."}, seq);
  table->receive(session_, shared_from_this(), std::move(message), seq, arrival, rtt_estimate_);
}

void WsSession::welcome(const proto::in::Hello& hello, std::shared_ptr<Session> session,
                        std::optional<std::uint64_t> seq) {
  session_ = std::move(session);
  auto welcome = proto::frame("welcome", 0, seq);
  welcome["session"] = session_->id();
  welcome["resume_token"] = session_->token();
  welcome["name"] = session_->name();
  welcome["protocol"] = 1;
  reply(welcome);
  if (const auto table = session_->table())
    table->resume(session_, shared_from_this(), hello.last_version);
}

void WsSession::find_elsewhere(std::string code, std::string token_hash,
                               std::optional<std::uint64_t> seq,
                               std::function<void(const std::shared_ptr<TableHost>&)> here,
                               std::function<void()> nowhere) {
  lobby_.locate(
      std::move(code), std::move(token_hash),
      [self = shared_from_this(), seq, here = std::move(here),
       nowhere = std::move(nowhere)](Lobby::Whereabouts where) {
        net::post(self->ws_.get_executor(), [self, seq, here, nowhere, where = std::move(where)] {
          if (self->closing_ || self->finished_) return;
          if (where.error) return self->reply_error(*where.error, seq);
          if (where.node) {
            ++self->metrics_.moved_sent;
            return self->send_away(moved_frame(where.node, "table_elsewhere", self->table_version(),
                                               self->config_.moved_retry_ms, seq));
          }
          if (where.table) return here(where.table);
          nowhere();
        });
      });
}

void WsSession::send_away(std::shared_ptr<const std::string> moved) {
  net::post(ws_.get_executor(), [self = shared_from_this(), moved = std::move(moved)]() mutable {
    if (self->closing_ || self->finished_) return;
    self->deliver(std::move(moved));
    self->close_code_ = websocket::close_code::normal;
    self->closing_ = true;
    self->maybe_close();
  });
}

void WsSession::send_away_draining(int retry_ms) {
  net::post(ws_.get_executor(), [self = shared_from_this(), retry_ms] {
    // protocol/README.md: `v` is the table's version as this connection was last told it.
    self->send_away(moved_frame(std::nullopt, "draining", self->table_version(), retry_ms));
  });
}

void WsSession::reply(const nlohmann::json& message) {
  deliver(std::make_shared<const std::string>(proto::to_text(message)));
}

void WsSession::reply_error(const proto::ProtocolError& error, std::optional<std::uint64_t> seq) {
  metrics_.count_rejection(error.code);
  log_event(spdlog::level::debug, "rejected", {{"code", error.code}, {"link", id_}});
  reply(proto::error_frame(error, table_version(), seq));
}

std::uint64_t WsSession::table_version() const {
  if (!session_) return 0;
  const auto table = session_->table();
  return table ? table->published_version() : 0;
}

void WsSession::send(std::shared_ptr<const std::string> frame) {
  net::post(ws_.get_executor(), [self = shared_from_this(), frame = std::move(frame)]() mutable {
    self->deliver(std::move(frame));
  });
}

void WsSession::deliver(std::shared_ptr<const std::string> frame) {
  if (closing_ || finished_) return;
  if (queue_.size() >= config_.outbound_queue) {
    // A reader this far behind is dropped; the table never waits for it.
    ++metrics_.connections_dropped_slow;
    log_event(spdlog::level::warn, "slow_reader_dropped", {{"link", id_}});
    closing_ = true;
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().close(ignored);
    return;
  }
  queue_.push_back(std::move(frame));
  if (!writing_) do_write();
}

void WsSession::do_write() {
  writing_ = true;
  ws_.text(true);
  ws_.async_write(net::buffer(*queue_.front()),
                  beast::bind_front_handler(&WsSession::on_write, shared_from_this()));
}

void WsSession::on_write(beast::error_code ec, std::size_t) {
  writing_ = false;
  if (ec) return finish();
  ++metrics_.messages_out;
  queue_.pop_front();
  if (!queue_.empty()) return do_write();
  maybe_close();
}

void WsSession::close_with(std::string reason) {
  close_as(std::move(reason), websocket::close_code::going_away);
}

void WsSession::close_as(std::string reason, websocket::close_code code) {
  net::post(ws_.get_executor(), [self = shared_from_this(), reason = std::move(reason), code] {
    if (self->closing_ || self->finished_) return;
    self->close_code_ = code;
    if (!self->parting_) self->say_bye(reason);
    self->closing_ = true;
    self->maybe_close();
  });
}

void WsSession::part_for_shutdown(int linger_ms) {
  net::post(ws_.get_executor(), [self = shared_from_this(), linger_ms] {
    if (self->closing_ || self->finished_ || self->parting_) return;
    self->say_bye("shutdown");
    self->parting_ = true;
    self->parting_timer_.expires_after(std::chrono::milliseconds(linger_ms));
    self->parting_timer_.async_wait([self](beast::error_code ec) {
      if (!ec) self->close_as("shutdown", websocket::close_code::going_away);
    });
  });
}

void WsSession::say_bye(const std::string& reason) {
  auto bye = proto::frame("bye", table_version());
  bye["reason"] = reason;
  deliver(std::make_shared<const std::string>(proto::to_text(bye)));
}

void WsSession::maybe_close() {
  // Beast allows one close or ping at a time, and the bye must be written first.
  if (!closing_ || close_sent_ || finished_ || writing_ || pinging_ || !queue_.empty()) return;
  close_sent_ = true;
  ping_timer_.cancel();
  // A peer that never answers the close (a flooder does not read) is cut off soon.
  auto timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
  timeouts.handshake_timeout = std::chrono::seconds(2);
  ws_.set_option(timeouts);
  ws_.async_close(close_code_, [self = shared_from_this()](beast::error_code) { self->finish(); });
}

void WsSession::schedule_first_ping() {
  ping_timer_.expires_at(
      first_ping_due(PingClock::now(), std::chrono::milliseconds(config_.ping_interval_ms), id_));
  ping_timer_.async_wait(beast::bind_front_handler(&WsSession::on_ping_timer, shared_from_this()));
}

void WsSession::schedule_ping() {
  ping_timer_.expires_at(next_ping_due(ping_timer_.expiry(), PingClock::now(),
                                       std::chrono::milliseconds(config_.ping_interval_ms)));
  ping_timer_.async_wait(beast::bind_front_handler(&WsSession::on_ping_timer, shared_from_this()));
}

bool WsSession::drop_if_silent(kernel::Millis now) {
  if (unanswered_since_ < 0 || now - last_heard_ < config_.silence_timeout_ms) return false;
  // Nothing since a ping that long ago: the network is gone (no FIN will come) or the
  // peer does not answer. Dropped like any closed connection, so its seat shows
  // offline and the table stops waiting on it.
  metrics_.count_rejection("silent_peer");
  log_event(spdlog::level::info, "silent_peer_dropped",
            {{"link", id_}, {"silent_ms", now - last_heard_}});
  finish();
  return true;
}

void WsSession::on_ping_timer(beast::error_code ec) {
  if (ec || closing_ || finished_) return;
  const kernel::Millis now = now_ms();
  if (drop_if_silent(now)) return;
  if (!pinging_) {
    pinging_ = true;
    ++ping_count_;
    ping_sent_at_[ping_count_ % ping_sent_at_.size()] = now;
    if (unanswered_since_ < 0) unanswered_since_ = now;
    const std::string payload = std::to_string(ping_count_);
    ws_.async_ping(websocket::ping_data(payload.c_str()),
                   [self = shared_from_this()](beast::error_code ping_ec) {
                     self->pinging_ = false;
                     if (ping_ec) return self->finish();
                     self->maybe_close();
                   });
  }
  schedule_ping();
}

void WsSession::on_control(websocket::frame_type kind, beast::string_view payload) {
  last_heard_ = now_ms();
  unanswered_since_ = -1;
  if (kind != websocket::frame_type::pong) return;
  // A pong may answer an older ping when the round trip is longer than the ping interval;
  // it still measures that round trip, and dropping it would switch lag compensation off
  // for exactly the players who need it most.
  std::uint64_t answered = 0;
  const auto* end = payload.data() + payload.size();
  if (std::from_chars(payload.data(), end, answered).ptr != end || answered == 0 ||
      answered > ping_count_ || ping_count_ - answered >= ping_sent_at_.size())
    return;
  const kernel::Millis rtt = now_ms() - ping_sent_at_[answered % ping_sent_at_.size()];
  smallest_rtt_ = std::min(smallest_rtt_.value_or(rtt), rtt);
  kernel::Millis estimate = *smallest_rtt_;
  if (config_.rtt_source == RttSource::tcp) {
    if (const auto kernel = kernel_rtt()) estimate = std::min(estimate, *kernel);
  }
  rtt_estimate_ = estimate;
  // Every connection answers a ping each interval: the fields are built only when kept.
  if (spdlog::should_log(spdlog::level::debug)) {
    log_event(spdlog::level::debug, "round_trip",
              {{"link", id_}, {"sample_ms", rtt}, {"estimate_ms", rtt_estimate_}});
  }
}

std::optional<kernel::Millis> WsSession::kernel_rtt() {
  tcp_info info{};
  socklen_t size = sizeof info;
  const int fd = beast::get_lowest_layer(ws_).socket().native_handle();
  if (::getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &size) != 0 || info.tcpi_rtt == 0)
    return std::nullopt;
  return static_cast<kernel::Millis>((info.tcpi_rtt + 999) / 1000);  // microseconds
}

void WsSession::finish() {
  if (finished_) return;
  finished_ = true;
  closing_ = true;
  ping_timer_.cancel();
  hello_timer_.cancel();
  parting_timer_.cancel();
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).socket().close(ignored);
  lobby_.remove_link(id_);
  if (session_) {
    session_->seen_at(now_ms());
    if (const auto table = session_->table()) table->detach(session_, id_);
  }
}

}  // namespace jongtable::server
