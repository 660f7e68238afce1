#pragma once
// The Wilson score interval for a win rate: honest even for few games or rates near 0/1.

#include <cmath>

namespace jongtable::arena {

struct Interval {
  double low = 0;
  double high = 0;
};

// 95% interval (z = 1.96) for `wins` successes out of `games`.
[[nodiscard]] inline Interval wilson_interval(long wins, long games, double z = 1.959964) {
  if (games <= 0) return {0, 1};
  const double n = static_cast<double>(games);
  const double p = static_cast<double>(wins) / n;
  const double z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

}  // namespace jongtable::arena
