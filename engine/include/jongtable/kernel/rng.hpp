#pragma once
// The engine's only source of chance: a named, seeded generator (xoshiro256**,
// seeded through splitmix64) and our own Fisher-Yates shuffle. std::shuffle and the
// standard distributions differ between library versions, which would break replays.

#include <array>
#include <cstdint>
#include <span>
#include <utility>

namespace jongtable::kernel {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0);
  [[nodiscard]] std::uint64_t next();
  // Uniform in [0, bound), without modulo bias. bound > 0.
  [[nodiscard]] std::uint64_t below(std::uint64_t bound);
  [[nodiscard]] const std::array<std::uint64_t, 4>& state() const { return state_; }
  friend bool operator==(const Rng&, const Rng&) = default;

 private:
  std::array<std::uint64_t, 4> state_{};
};

template <typename T>
void shuffle(std::span<T> items, Rng& rng) {
  for (std::size_t i = items.size(); i > 1; --i) {
    const auto j = static_cast<std::size_t>(rng.below(i));
    std::swap(items[i - 1], items[j]);
  }
}

}  // namespace jongtable::kernel
