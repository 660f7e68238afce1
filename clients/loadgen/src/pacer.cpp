#include "pacer.hpp"

#include <algorithm>
#include <chrono>

#include "ws_conn.hpp"

namespace jongtable::loadgen {

Pacer::Pacer(boost::asio::io_context& ioc, double per_second)
    : timer_(ioc), per_second_(per_second) {}

void Pacer::start() {
  running_ = true;
  last_us_ = now_us();
  tick();
}

void Pacer::stop() {
  running_ = false;
  timer_.cancel();
}

void Pacer::enqueue(std::function<bool()> act) {
  queue_.push_back(std::move(act));
}

void Pacer::tick() {
  if (!running_) return;
  const std::int64_t now = now_us();
  // At most 10 ms of budget carries over: a stall is not followed by a burst.
  credit_ = std::min(credit_ + per_second_ * static_cast<double>(now - last_us_) / 1e6,
                     std::max(1.0, per_second_ / 100));
  last_us_ = now;
  while (credit_ >= 1 && !queue_.empty()) {
    auto act = std::move(queue_.front());
    queue_.pop_front();
    if (act()) credit_ -= 1;
  }
  timer_.expires_after(std::chrono::milliseconds(1));
  timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) tick();
  });
}

}  // namespace jongtable::loadgen
