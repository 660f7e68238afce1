#pragma once
// The digest every ruleset's state_hash() folds its fields into, stable across runs and
// builds, so a restored or replayed table can be compared with the original.
// Word-at-a-time multiply-xorshift: a change detector, not a cryptographic hash. Changing
// a single step here changes every stored game's hashes.
//
// A ruleset derives `class Digest : public kernel::StateHasher<Digest>`, adds `using
// StateHasher::add;` and an add() for each of its own types; lists, arrays and optionals
// reach those through `Self`.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>

#include "jongtable/kernel/seat.hpp"

namespace jongtable::kernel {

// A list that counts: a vector or a fixed-capacity list. Its length is part of the digest.
template <typename List>
concept CountedList = requires(const List& list) {
  list.size();
  list.begin();
  list.end();
};

template <typename Self>
class StateHasher {
 public:
  template <typename T>
  requires std::is_integral_v<T> || std::is_enum_v<T>
  void add(T value) {
    hash_ ^= static_cast<std::uint64_t>(value);
    hash_ *= 0x9e3779b97f4a7c15ULL;
    hash_ ^= hash_ >> 32;
  }
  void add(SeatSet set) { add(set.bits()); }
  // A fixed number of items: no length.
  template <typename T, std::size_t N>
  void add(const std::array<T, N>& items) {
    for (const auto& item : items) self().add(item);
  }
  template <CountedList List>
  void add(const List& items) {
    add(items.size());
    for (const auto& item : items) self().add(item);
  }
  template <typename T>
  void add(const std::optional<T>& item) {
    add(item.has_value());
    if (item) self().add(*item);
  }

  [[nodiscard]] std::uint64_t value() const { return hash_; }

 private:
  [[nodiscard]] Self& self() { return static_cast<Self&>(*this); }

  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

}  // namespace jongtable::kernel
