#pragma once
// Events: what happened at a Pairs table, in the past tense, each addressed to an
// audience so that no seat learns a card it may not see.

#include <cstdint>
#include <memory>
#include <optional>
#include <variant>
#include <vector>

#include "jongtable/kernel/audience.hpp"
#include "jongtable/kernel/event.hpp"
#include "jongtable/pairs/state.hpp"

namespace jongtable::pairs {

struct GameStarted {
  Seat dealer{};
  int rounds = 0;
};
struct RoundStarted {
  int round = 0;
  Seat dealer{};
  int pile = 0;
};
struct HandDealt {  // only to the seat dealt
  Seat seat{};
  std::vector<CardId> cards;
};
struct TurnStarted {
  Seat seat{};
  std::uint32_t decision = 0;
  Millis deadline = 0;  // 0 = no turn clock
};
struct CardDrawn {  // the card is only set in the copy addressed to the drawer
  Seat seat{};
  std::optional<CardId> card;
  int pile = 0;  // left after the draw
  bool by_turn_clock = false;
};
struct CardDiscarded {
  Seat seat{};
  CardId card{};
  std::uint32_t window = 0;
  Millis closes_at = 0;
  bool by_turn_clock = false;
};
struct ClaimMade {  // someone claimed; whether it is theirs is told at the close
  Seat seat{};
  std::uint32_t window = 0;
};
struct ClaimPassed {  // told to the passer only
  Seat seat{};
  std::uint32_t window = 0;
};
struct WindowClosed {
  std::uint32_t window = 0;
  std::optional<Seat> awarded_to;
};
struct WinDeclared {
  Seat seat{};
  std::vector<CardId> hand;          // the six cards, public from now on
  std::optional<Seat> claimed_from;  // the discarder, when the last card was claimed
};
struct RoundEnded {
  // Behind a pointer, like the other games: the result is the largest event.
  std::shared_ptr<const RoundResult> result;
};
struct GameEnded {
  GameResult result;
};

using EventBody =
    std::variant<GameStarted, RoundStarted, HandDealt, TurnStarted, CardDrawn, CardDiscarded,
                 ClaimMade, ClaimPassed, WindowClosed, WinDeclared, RoundEnded, GameEnded>;

using Event = kernel::Event<EventBody>;

}  // namespace jongtable::pairs
