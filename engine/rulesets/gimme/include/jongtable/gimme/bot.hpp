#pragma once
// The basic bot, also the server's stand-in for an absent player. It decides from its
// own seat's view only (no peeking): the same View a person's client is sent.

#include <cstdint>
#include <optional>

#include "jongtable/gimme/intent.hpp"
#include "jongtable/gimme/view.hpp"

namespace jongtable::gimme {

// How keen a bot is on calls. `keen` (the basic bot, which the server also seats for
// "strong") takes every call that helps; `friendly` plays like a kind person at a table of
// people: it always takes a call that wins, but of the others only about half (its seed
// picks which), never one that spends a Joker, and
// it steals a Joker only now and then.
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
  // The intent this seat plays now, or nothing when it has nothing to do. Declares
  // Mahjong when it can, calls Gimme when the set helps, Joker-steals when it can,
  // drops its least useful tile, and answers every window it may (so tables of bots
  // never wait for a window's full length).
  [[nodiscard]] std::optional<Intent> decide(const View& view);
  [[nodiscard]] const CallTally& calls() const { return calls_; }

 private:
  [[nodiscard]] TileId least_useful(const View& view) const;
  [[nodiscard]] bool in_the_mood(std::uint64_t situation) const;
  std::uint64_t seed_;
  Manner manner_;
  CallTally calls_;
};

}  // namespace jongtable::gimme
