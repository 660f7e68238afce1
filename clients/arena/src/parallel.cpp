#include "parallel.hpp"

#include <time.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace jongtable::arena {
namespace {

// CPU time of the calling thread: a worker's share of the machine, whoever else runs.
[[nodiscard]] double thread_cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) / 1e9;
}

}  // namespace

Timing play_in_parallel(int games, unsigned threads, const std::function<void(int)>& play,
                        const std::function<void(int)>& progress) {
  Timing timing;
  timing.threads = threads ? threads : std::max(1u, std::thread::hardware_concurrency());
  std::atomic<int> next{0};
  int done = 0;  // guarded by `mutex`
  std::mutex mutex;
  std::condition_variable finished_one;

  const auto started = std::chrono::steady_clock::now();
  const auto worker = [&] {
    const double cpu_start = thread_cpu_seconds();
    for (int g = next++; g < games; g = next++) {
      play(g);
      {
        const std::lock_guard lock(mutex);
        ++done;
      }
      finished_one.notify_one();
    }
    const double used = thread_cpu_seconds() - cpu_start;
    const std::lock_guard lock(mutex);
    timing.cpu_seconds += used;
  };
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < timing.threads; ++t) pool.emplace_back(worker);
  {
    std::unique_lock lock(mutex);
    while (done < games) {
      // Redraw at most ten times a second, and at the end.
      finished_one.wait_for(lock, std::chrono::milliseconds(100));
      const int now_done = done;
      lock.unlock();
      progress(now_done);
      lock.lock();
    }
  }
  for (auto& t : pool) t.join();
  timing.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return timing;
}

}  // namespace jongtable::arena
