#pragma once
// The basic bot, also the server's stand-in for an absent player. It decides from its own
// seat's view only: the same View a person's client is sent.

#include <cstdint>
#include <optional>

#include "jongtable/chinese/intent.hpp"
#include "jongtable/chinese/view.hpp"

namespace jongtable::chinese {

// How keen a bot is on calls. `keen` (the basic bot, which the server also seats for
// "strong") takes every call that helps; `friendly` plays like a kind person at a table of
// people: it always takes a call that wins, but of the others only about half (its seed
// picks which); it calls
// a chow only to go mah jongg.
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
  // Declares mah jongg when it can, calls pungs, kongs and chows that help, answers every
  // window at once, and discards its most isolated card.
  [[nodiscard]] std::optional<Intent> decide(const View& view);
  [[nodiscard]] const CallTally& calls() const { return calls_; }

 private:
  [[nodiscard]] CardId most_isolated(const View& view) const;
  std::uint64_t seed_;
  Manner manner_;
  CallTally calls_;
};

}  // namespace jongtable::chinese
