#pragma once
// Intents: what a seat (or the host's timers) asks of the table. Named as commands.

#include <cstdint>
#include <variant>

#include "jongtable/kernel/seat.hpp"
#include "jongtable/nymj/card.hpp"
#include "jongtable/nymj/kernel_names.hpp"
#include "jongtable/nymj/settings.hpp"

namespace jongtable::nymj {

// From the host, when the table's players are seated and the host presses start.
struct StartGame {};

// From a seat.
struct Discard {
  Seat seat{};
  CardId card{};
};
struct DeclareWin {
  Seat seat{};
};
struct Steal {
  Seat seat{};
  std::uint32_t window = 0;    // the claim window the claimant saw
  Millis one_way_latency = 0;  // the host's estimate (half the smoothed ping RTT)
};
struct Pass {
  Seat seat{};
  std::uint32_t window = 0;
};
struct ExposeSet {
  Seat seat{};
  CardId first{};  // two concealed cards that make a set with the stolen card
  CardId second{};
};

// From the host's timers, carrying the id the engine gave when it asked for them.
struct ClaimWindowExpired {
  std::uint32_t window = 0;
};
struct TurnClockExpired {
  std::uint32_t decision = 0;
};
struct BeginNextRound {
  int round = 0;  // the round that just ended
};

using Intent = std::variant<StartGame, Discard, DeclareWin, Steal, Pass, ExposeSet,
                            ClaimWindowExpired, TurnClockExpired, BeginNextRound>;

}  // namespace jongtable::nymj
