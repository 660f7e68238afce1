#pragma once
// A list with its room held inline: hands, sets and piles never touch the heap, so a game's
// State copies in one go and a bot match allocates nothing per step.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>

namespace jongtable::kernel {

template <typename T, std::size_t N>
class FixedList {
  static_assert(N <= 255, "the size is kept in one byte");

 public:
  using value_type = T;
  constexpr FixedList() = default;
  constexpr FixedList(std::initializer_list<T> items) {
    for (const T& item : items) push_back(item);
  }

  // The caller makes sure there is room: every list is sized for the most the rules allow.
  constexpr void push_back(const T& item) { items_[size_++] = item; }
  constexpr void pop_back() { --size_; }
  // Grows with whatever the room held before (the caller overwrites it), or shrinks.
  constexpr void resize(std::size_t size) { size_ = static_cast<std::uint8_t>(size); }
  constexpr void clear() { size_ = 0; }
  // Keeps the list sorted when it was.
  constexpr void insert_sorted(const T& item) {
    std::size_t at = size_;
    while (at > 0 && item < items_[at - 1]) {
      items_[at] = items_[at - 1];
      --at;
    }
    items_[at] = item;
    ++size_;
  }
  constexpr void erase_at(std::size_t i) {
    for (std::size_t k = i + 1; k < size_; ++k) items_[k - 1] = items_[k];
    --size_;
  }
  // Removes the first copy of `item`; false when there is none.
  constexpr bool remove(const T& item) {
    for (std::size_t i = 0; i < size_; ++i) {
      if (items_[i] == item) {
        erase_at(i);
        return true;
      }
    }
    return false;
  }
  [[nodiscard]] constexpr bool contains(const T& item) const {
    return std::find(begin(), end(), item) != end();
  }
  template <typename It>
  constexpr void assign(It first, It last) {
    size_ = 0;
    for (; first != last; ++first) push_back(*first);
  }

  [[nodiscard]] constexpr std::size_t size() const { return size_; }
  [[nodiscard]] static constexpr std::size_t capacity() { return N; }
  [[nodiscard]] constexpr bool empty() const { return size_ == 0; }
  [[nodiscard]] constexpr T& operator[](std::size_t i) { return items_[i]; }
  [[nodiscard]] constexpr const T& operator[](std::size_t i) const { return items_[i]; }
  [[nodiscard]] constexpr T& back() { return items_[size_ - 1]; }
  [[nodiscard]] constexpr const T& back() const { return items_[size_ - 1]; }
  [[nodiscard]] constexpr const T& front() const { return items_[0]; }
  [[nodiscard]] constexpr T* begin() { return items_.data(); }
  [[nodiscard]] constexpr T* end() { return items_.data() + size_; }
  [[nodiscard]] constexpr const T* begin() const { return items_.data(); }
  [[nodiscard]] constexpr const T* end() const { return items_.data() + size_; }

  // Only the items in use count: what lies beyond the end is leftover room.
  friend constexpr bool operator==(const FixedList& a, const FixedList& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  std::array<T, N> items_{};
  std::uint8_t size_ = 0;
};

}  // namespace jongtable::kernel
