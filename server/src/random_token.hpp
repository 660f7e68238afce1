#pragma once
// Randomness from the operating system (getrandom), never from the time.

#include <cstdint>
#include <string>

namespace jongtable::server {

[[nodiscard]] std::uint64_t random_u64();
// `bytes` random bytes as lowercase hex (16 bytes = a 128-bit resume token).
[[nodiscard]] std::string random_hex(std::size_t bytes);
// A short join code of unambiguous capitals and digits.
[[nodiscard]] std::string random_code(std::size_t length);

}  // namespace jongtable::server
