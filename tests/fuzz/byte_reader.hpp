#pragma once
// Reads a fuzz input front to back as small choices. Past the end every read is zero,
// so any byte string is a complete, valid script (libFuzzer mutates freely).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace jongtable::fuzz {

class ByteReader {
 public:
  ByteReader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

  [[nodiscard]] bool empty() const { return pos_ >= size_; }

  template <typename T>
  [[nodiscard]] T take() {
    static_assert(std::is_integral_v<T>);
    T value{};
    const std::size_t n = pos_ < size_ ? std::min(sizeof(T), size_ - pos_) : 0;
    if (n > 0) std::memcpy(&value, data_ + pos_, n);
    pos_ += sizeof(T);
    return value;
  }

  // A choice among `count` options (count > 0), one byte's worth.
  [[nodiscard]] int below(int count) { return static_cast<int>(take<std::uint8_t>()) % count; }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

}  // namespace jongtable::fuzz
