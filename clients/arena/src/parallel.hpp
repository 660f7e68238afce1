#pragma once
// Plays numbered games on worker threads, each taking the next number, and reports the
// wall-clock and the workers' CPU time. What a game does depends only on its number.

#include <functional>

namespace jongtable::arena {

struct Timing {
  double seconds = 0;      // wall clock
  double cpu_seconds = 0;  // summed over the workers: what a busy shared machine can't inflate
  unsigned threads = 1;
};

// Calls play(g) for g in [0, games) on `threads` workers (0: one per core);
// `progress(done)` is called from the calling thread now and then while they play.
[[nodiscard]] Timing play_in_parallel(int games, unsigned threads,
                                      const std::function<void(int)>& play,
                                      const std::function<void(int)>& progress);

}  // namespace jongtable::arena
