#include "loop_stall.hpp"

#include <boost/asio/post.hpp>
#include <condition_variable>
#include <mutex>

namespace jongtable::server {

namespace {

struct Gate {
  std::mutex mutex;
  std::condition_variable opened;
  bool holding = false;
};

Gate& gate() {
  static Gate g;
  return g;
}

}  // namespace

void hold_game_threads(boost::asio::io_context& game, int threads) {
  {
    const std::lock_guard lock(gate().mutex);
    if (gate().holding) return;
    gate().holding = true;
  }
  for (int i = 0; i < threads; ++i) {
    boost::asio::post(game, [] {
      std::unique_lock lock(gate().mutex);
      gate().opened.wait(lock, [] { return !gate().holding; });
    });
  }
}

void release_game_threads() {
  {
    const std::lock_guard lock(gate().mutex);
    gate().holding = false;
  }
  gate().opened.notify_all();
}

}  // namespace jongtable::server
