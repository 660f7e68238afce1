#pragma once
// The basic bot, also the server's stand-in for an absent player. It decides from its own
// seat's view only: the same View a person's client is sent.

#include <cstdint>
#include <optional>

#include "jongtable/chinese/intent.hpp"
#include "jongtable/chinese/view.hpp"

namespace jongtable::chinese {

class BasicBot {
 public:
  explicit BasicBot(std::uint64_t seed) : seed_(seed) {}
  // Declares mah jongg when it can, calls pungs, kongs and chows that help, answers every
  // window at once, and discards its most isolated card.
  [[nodiscard]] std::optional<Intent> decide(const View& view);

 private:
  [[nodiscard]] CardId most_isolated(const View& view) const;
  std::uint64_t seed_;
};

}  // namespace jongtable::chinese
