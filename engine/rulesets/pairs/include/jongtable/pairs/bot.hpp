#pragma once
// The basic bot, also a stand-in for an absent player. It decides from its own seat's
// view only (no peeking): the same View a person's client is sent.

#include <cstdint>
#include <optional>

#include "jongtable/pairs/intent.hpp"
#include "jongtable/pairs/view.hpp"

namespace jongtable::pairs {

// Wins when it can, claims every discard that wins, passes every other window at once,
// draws, and discards a card whose face it holds only once (its seed breaks ties).
class BasicBot {
 public:
  explicit BasicBot(std::uint64_t seed) : seed_(seed) {}
  // The intent for this seat now, or nothing when the view offers it nothing to do.
  [[nodiscard]] std::optional<Intent> decide(const View& view) const;

 private:
  std::uint64_t seed_;
};

}  // namespace jongtable::pairs
