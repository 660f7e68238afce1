#include "relay_session.hpp"

#include <boost/asio/dispatch.hpp>

namespace jongtable::relay {

RelaySession::RelaySession(tcp::socket&& socket, Groups& groups, const RelayOptions& options)
    : ws_(std::move(socket)), groups_(groups), options_(options), ping_timer_(ws_.get_executor()) {}

void RelaySession::run() {
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).socket().set_option(tcp::no_delay(options_.no_delay), ignored);
  ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
  ws_.read_message_max(65536);
  ws_.auto_fragment(false);
  net::dispatch(ws_.get_executor(), [self = shared_from_this()] {
    self->ws_.async_accept(beast::bind_front_handler(&RelaySession::on_accept, self));
  });
}

void RelaySession::on_accept(beast::error_code ec) {
  if (ec) return finish();
  schedule_ping();
  do_read();
}

void RelaySession::do_read() {
  ws_.async_read(buffer_, beast::bind_front_handler(&RelaySession::on_read, shared_from_this()));
}

void RelaySession::on_read(beast::error_code ec, std::size_t) {
  if (ec) return finish();
  const auto data = buffer_.cdata();
  std::string text(static_cast<const char*>(data.data()), data.size());
  buffer_.consume(buffer_.size());
  if (group_.empty()) {
    // The first message names the group (never empty: an empty one is ignored).
    if (!text.empty()) {
      group_ = std::move(text);
      groups_.join(group_, shared_from_this());
    }
  } else {
    groups_.relay(group_, this, std::make_shared<const std::string>(std::move(text)));
  }
  do_read();
}

void RelaySession::send(std::shared_ptr<const std::string> frame) {
  net::post(ws_.get_executor(), [self = shared_from_this(), frame = std::move(frame)]() mutable {
    self->deliver(std::move(frame));
  });
}

void RelaySession::deliver(std::shared_ptr<const std::string> frame) {
  if (finished_) return;
  if (queue_.size() >= options_.outbound_queue) return finish();  // a reader far behind
  queue_.push_back(std::move(frame));
  if (!writing_) do_write();
}

void RelaySession::do_write() {
  writing_ = true;
  ws_.text(true);
  ws_.async_write(net::buffer(*queue_.front()),
                  beast::bind_front_handler(&RelaySession::on_write, shared_from_this()));
}

void RelaySession::on_write(beast::error_code ec, std::size_t) {
  writing_ = false;
  if (ec) return finish();
  queue_.pop_front();
  if (!queue_.empty()) do_write();
}

void RelaySession::schedule_ping() {
  ping_timer_.expires_after(std::chrono::milliseconds(options_.ping_interval_ms));
  ping_timer_.async_wait([self = shared_from_this()](beast::error_code ec) {
    if (ec || self->finished_) return;
    if (!self->pinging_) {
      self->pinging_ = true;
      self->ws_.async_ping({}, [self](beast::error_code ping_ec) {
        self->pinging_ = false;
        if (ping_ec) self->finish();
      });
    }
    self->schedule_ping();
  });
}

void RelaySession::finish() {
  if (finished_) return;
  finished_ = true;
  ping_timer_.cancel();
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).socket().close(ignored);
  if (!group_.empty()) groups_.leave(group_, this);
}

}  // namespace jongtable::relay
