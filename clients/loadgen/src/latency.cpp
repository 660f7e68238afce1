#include "latency.hpp"

#include <algorithm>
#include <cmath>

namespace jongtable::loadgen {

double Samples::percentile_ms(double p) {
  if (values_.empty()) return 0;
  if (!sorted_) {
    std::sort(values_.begin(), values_.end());
    sorted_ = true;
  }
  // Nearest rank: the smallest value with at least p% of the samples at or below it.
  const auto rank =
      static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(values_.size())));
  const std::size_t index = std::min(values_.size() - 1, rank == 0 ? 0 : rank - 1);
  return static_cast<double>(values_[index]) / 1000.0;
}

}  // namespace jongtable::loadgen
