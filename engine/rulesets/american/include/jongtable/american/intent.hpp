#pragma once
// Intents: what a seat (or the host's timers) asks of the table. Named as commands.

#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

#include "jongtable/american/cards.hpp"
#include "jongtable/kernel/effect.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::american {

struct StartGame {};

// The Charleston (sealed: nobody learns a choice until every seat has made one).
struct PassCards {
  kernel::Seat seat{};
  std::vector<CardId> cards;  // own cards, never a Joker; cards.size() + blind == 3
  int blind = 0;              // 1-2 on the last pass of a Charleston (charleston_extras)
  // The sealed step this answers (the decision its view showed); a pass that arrives
  // after its step is over is refused rather than taken as the next step's.
  std::optional<std::uint32_t> decision;
};
struct VoteDanceAgain {
  kernel::Seat seat{};
  bool yes = false;
  std::optional<std::uint32_t> decision;  // as a pass's
};
struct OfferCourtesy {
  kernel::Seat seat{};
  std::vector<CardId> cards;  // 0-3, no Jokers; the first ones go when the other offers fewer
  std::optional<std::uint32_t> decision;  // as a pass's
};

// Play.
struct Discard {
  kernel::Seat seat{};
  CardId card{};
};
struct Call {
  kernel::Seat seat{};
  std::uint32_t window = 0;
  bool mah_jongg = false;     // the discard completes the hand
  std::vector<CardId> cards;  // otherwise: the 2-5 cards that expose a group with it
};
struct PassCall {
  kernel::Seat seat{};
  std::uint32_t window = 0;
};
struct ExchangeJoker {
  kernel::Seat seat{};
  CardId card{};         // a natural card from the hand
  kernel::Seat owner{};  // whose exposed group holds the Joker (one's own included)
  int group = 0;
};
struct DeclareMahJongg {
  kernel::Seat seat{};
};

// From the host's timers.
struct WindowExpired {
  std::uint32_t window = 0;
};
struct TurnClockExpired {
  std::uint32_t decision = 0;
};
struct BeginNextRound {
  int round = 0;
};

using Intent =
    std::variant<StartGame, PassCards, VoteDanceAgain, OfferCourtesy, Discard, Call, PassCall,
                 ExchangeJoker, DeclareMahJongg, WindowExpired, TurnClockExpired, BeginNextRound>;

[[nodiscard]] Intent timer_intent(kernel::TimerKind kind, std::uint32_t id);

}  // namespace jongtable::american
