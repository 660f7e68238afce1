#pragma once
// Latency samples in microseconds and their percentiles.

#include <cstdint>
#include <vector>

namespace jongtable::loadgen {

class Samples {
 public:
  void add(std::int64_t micros) { values_.push_back(micros); }
  [[nodiscard]] std::size_t count() const { return values_.size(); }
  // The p-th percentile (0 < p <= 100) in milliseconds; 0 when empty.
  [[nodiscard]] double percentile_ms(double p);

 private:
  std::vector<std::int64_t> values_;
  bool sorted_ = false;
};

}  // namespace jongtable::loadgen
