#pragma once
// Events: what happened at a Boba Mahjong table, each addressed to an audience so that no
// seat learns a card it may not see (hands and the supply's order stay hidden).

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <variant>
#include <vector>

#include "jongtable/boba/state.hpp"
#include "jongtable/kernel/audience.hpp"
#include "jongtable/kernel/event.hpp"

namespace jongtable::boba {

struct GameStarted {
  Seat first{};
  std::array<std::vector<CardId>, kPiles> piles;  // the faceup cards, bottom to top
  int supply = 0;
  int zeros_reshuffled = 0;  // 0s turned up on a pile and shuffled back at setup
};
struct HandDealt {  // only to the seat dealt
  Seat seat{};
  std::vector<CardId> cards;
};
struct TurnStarted {
  Seat seat{};
  std::uint32_t decision = 0;
  Millis deadline = 0;  // 0 = no turn clock
  bool last_turn = false;
};
enum class DrawReason : std::uint8_t { draw, draw_again, empty_hand };
struct SupplyDrawn {  // `cards` is filled only in the copy addressed to the drawer
  Seat seat{};
  std::vector<CardId> cards;
  int count = 0;
  int supply = 0;  // left after the draw
  DrawReason reason = DrawReason::draw;
  bool by_turn_clock = false;
};
struct PileTopTaken {
  Seat seat{};
  int pile = 0;
  CardId card{};
  bool draw_again = false;
};
// Where each of a set's two other cards went: a pile, or out of the game (a 0).
struct PlacedCard {
  CardId card{};
  std::optional<int> pile;  // none: removed from the game
};
struct SetMade {
  Seat seat{};
  std::array<CardId, 3> cards{};  // as given: hand cards, then the pile top if any
  std::optional<int> from_pile;
  CardId kept{};
  std::array<PlacedCard, 2> others{};
  int sets_this_turn = 0;
};
struct SetsEnded {  // the player made no more sets this turn
  Seat seat{};
  int sets = 0;
  bool by_turn_clock = false;
};
struct CardDiscarded {
  Seat seat{};
  CardId card{};
  int pile = 0;
  bool by_turn_clock = false;
};
struct TurnEnded {
  Seat seat{};
};
struct LastTurnCalled {  // the other player takes one more turn, then the game ends
  Seat last{};
  EndTrigger trigger = EndTrigger::supply_empty;
};
struct GameEnded {
  // Behind a pointer: the result is many times the size of any other event.
  std::shared_ptr<const GameResult> result;
};

using EventBody =
    std::variant<GameStarted, HandDealt, TurnStarted, SupplyDrawn, PileTopTaken, SetMade, SetsEnded,
                 CardDiscarded, TurnEnded, LastTurnCalled, GameEnded>;

using Event = kernel::Event<EventBody>;

}  // namespace jongtable::boba
