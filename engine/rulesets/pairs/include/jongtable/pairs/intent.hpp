#pragma once
// Intents: what a seat (or the host's timers) asks of a Pairs table. Named as commands.

#include <cstdint>
#include <variant>

#include "jongtable/kernel/effect.hpp"
#include "jongtable/kernel/seat.hpp"
#include "jongtable/pairs/card.hpp"

namespace jongtable::pairs {

// From the host, when the table's players are seated.
struct StartGame {};

// From a seat.
struct Draw {
  kernel::Seat seat{};
};
struct Discard {
  kernel::Seat seat{};
  CardId card{};
};
struct DeclareWin {
  kernel::Seat seat{};
};
struct Claim {
  kernel::Seat seat{};
  std::uint32_t window = 0;  // the window the claimer saw
};
struct Pass {
  kernel::Seat seat{};
  std::uint32_t window = 0;
};

// From the host's timers, carrying the id the engine gave when it asked for them.
struct WindowExpired {
  std::uint32_t window = 0;
};
struct TurnClockExpired {
  std::uint32_t decision = 0;
};
struct BeginNextRound {
  int round = 0;  // the round that just ended
};

using Intent = std::variant<StartGame, Draw, Discard, DeclareWin, Claim, Pass, WindowExpired,
                            TurnClockExpired, BeginNextRound>;

// The intent a fired timer of `kind` carrying `id` stands for.
[[nodiscard]] Intent timer_intent(kernel::TimerKind kind, std::uint32_t id);

}  // namespace jongtable::pairs
