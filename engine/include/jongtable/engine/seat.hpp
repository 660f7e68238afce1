#pragma once

#include <cstdint>

namespace jongtable::engine {

// A place at the table, 0..seats-1; play moves to the next seat ("to the right").
enum class Seat : std::uint8_t {};
inline constexpr int kMaxSeats = 4;

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
  [[nodiscard]] constexpr int size() const { return __builtin_popcount(bits_); }
  [[nodiscard]] constexpr std::uint8_t bits() const { return bits_; }
  friend constexpr bool operator==(SeatSet, SeatSet) = default;

 private:
  std::uint8_t bits_ = 0;
};

}  // namespace jongtable::engine
