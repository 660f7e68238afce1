#include "jongtable/kernel/rng.hpp"

namespace jongtable::kernel {
namespace {

std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

constexpr std::uint64_t rotl(std::uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}

}  // namespace

Rng::Rng(std::uint64_t seed) {
  for (auto& word : state_) word = splitmix64(seed);
}

std::uint64_t Rng::next() {
  // xoshiro256** (Blackman and Vigna), written out so its sequence never changes.
  const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
  const std::uint64_t t = state_[1] << 17;
  state_[2] ^= state_[0];
  state_[3] ^= state_[1];
  state_[1] ^= state_[2];
  state_[0] ^= state_[3];
  state_[2] ^= t;
  state_[3] = rotl(state_[3], 45);
  return result;
}

std::uint64_t Rng::below(std::uint64_t bound) {
  // Rejection sampling: draws from the largest multiple of `bound` keep it unbiased.
  // That limit is above 2^64 - 1 - bound, so a draw below that needs no division to
  // know it is kept (every shuffle asks this once per card).
  constexpr std::uint64_t kMax = ~std::uint64_t{0};
  std::uint64_t x = next();
  if (x > kMax - bound) {
    const std::uint64_t limit = kMax - (kMax % bound);
    while (x >= limit) x = next();
  }
  return x % bound;
}

}  // namespace jongtable::kernel
