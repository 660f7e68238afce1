#pragma once
// The whole state of one Pairs table. Plain data: apply() moves it from one state to the
// next; view_for() says what each seat may see of it.

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "jongtable/kernel/claim_window.hpp"
#include "jongtable/kernel/millis.hpp"
#include "jongtable/kernel/rng.hpp"
#include "jongtable/kernel/seat.hpp"
#include "jongtable/pairs/card.hpp"
#include "jongtable/pairs/hand.hpp"
#include "jongtable/pairs/settings.hpp"

namespace jongtable::pairs {

// Pairs is a game for 2 or 3.
inline constexpr int kMaxSeats = 3;
using kernel::Millis;
using kernel::Seat;
using kernel::SeatSet;

enum class Phase : std::uint8_t {
  not_started,
  drawing,       // `current` draws
  discarding,    // `current` holds six: declares a win or discards
  claim_window,  // a discard is open to the other seats
  round_over,    // the round's result is shown until the next round begins
  game_over,
};

struct Player {
  int points = 0;            // over the whole game
  std::vector<CardId> hand;  // in the order received: the newest at the back
  friend bool operator==(const Player&, const Player&) = default;
};

// A claim names nothing but the window: the discard is the only card it can take.
struct ClaimTaken {
  friend bool operator==(const ClaimTaken&, const ClaimTaken&) = default;
};
using PairsWindow = kernel::OpenWindow<CardId, ClaimTaken, kMaxSeats>;

struct RoundResult {
  int round = 0;
  Seat dealer{};
  std::optional<Seat> winner;        // none: a draw game (the pile ran out)
  std::optional<Seat> claimed_from;  // the discarder, when the win was a claim
  std::vector<CardId> winning_hand;  // the winner's six cards, shown to everyone
  std::array<int, kMaxSeats> points_after{};
  friend bool operator==(const RoundResult&, const RoundResult&) = default;
};

struct GameResult {
  std::vector<Seat> standings;  // most points first; ties in seat order
  SeatSet winners;              // everyone with the most points: a shared win
  std::array<int, kMaxSeats> points{};
  friend bool operator==(const GameResult&, const GameResult&) = default;
};

// A first round fixed in advance by a scenario, used instead of a shuffle.
struct StagedDeal {
  Seat dealer{};
  std::array<std::vector<CardId>, kMaxSeats> hands{};
  std::vector<CardId> pile;       // the top (drawn first) at the back
  std::vector<CardId> set_aside;  // out of this round
  friend bool operator==(const StagedDeal&, const StagedDeal&) = default;
};

struct State {
  Settings settings;
  kernel::Rng rng;
  Phase phase = Phase::not_started;
  std::array<Player, kMaxSeats> players{};  // the first settings.seats are at the table
  int round = 0;                            // rounds dealt so far
  Seat dealer{};                            // of this round: takes its first turn
  Seat current{};                           // whose turn it is, or who discarded the open card
  std::vector<CardId> pile;                 // the top (drawn next) at the back
  std::vector<CardId> discards;             // faceup, the latest at the back
  std::vector<CardId> set_aside;            // out of this round (scenarios only)
  PairsWindow window;
  std::optional<Seat> winner;    // of this round, once won: the hand is public
  std::uint32_t decision = 0;    // numbers turns so a stale turn-clock timer is ignored
  Millis decision_deadline = 0;  // 0 when there is no turn clock
  std::vector<RoundResult> history;
  std::optional<GameResult> result;
  std::optional<StagedDeal> staged;
  friend bool operator==(const State&, const State&) = default;
};

// A table waiting for StartGame. The seed decides the first dealer and every shuffle.
// The settings must be valid.
[[nodiscard]] State create_table(const Settings& settings, std::uint64_t seed);

// A stable 64-bit digest of the whole state, for replay and restore checks.
[[nodiscard]] std::uint64_t state_hash(const State& state);

[[nodiscard]] bool game_over(const State& state);
[[nodiscard]] int seats(const State& state);
// The seat whose turn it is (a turn-clock expiry acts for it).
[[nodiscard]] Seat whose_decision(const State& state);

}  // namespace jongtable::pairs
