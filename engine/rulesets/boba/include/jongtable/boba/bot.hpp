#pragma once
// A basic greedy player for Boba Mahjong, deciding from its own seat's view only (no
// peeking): the same View a person's client is sent.

#include <cstdint>
#include <optional>

#include "jongtable/boba/intent.hpp"
#include "jongtable/boba/view.hpp"
#include "jongtable/kernel/rng.hpp"

namespace jongtable::boba {

// Makes the set whose kept card raises its best six the most (while it has sets to make),
// otherwise draws from the supply; draws again when it can make no set and holds fewer
// than seven; at the hand limit discards the card that goes with the fewest others.
class BasicBot {
 public:
  // `seed` feeds the bot's own choices (ties, piles), never the table's.
  explicit BasicBot(std::uint64_t seed);
  // The intent for this seat now, or nothing when the view offers it nothing to do.
  [[nodiscard]] std::optional<Intent> decide(const View& view);

 private:
  kernel::Rng rng_;
};

}  // namespace jongtable::boba
