#pragma once
// Intents: what a seat (or the host's timers) asks of the table. Named as commands.

#include <cstdint>
#include <variant>
#include <vector>

#include "jongtable/chinese/card.hpp"
#include "jongtable/chinese/scoring.hpp"
#include "jongtable/kernel/effect.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::chinese {

struct StartGame {};

struct Discard {
  kernel::Seat seat{};
  CardId card{};
};
// On one's own turn: the cards held make a winning hand.
struct DeclareMahJongg {
  kernel::Seat seat{};
};
// A call for the open discard, naming the group and the cards from the hand that make it
// with the discard. `mah_jongg`: the call completes a winning hand (a pair may be called
// only so).
struct Call {
  kernel::Seat seat{};
  std::uint32_t window = 0;
  GroupType type{};
  std::vector<CardId> cards;
  bool mah_jongg = false;
};
struct Pass {
  kernel::Seat seat{};
  std::uint32_t window = 0;
};

// From the host's timers, carrying the id the engine gave.
struct WindowExpired {
  std::uint32_t window = 0;
};
struct TurnClockExpired {
  std::uint32_t decision = 0;
};
struct BeginNextHand {
  int hand = 0;  // the hand that just ended
};

using Intent = std::variant<StartGame, Discard, DeclareMahJongg, Call, Pass, WindowExpired,
                            TurnClockExpired, BeginNextHand>;

[[nodiscard]] Intent timer_intent(kernel::TimerKind kind, std::uint32_t id);

}  // namespace jongtable::chinese
