#pragma once
// Intents: what a seat (or the host's turn clock) asks of a Boba Mahjong table.

#include <array>
#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

#include "jongtable/boba/card.hpp"
#include "jongtable/kernel/effect.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::boba {

// From the host, when both players are seated.
struct StartGame {};

// Step 1, or step 2's "draw again": two cards from the supply (what it has, if fewer)...
struct DrawSupply {
  kernel::Seat seat{};
};
// ...or the top card of one mixing pile (0..2).
struct TakePileTop {
  kernel::Seat seat{};
  int pile = 0;
};

// Where one of a set's two other cards goes. A 0 leaves the game whatever pile is named.
struct Placement {
  CardId card{};
  int pile = 0;
  friend bool operator==(const Placement&, const Placement&) = default;
};
// Step 2: a set of two or three hand cards, with the top of `pile` as the third when
// two. `keep` becomes a score card; `others` go on piles in the order listed (the second
// lands on top when both name one pile).
struct MakeSet {
  kernel::Seat seat{};
  std::vector<CardId> cards;  // from hand: 3, or 2 with `pile`
  std::optional<int> pile;
  CardId keep{};
  std::array<Placement, 2> others{};
};
// Step 2: no (more) sets this turn.
struct EndSets {
  kernel::Seat seat{};
};
// Step 3: one card down towards seven. `pile` may be left out while a pile is empty
// (the card must go to the lowest-numbered empty pile then).
struct Discard {
  kernel::Seat seat{};
  CardId card{};
  std::optional<int> pile;
};

// From the host's turn clock, carrying the id of the turn it was started for.
struct TurnClockExpired {
  std::uint32_t decision = 0;
};

using Intent =
    std::variant<StartGame, DrawSupply, TakePileTop, MakeSet, EndSets, Discard, TurnClockExpired>;

// The intent a host applies when one of the engine's timers fires (Boba starts only the
// turn clock; any other kind yields a TurnClockExpired that will be refused as stale).
[[nodiscard]] Intent timer_intent(kernel::TimerKind kind, std::uint32_t id);

}  // namespace jongtable::boba
