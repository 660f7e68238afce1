#pragma once
// Seeds derived from seeds: splitmix64's finaliser, which spreads a small change of input
// over every bit. Every game's bots use these, so a stand-in bot on the server and the
// same bot in a match loop draw the same whims from the same table seed.

#include <cstdint>

namespace jongtable::kernel {

// A key for a bot's own tie-breaks and whims: one per (seed, situation), never the table's.
[[nodiscard]] constexpr std::uint64_t tie_key(std::uint64_t seed, std::uint64_t situation) {
  std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (situation + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// The seed of the bot in `seat` of a table seeded `table_seed`. `salt` tells games apart
// (a game keeps the one its stored games were played with). Two rounds of the finaliser
// only: that is what the games shipped with, and their replays depend on it.
[[nodiscard]] constexpr std::uint64_t seat_seed(std::uint64_t table_seed, int seat,
                                                std::uint64_t salt) {
  std::uint64_t z = table_seed ^ (salt * static_cast<std::uint64_t>(seat + 1));
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  return z ^ (z >> 31);
}

// The salts the games use with seat_seed.
inline constexpr std::uint64_t kSeatSaltSha256 = 0x6a09e667f3bcc909ULL;  // SHA-256's first word
inline constexpr std::uint64_t kSeatSaltGolden = 0x9e3779b97f4a7c15ULL;  // 2^64 / golden ratio

}  // namespace jongtable::kernel
