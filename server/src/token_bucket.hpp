#pragma once
// A rate limit (per connection, or per address for failed joins): `burst` messages at once,
// refilled at `rate` per second.

#include <algorithm>

#include "jongtable/nymj/settings.hpp"

namespace jongtable::server {

class TokenBucket {
 public:
  TokenBucket(double rate_per_second, double burst)
      : rate_(rate_per_second), burst_(burst), tokens_(burst) {}

  // Takes one token at time `now` (ms), or says no.
  [[nodiscard]] bool take(kernel::Millis now) {
    refill(now);
    if (tokens_ < 1.0) return false;
    tokens_ -= 1.0;
    return true;
  }
  // Whether a token is there at `now`, taking none.
  [[nodiscard]] bool has_token(kernel::Millis now) {
    refill(now);
    return tokens_ >= 1.0;
  }
  // Whether the bucket is full again at `now` (nothing left to remember).
  [[nodiscard]] bool full(kernel::Millis now) {
    refill(now);
    return tokens_ >= burst_;
  }

 private:
  void refill(kernel::Millis now) {
    if (last_ != 0)
      tokens_ = std::min(burst_, tokens_ + static_cast<double>(now - last_) * rate_ / 1000.0);
    last_ = now;
  }

 public:
 private:
  double rate_;
  double burst_;
  double tokens_;
  kernel::Millis last_ = 0;
};

}  // namespace jongtable::server
