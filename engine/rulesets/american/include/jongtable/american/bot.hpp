#pragma once
// The basic bot, also the clock's stand-in for an absent player. It decides from its own
// seat's view only: aims at the nearest hands, passes and discards what none of them
// needs, calls and exchanges Jokers when that brings its hand closer.

#include <cstdint>
#include <optional>
#include <vector>

#include "jongtable/american/intent.hpp"
#include "jongtable/american/view.hpp"

namespace jongtable::american {

// The `count` concealed cards the nearest hands need least: first those no near hand
// keeps, then the least kept. Jokers only when `jokers` and nothing else is left.
[[nodiscard]] std::vector<CardId> least_needed_cards(const Card& card,
                                                     const std::vector<CardId>& concealed,
                                                     const std::vector<ExposedGroup>& exposed,
                                                     int count, bool jokers);

class BasicBot {
 public:
  explicit BasicBot(std::uint64_t seed) : seed_(seed) {}
  [[nodiscard]] std::optional<Intent> decide(const View& view);

 private:
  std::uint64_t seed_;
};

}  // namespace jongtable::american
