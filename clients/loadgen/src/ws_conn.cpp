#include "ws_conn.hpp"

namespace jongtable::loadgen {

void WsConn::connect(const tcp::endpoint& endpoint, const std::string& host_header) {
  host_ = host_header;
  beast::get_lowest_layer(ws_).async_connect(endpoint, [this](beast::error_code ec) {
    if (ec) return fail();
    beast::get_lowest_layer(ws_).socket().set_option(tcp::no_delay(true));
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
    ws_.async_handshake(host_, "/ws", [this](beast::error_code hec) {
      if (hec) return fail();
      open_ = true;
      if (on_open) on_open();
      do_read();
      if (!queue_.empty() && !writing_) do_write();
    });
  });
}

void WsConn::send(std::string text) {
  if (failed_) return;
  queue_.push_back(std::move(text));
  if (open_ && !writing_) do_write();
}

void WsConn::do_read() {
  ws_.async_read(buffer_, [this](beast::error_code ec, std::size_t) {
    const std::int64_t arrival = now_us();
    if (ec) return fail();
    ++frames_in_;
    const auto data = buffer_.cdata();
    if (on_message)
      on_message(std::string_view(static_cast<const char*>(data.data()), data.size()), arrival);
    buffer_.consume(buffer_.size());
    do_read();
  });
}

void WsConn::do_write() {
  writing_ = true;
  ws_.text(true);
  ws_.async_write(net::buffer(queue_.front()), [this](beast::error_code ec, std::size_t) {
    writing_ = false;
    if (ec) return fail();
    queue_.pop_front();
    if (!queue_.empty()) do_write();
  });
}

void WsConn::close() {
  on_open = nullptr;
  on_message = nullptr;
  on_closed = nullptr;
  fail();
}

void WsConn::fail() {
  if (failed_) return;
  failed_ = true;
  open_ = false;
  beast::error_code ignored;
  beast::get_lowest_layer(ws_).socket().close(ignored);
  if (on_closed) on_closed();
}

}  // namespace jongtable::loadgen
