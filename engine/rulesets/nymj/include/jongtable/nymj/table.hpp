#pragma once
// The whole state of one table of Not Your Ma's Jong. Plain data: the rules that move
// it from one state to the next live in apply(); what each seat may see, in view_for().

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "jongtable/kernel/rng.hpp"
#include "jongtable/kernel/seat.hpp"
#include "jongtable/nymj/card.hpp"
#include "jongtable/nymj/hand.hpp"
#include "jongtable/nymj/kernel_names.hpp"
#include "jongtable/nymj/settings.hpp"

namespace jongtable::nymj {

enum class Phase : std::uint8_t {
  not_started,
  awaiting_discard,   // `current` declares a win or discards
  claim_window,       // a discard is open to STEAL!
  awaiting_exposure,  // the stealer chooses which two cards join the stolen one
  round_over,         // results shown until the next round begins
  game_over,
};

struct ExposedSet {
  std::array<CardId, 3> cards{};
  friend bool operator==(const ExposedSet&, const ExposedSet&) = default;
};

struct Player {
  int tokens = 0;
  std::vector<CardId> concealed;
  std::vector<ExposedSet> exposed;
  int pending_skips = 0;  // turns to be passed over, one per mistaken window
  friend bool operator==(const Player&, const Player&) = default;
};

struct Claim {
  Seat seat{};
  ClaimKind kind = ClaimKind::mistaken;
  Millis arrived_at = 0;
  Millis effective_at = 0;  // arrival less the claimant's capped one-way latency
  friend bool operator==(const Claim&, const Claim&) = default;
};

struct ClaimWindow {
  std::uint32_t id = 0;
  Seat discarder{};
  CardId card{};
  Millis opened_at = 0;
  Millis closes_at = 0;
  SeatSet responded;          // passed or claimed
  std::vector<Claim> claims;  // at most one per seat, in arrival order
  friend bool operator==(const ClaimWindow&, const ClaimWindow&) = default;
};

enum class WinMethod : std::uint8_t { drawing, stealing };

struct RoundResult {
  int round = 0;
  bool tiebreaker = false;
  bool void_round = false;
  std::optional<Seat> winner;
  WinMethod method = WinMethod::drawing;
  SeatSet dealt_in;
  std::array<int, kMaxPlayers> token_change{};
  std::array<int, kMaxPlayers> tokens_after{};
  // Every hand, revealed to the whole table at the end of the round.
  std::array<std::vector<CardId>, kMaxPlayers> concealed{};
  std::array<std::vector<ExposedSet>, kMaxPlayers> exposed{};
  friend bool operator==(const RoundResult&, const RoundResult&) = default;
};

struct GameResult {
  Seat winner{};
  std::vector<Seat> standings;  // most tokens first
  // The players still tied when the tiebreakers ran out, who share the win (winner is
  // the first of them); empty when one player won alone.
  std::vector<Seat> shared_by;
  friend bool operator==(const GameResult&, const GameResult&) = default;
};

// A deal fixed in advance by a scenario, used by the first deal instead of a shuffle.
struct StagedDeal {
  Seat ma{};
  std::vector<CardId> deck;  // in dealing order: Ma's 11, then 10 each after Ma, then the pile
  friend bool operator==(const StagedDeal&, const StagedDeal&) = default;
};

struct Table {
  Settings settings;
  Rng rng;
  Phase phase = Phase::not_started;
  std::vector<Player> players;
  SeatSet dealt_in;  // everyone, or only the tied players in a tiebreaker
  Seat ma{};
  int round = 0;  // rounds begun, tiebreakers included
  bool tiebreaker = false;
  std::vector<CardId> draw_pile;     // the top card is the back
  std::vector<CardId> discard_pile;  // faceup and not stolen; the latest is the back
  Seat current{};                    // whose decision it is, or who discarded last
  std::optional<CardId> just_drawn;
  std::optional<CardId> stolen_card;  // while awaiting_exposure
  ClaimWindow window;
  std::uint32_t decision = 0;    // numbers decisions so a stale turn-clock timer is ignored
  Millis decision_deadline = 0;  // 0 when there is no turn clock
  int draws_this_round = 0;
  std::vector<RoundResult> history;
  std::optional<GameResult> result;
  std::optional<StagedDeal> staged;
  friend bool operator==(const Table&, const Table&) = default;
};

// A table waiting for its game to start. The seed decides the first Ma and every
// shuffle; nothing else in the engine is chance.
[[nodiscard]] Table create_table(const Settings& settings, std::uint64_t seed);

// A stable 64-bit digest of the whole state, for replay and restore checks.
[[nodiscard]] std::uint64_t state_hash(const Table& table);

[[nodiscard]] inline bool game_over(const Table& table) {
  return table.phase == Phase::game_over;
}
[[nodiscard]] inline int seats(const Table& table) {
  return table.settings.seats;
}
// The seat a turn-clock expiry would act for.
[[nodiscard]] inline Seat whose_decision(const Table& table) {
  return table.current;
}

}  // namespace jongtable::nymj
