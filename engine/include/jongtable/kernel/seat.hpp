#pragma once

#include <cstdint>

namespace jongtable::kernel {

// A place at the table, 0..seats-1; play moves to the next seat ("to the right").
enum class Seat : std::uint8_t {};
// The most seats any game has (Chinese Mah Jongg for six); each game has its own bound.
inline constexpr int kMaxSeats = 6;

[[nodiscard]] constexpr int index(Seat seat) {
  return static_cast<int>(seat);
}
[[nodiscard]] constexpr Seat seat_after(Seat seat, int seats) {
  return Seat((index(seat) + 1) % seats);
}

// A set of seats as a bit mask: who is dealt into a round, who has answered a window.
class SeatSet {
 public:
  constexpr SeatSet() = default;
  [[nodiscard]] static constexpr SeatSet first(int seats) {
    SeatSet s;
    s.bits_ = static_cast<std::uint8_t>((1u << seats) - 1);
    return s;
  }
  [[nodiscard]] constexpr bool contains(Seat seat) const { return (bits_ >> index(seat)) & 1u; }
  constexpr void insert(Seat seat) {
    bits_ = static_cast<std::uint8_t>(bits_ | (1u << index(seat)));
  }
  // Counted by hand: without a popcount instruction in the target, the builtin is a call
  // into the compiler's runtime, and every answer to a claim window asks this.
  [[nodiscard]] constexpr int size() const {
    unsigned n = bits_;
    n = (n & 0x55u) + ((n >> 1) & 0x55u);
    n = (n & 0x33u) + ((n >> 2) & 0x33u);
    return static_cast<int>((n & 0x0fu) + (n >> 4));
  }
  [[nodiscard]] constexpr std::uint8_t bits() const { return bits_; }
  [[nodiscard]] constexpr bool empty() const { return bits_ == 0; }
  constexpr void erase(Seat seat) {
    bits_ = static_cast<std::uint8_t>(bits_ & ~(1u << index(seat)));
  }
  // These seats less `others`.
  [[nodiscard]] constexpr SeatSet without(SeatSet others) const {
    SeatSet s;
    s.bits_ = static_cast<std::uint8_t>(bits_ & ~others.bits_);
    return s;
  }
  [[nodiscard]] constexpr SeatSet without(Seat seat) const {
    SeatSet s = *this;
    s.erase(seat);
    return s;
  }

  // Walks the seats in the set from the lowest.
  class Iterator {
   public:
    constexpr explicit Iterator(std::uint8_t rest) : rest_(rest) {}
    [[nodiscard]] constexpr Seat operator*() const {
      int n = 0;
      while (((rest_ >> n) & 1u) == 0) ++n;
      return Seat(static_cast<std::uint8_t>(n));
    }
    constexpr Iterator& operator++() {
      rest_ = static_cast<std::uint8_t>(rest_ & (rest_ - 1));  // drops the lowest seat
      return *this;
    }
    friend constexpr bool operator==(Iterator, Iterator) = default;

   private:
    std::uint8_t rest_;
  };
  [[nodiscard]] constexpr Iterator begin() const { return Iterator(bits_); }
  [[nodiscard]] constexpr Iterator end() const { return Iterator(0); }
  friend constexpr bool operator==(SeatSet, SeatSet) = default;

 private:
  std::uint8_t bits_ = 0;
};

}  // namespace jongtable::kernel
