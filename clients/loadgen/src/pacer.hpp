#pragma once
// Spends the intent budget: callers queue a "ready to act" callback; a 1 ms tick releases
// them at the target rate over all tables. A callback returns whether it sent an intent
// (its seat may have nothing to do any more), and only sent intents use up budget.

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <cstdint>
#include <deque>
#include <functional>

namespace jongtable::loadgen {

class Pacer {
 public:
  Pacer(boost::asio::io_context& ioc, double per_second);
  void start();
  void stop();
  void enqueue(std::function<bool()> act);
  [[nodiscard]] std::size_t backlog() const { return queue_.size(); }

 private:
  void tick();

  boost::asio::steady_timer timer_;
  double per_second_;
  double credit_ = 0;
  std::int64_t last_us_ = 0;
  bool running_ = false;
  std::deque<std::function<bool()>> queue_;
};

}  // namespace jongtable::loadgen
