#pragma once
// The basic bot, also the server's stand-in for an absent player. It decides from its
// own seat's view only (no peeking): the same View a person's client is sent.

#include <cstdint>
#include <optional>

#include "jongtable/gimme/intent.hpp"
#include "jongtable/gimme/view.hpp"

namespace jongtable::gimme {

class BasicBot {
 public:
  explicit BasicBot(std::uint64_t seed) : seed_(seed) {}
  // The intent this seat plays now, or nothing when it has nothing to do. Declares
  // Mahjong when it can, calls Gimme when the set helps, Joker-steals when it can,
  // drops its least useful tile, and answers every window it may (so tables of bots
  // never wait for a window's full length).
  [[nodiscard]] std::optional<Intent> decide(const View& view);

 private:
  [[nodiscard]] TileId least_useful(const View& view) const;
  std::uint64_t seed_;
};

}  // namespace jongtable::gimme
