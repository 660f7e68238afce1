#pragma once
// Events: what happened, in the past tense, each addressed to an audience so that no
// seat ever learns a tile it may not see.

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <variant>

#include "jongtable/gimme/state.hpp"
#include "jongtable/kernel/audience.hpp"
#include "jongtable/kernel/event.hpp"

namespace jongtable::gimme {

struct GameStarted {
  Seat first_player{};
  int rounds = 0;
};
struct RoundStarted {
  int round = 0;
  Seat first_player{};
  int pool = 0;
};
struct HandDealt {  // private to the seat dealt
  Seat seat{};
  Hand tiles;
};
struct TileDrawn {  // the tile is only set in the copy addressed to the drawer
  Seat seat{};
  std::optional<TileId> tile;
  int pool = 0;
};
struct TurnStarted {
  Seat seat{};
  std::uint32_t decision = 0;
  Millis deadline = 0;  // 0 = no turn clock
  bool drew = false;    // false: the turn follows a Gimme (no Joker Steal)
};
struct JokerStolen {
  Seat seat{};
  TileId tile{};  // the natural tile now in the set
  Seat owner{};
  int set = 0;
  TileId joker{};  // now in the thief's hand
};
struct TileDropped {
  Seat seat{};
  TileId tile{};
  std::uint32_t window = 0;
  Millis closes_at = 0;
  bool by_turn_clock = false;
};
struct GimmeCalled {  // someone called; which tiles, and who gets the drop, is told at the close
  Seat seat{};
  std::uint32_t window = 0;
};
struct GimmePassed {  // told to the passer only
  Seat seat{};
  std::uint32_t window = 0;
};
struct WindowClosed {
  std::uint32_t window = 0;
  std::optional<Seat> awarded_to;
};
struct SetLaidDown {
  Seat seat{};
  Seat from{};  // the dropper
  GimmeSet set;
};
struct MahjongDeclared {
  Seat seat{};
  Hand revealed;  // the concealed tiles, public from now on
  Score score;
  bool by_turn_clock = false;
};
struct RoundEnded {
  // Behind a pointer: a round's result is many times the size of any other event, and a
  // variant is as large as its largest kind.
  std::shared_ptr<const RoundResult> result;
};
struct GameEnded {
  GameResult result;
};

using EventBody = std::variant<GameStarted, RoundStarted, HandDealt, TileDrawn, TurnStarted,
                               JokerStolen, TileDropped, GimmeCalled, GimmePassed, WindowClosed,
                               SetLaidDown, MahjongDeclared, RoundEnded, GameEnded>;

using Event = kernel::Event<EventBody>;

}  // namespace jongtable::gimme
