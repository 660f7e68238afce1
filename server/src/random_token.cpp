#include "random_token.hpp"

#include <sys/random.h>

#include <array>
#include <cerrno>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace jongtable::server {
namespace {

void fill(unsigned char* data, std::size_t size) {
  std::size_t done = 0;
  while (done < size) {
    const auto got = ::getrandom(data + done, size - done, 0);
    if (got < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error("getrandom failed");
    }
    done += static_cast<std::size_t>(got);
  }
}

}  // namespace

std::uint64_t random_u64() {
  std::array<unsigned char, 8> bytes{};
  fill(bytes.data(), bytes.size());
  std::uint64_t value = 0;
  for (const auto b : bytes) value = (value << 8) | b;
  return value;
}

std::string random_hex(std::size_t count) {
  std::vector<unsigned char> bytes(count);
  fill(bytes.data(), bytes.size());
  static constexpr std::string_view digits = "0123456789abcdef";
  std::string text;
  for (const auto b : bytes) {
    text += digits[b >> 4];
    text += digits[b & 15];
  }
  return text;
}

std::string random_code(std::size_t length) {
  // No 0/O, 1/I/L: codes are read aloud and typed on phones.
  static constexpr std::string_view alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  std::vector<unsigned char> bytes(length);
  fill(bytes.data(), bytes.size());
  std::string code;
  for (const auto b : bytes) code += alphabet[b % alphabet.size()];
  return code;
}

}  // namespace jongtable::server
