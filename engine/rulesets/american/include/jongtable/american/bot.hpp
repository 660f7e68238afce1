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

// How keen a bot is on calls. `keen` (the basic bot, which the server also seats for
// "strong") takes every call that helps; `friendly` plays like a kind person at a table of
// people: it always takes a call that wins, but of the others only about half (its seed
// picks which).
enum class Manner : std::uint8_t { keen, friendly };

// Calls the bot could have made (windows it answered with a call on offer) and made.
struct CallTally {
  int chances = 0;
  int taken = 0;
};

class BasicBot {
 public:
  explicit BasicBot(std::uint64_t seed, Manner manner = Manner::keen)
      : seed_(seed), manner_(manner) {}
  [[nodiscard]] std::optional<Intent> decide(const View& view);
  [[nodiscard]] const CallTally& calls() const { return calls_; }

 private:
  [[nodiscard]] bool in_the_mood(std::uint32_t window) const;
  std::uint64_t seed_;
  Manner manner_;
  CallTally calls_;
};

}  // namespace jongtable::american
