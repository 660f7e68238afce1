#pragma once
// A one-line progress bar redrawn in place on stderr.

#include <cstdio>

namespace jongtable::arena {

class ProgressBar {
 public:
  ProgressBar(int total, bool enabled) : total_(total), enabled_(enabled) {}

  void show(int done) {
    // Redraw only when the whole percentage moves: at most about a hundred lines.
    const int percent = total_ > 0 ? done * 100 / total_ : 100;
    if (!enabled_ || percent == last_) return;
    last_ = percent;
    constexpr int kWidth = 40;
    const int filled = total_ > 0 ? done * kWidth / total_ : kWidth;
    char bar[kWidth + 1];
    for (int i = 0; i < kWidth; ++i) bar[i] = i < filled ? '#' : '.';
    bar[kWidth] = '\0';
    std::fprintf(stderr, "\r[%s] %d/%d games", bar, done, total_);
    if (done >= total_) std::fputc('\n', stderr);
    std::fflush(stderr);
  }

 private:
  int total_;
  bool enabled_;
  int last_ = -1;
};

}  // namespace jongtable::arena
