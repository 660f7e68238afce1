#pragma once
// Events: what happened, in the past tense, each addressed to an audience so that no seat
// ever learns a card it may not see.

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <variant>

#include "jongtable/chinese/state.hpp"
#include "jongtable/kernel/audience.hpp"
#include "jongtable/kernel/event.hpp"

namespace jongtable::chinese {

struct GameStarted {
  Seat first_east{};
  int hands = 0;
};
struct HandStarted {
  int hand = 0;
  Seat east{};
  int wall = 0;
};
struct HandDealt {  // private to the seat dealt
  Seat seat{};
  Hand cards;
};
struct FlowerLaidDown {  // a bonus card is public the moment it is laid down
  Seat seat{};
  CardId flower{};
};
struct CardDrawn {  // the card is only set in the copy addressed to the drawer
  Seat seat{};
  std::optional<CardId> card;
  int wall = 0;
  bool replacement = false;  // for a Flower laid down
};
struct TurnStarted {
  Seat seat{};
  std::uint32_t decision = 0;
  Millis deadline = 0;  // 0 = no turn clock
  bool drew = false;
};
struct CardDiscarded {
  Seat seat{};
  CardId card{};
  std::uint32_t window = 0;
  Millis closes_at = 0;
  bool by_turn_clock = false;
};
// Told only to the seat that answered: the table learns the outcome at the close, so a
// window never tells who could call.
struct CallReceived {
  Seat seat{};
  std::uint32_t window = 0;
};
struct PassReceived {
  Seat seat{};
  std::uint32_t window = 0;
};
struct WindowClosed {
  std::uint32_t window = 0;
  std::optional<Seat> awarded_to;
};
struct GroupExposed {
  Seat seat{};
  Meld meld;
  bool mah_jongg = false;
};
struct MahJonggDeclared {
  Seat seat{};
  Hand revealed;
  bool by_call = false;
  bool by_turn_clock = false;
};
struct HandEnded {
  // Behind a pointer: a hand's result is many times the size of any other event.
  std::shared_ptr<const HandResult> result;
};
struct GameEnded {
  GameResult result;
};

using EventBody = std::variant<GameStarted, HandStarted, HandDealt, FlowerLaidDown, CardDrawn,
                               TurnStarted, CardDiscarded, CallReceived, PassReceived, WindowClosed,
                               GroupExposed, MahJonggDeclared, HandEnded, GameEnded>;

using Event = kernel::Event<EventBody>;

}  // namespace jongtable::chinese
