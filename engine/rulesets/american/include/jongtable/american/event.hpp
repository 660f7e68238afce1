#pragma once
// Events, in the past tense, each addressed so that no seat learns a card it may not
// see: a Charleston pass is told to its giver and its receiver only.

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <variant>
#include <vector>

#include "jongtable/american/state.hpp"
#include "jongtable/kernel/audience.hpp"
#include "jongtable/kernel/event.hpp"

namespace jongtable::american {

struct GameStarted {
  Seat east{};
  int rounds = 0;
};
struct RoundStarted {
  int round = 0;
  Seat east{};
  int wall = 0;
};
struct HandDealt {  // to the seat dealt
  Seat seat{};
  std::vector<CardId> cards;
};
struct SealedStepStarted {  // a pass, the vote or the courtesy offer
  Phase phase{};
  int charleston = 0;
  Direction direction{};
  bool blind_allowed = false;
  std::uint32_t decision = 0;
  Millis deadline = 0;
};
struct ChoiceSealed {  // that a seat has chosen, never what
  Seat seat{};
};
struct CardsPassed {  // to the giver: its own cards, and how many went unseen
  Seat from{};
  Seat to{};
  std::vector<CardId> own;
  int blind = 0;
};
struct CardsReceived {  // to the receiver: the cards it took in (blind ones stay unseen)
  Seat from{};
  Seat to{};
  std::vector<CardId> cards;
  int forwarded = 0;  // arrived and went on blind
};
struct PassCompleted {
  int charleston = 0;
  Direction direction{};
};
struct VoteResolved {
  bool dance_again = false;
};
struct CourtesyExchanged {  // how many cards crossed between each pair
  std::array<int, kMaxPlayers> count{};
};
struct CardDrawn {  // the card only in the drawer's copy
  Seat seat{};
  std::optional<CardId> card;
  int wall = 0;
};
struct TurnStarted {
  Seat seat{};
  std::uint32_t decision = 0;
  Millis deadline = 0;
  bool drew = false;
};
struct Discarded {
  Seat seat{};
  CardId card{};
  std::uint32_t window = 0;  // 0: a Joker, never called, no window
  Millis closes_at = 0;
  bool by_turn_clock = false;
};
struct CallMade {  // someone called; what and who gets it is told at the close
  Seat seat{};
  std::uint32_t window = 0;
};
struct CallPassed {  // to the passer
  Seat seat{};
  std::uint32_t window = 0;
};
struct WindowClosed {
  std::uint32_t window = 0;
  std::optional<Seat> awarded_to;
  bool mah_jongg = false;
};
struct GroupExposed {
  Seat seat{};
  Seat from{};
  ExposedGroup group;
};
struct JokerExchanged {
  Seat seat{};
  CardId card{};
  Seat owner{};
  int group = 0;
  CardId joker{};
};
struct HandWentDead {  // a false mah jongg: the cards stay concealed
  Seat seat{};
};
struct MahJonggDeclared {
  Seat seat{};
  std::vector<CardId> revealed;
  Win win;
};
struct RoundEnded {
  std::shared_ptr<const RoundResult> result;
};
struct GameEnded {
  GameResult result;
};

using EventBody =
    std::variant<GameStarted, RoundStarted, HandDealt, SealedStepStarted, ChoiceSealed, CardsPassed,
                 CardsReceived, PassCompleted, VoteResolved, CourtesyExchanged, CardDrawn,
                 TurnStarted, Discarded, CallMade, CallPassed, WindowClosed, GroupExposed,
                 JokerExchanged, HandWentDead, MahJonggDeclared, RoundEnded, GameEnded>;

using Event = kernel::Event<EventBody>;

}  // namespace jongtable::american
