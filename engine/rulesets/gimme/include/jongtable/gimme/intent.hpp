#pragma once
// Intents: what a seat (or the host's timers) asks of the table. Named as commands.

#include <cstdint>
#include <variant>
#include <vector>

#include "jongtable/gimme/tile.hpp"
#include "jongtable/kernel/effect.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::gimme {

// From the host, when the table's players are seated and the host presses start.
struct StartGame {};

// From a seat.
struct Drop {
  kernel::Seat seat{};
  TileId tile{};
};
struct Gimme {
  kernel::Seat seat{};
  std::uint32_t window = 0;   // the window the caller saw
  std::vector<TileId> tiles;  // 1-3 concealed tiles making a set with the drop
};
struct Pass {
  kernel::Seat seat{};
  std::uint32_t window = 0;
};
struct JokerSteal {
  kernel::Seat seat{};
  TileId tile{};         // a concealed natural tile
  kernel::Seat owner{};  // whose exposed set holds the Joker (the thief's own is allowed)
  int set = 0;           // index in the owner's exposed sets
};
struct DeclareMahjong {
  kernel::Seat seat{};
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

using Intent = std::variant<StartGame, Drop, Gimme, Pass, JokerSteal, DeclareMahjong, WindowExpired,
                            TurnClockExpired, BeginNextRound>;

// The intent a fired timer of `kind` carrying `id` stands for.
[[nodiscard]] Intent timer_intent(kernel::TimerKind kind, std::uint32_t id);

}  // namespace jongtable::gimme
