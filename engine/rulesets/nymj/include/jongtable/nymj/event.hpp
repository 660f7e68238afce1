#pragma once
// Events: what happened, in the past tense, each addressed to an audience so that no
// seat ever learns a card it may not see.

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <variant>
#include <vector>

#include "jongtable/kernel/audience.hpp"
#include "jongtable/kernel/event.hpp"
#include "jongtable/nymj/kernel_names.hpp"
#include "jongtable/nymj/table.hpp"

namespace jongtable::nymj {

struct GameStarted {
  Seat first_ma{};
};
struct RoundStarted {
  int round = 0;
  Seat ma{};
  SeatSet dealt_in;
  bool tiebreaker = false;
  int draw_pile = 0;
};
struct HandDealt {  // private to the seat dealt
  Seat seat{};
  std::vector<CardId> cards;
};
struct CardDrawn {  // the card is only set in the copy addressed to the drawer
  Seat seat{};
  std::optional<CardId> card;
  int draw_pile = 0;
};
struct DrawPileReshuffled {
  int cards = 0;
};
struct CardDiscarded {
  Seat seat{};
  CardId card{};
  std::uint32_t window = 0;
  Millis closes_at = 0;
  bool by_turn_clock = false;
};
struct ClaimPassed {
  Seat seat{};
  std::uint32_t window = 0;
};
struct StealCalled {  // someone yelled; whether it is valid is told at the close
  Seat seat{};
  std::uint32_t window = 0;
};
struct MistakenSteal {
  Seat seat{};
  int pending_skips = 0;
};
// One claimant's part in a closed window's race. A beaten claim is told only as beaten: a
// set or a win would say what its claimant holds.
enum class ReportedClaim : std::uint8_t { wins, set, beaten, mistaken };
// Why a valid claim lost to the awarded one: a winning claim outranks any set; then the
// earlier (lag-compensated) claim; an exact tie goes to the seat nearer the discarder.
enum class LostOn : std::uint8_t { none, winning_claim, time, seat_order };
struct ClaimReport {
  Seat seat{};
  ReportedClaim kind = ReportedClaim::mistaken;
  LostOn lost_on = LostOn::none;
  Millis after = 0;  // lag-compensated time after the discard, never below zero
};
struct ClaimWindowClosed {
  std::uint32_t window = 0;
  std::optional<Seat> awarded_to;
  std::vector<ClaimReport> claims;  // the awarded claim first, mistaken ones last
};
struct CardStolen {
  Seat seat{};
  Seat from{};
  CardId card{};
  bool wins = false;
};
struct SetExposed {
  Seat seat{};
  ExposedSet set;
  bool by_turn_clock = false;
};
struct TurnSkipped {
  Seat seat{};
  int pending_skips = 0;  // left after this one
};
struct TurnStarted {
  Seat seat{};
  std::uint32_t decision = 0;
  Millis deadline = 0;  // 0 = no turn clock
};
struct RoundEnded {
  // Behind a pointer: a round's result is ten times the size of any other event, and a
  // variant is as large as its largest kind; the server holds many events per table.
  std::shared_ptr<const RoundResult> result;
};
struct TiebreakerCalled {
  SeatSet players;
};
struct GameEnded {
  GameResult result;
};

using EventBody =
    std::variant<GameStarted, RoundStarted, HandDealt, CardDrawn, DrawPileReshuffled, CardDiscarded,
                 ClaimPassed, StealCalled, MistakenSteal, ClaimWindowClosed, CardStolen, SetExposed,
                 TurnSkipped, TurnStarted, RoundEnded, TiebreakerCalled, GameEnded>;

using Event = kernel::Event<EventBody>;

}  // namespace jongtable::nymj
