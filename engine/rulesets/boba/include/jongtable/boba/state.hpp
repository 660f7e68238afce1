#pragma once
// The whole state of one Boba Mahjong table. Plain data: apply() moves it from one state
// to the next; view_for() says what each seat may see of it.

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "jongtable/boba/card.hpp"
#include "jongtable/boba/scoring.hpp"
#include "jongtable/boba/settings.hpp"
#include "jongtable/kernel/millis.hpp"
#include "jongtable/kernel/rng.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::boba {

using kernel::Millis;
using kernel::Seat;

inline constexpr int kSeats = 2;
inline constexpr int kPiles = 3;
inline constexpr int kStartingHand = 5;
inline constexpr int kSupplyDraw = 2;
inline constexpr int kSetsPerTurn = 3;
inline constexpr int kHandLimit = 7;
inline constexpr int kEmptyHandDraw = 3;
inline constexpr int kScoreCardsToEnd = 10;
// Turns a game may begin before its last turn is called (docs/rules/boba.md, "The end of
// the game", our online ruling): players who only take from the mixing piles would
// otherwise never empty the supply nor keep a score card, and the game would not end.
inline constexpr int kMaxTurns = 200;

// A turn is a small machine, one intent per step (docs/rules/boba.md "A turn, in this order").
enum class Phase : std::uint8_t {
  not_started,
  drawing,       // step 1: two from the supply or one pile's top
  sets_or_draw,  // step 2: make a set, draw again, or end (no set)
  making_sets,   // step 2 after a set: another set (up to three) or end
  hand_limit,    // step 3: discard one card at a time down to seven
  game_over,
};

struct Player {
  std::vector<CardId> hand;
  std::vector<CardId> score_cards;  // in the order kept; faceup
  friend bool operator==(const Player&, const Player&) = default;
};

// Why the game is in its last turn.
enum class EndTrigger : std::uint8_t { ten_score_cards, supply_empty, turn_limit };

// How the winner was found (docs/rules/boba.md: most points; then all score cards; then fewer
// score cards; then the win is shared).
enum class DecidedBy : std::uint8_t { points, all_score_cards, fewer_score_cards, shared };

struct PlayerResult {
  Score best;       // the best six (or fewer) score cards and their points
  Score all_cards;  // every score card scored together, for the first tie-break
  int score_cards = 0;
  friend bool operator==(const PlayerResult&, const PlayerResult&) = default;
};

struct GameResult {
  std::array<PlayerResult, kSeats> players;
  std::optional<Seat> winner;  // none when the win is shared
  DecidedBy decided_by = DecidedBy::points;
  friend bool operator==(const GameResult&, const GameResult&) = default;
};

// A table laid out in advance by a scenario, used by StartGame instead of a shuffle.
struct StagedDeal {
  Seat first{};
  std::array<std::vector<CardId>, kSeats> hands;
  std::array<std::vector<CardId>, kSeats> score_cards;
  std::array<std::vector<CardId>, kPiles> piles;  // bottom to top
  std::vector<CardId> supply;                     // the top (drawn first) at the back
  std::vector<CardId> removed;
  friend bool operator==(const StagedDeal&, const StagedDeal&) = default;
};

struct State {
  Settings settings;
  kernel::Rng rng;
  Phase phase = Phase::not_started;
  std::array<Player, kSeats> players;
  std::array<std::vector<CardId>, kPiles> piles;  // mixing piles, each bottom to top
  std::vector<CardId> supply;                     // the top (drawn first) at the back
  std::vector<CardId> removed;                    // 0s put out of the game after sets
  Seat first{};                                   // who took the first turn
  std::optional<Seat> starter;                    // set for a rematch (Settings::rematch_of)
  Seat current{};                                 // whose turn it is
  int turn = 0;                                   // turns begun
  int sets_this_turn = 0;
  std::optional<Seat> last_turn;  // the seat taking the game's last turn, once triggered
  std::optional<EndTrigger> end_trigger;
  std::uint32_t decision = 0;  // numbers turns so a stale turn-clock timer is ignored
  Millis decision_deadline = 0;
  std::optional<GameResult> result;
  std::optional<StagedDeal> staged;
  friend bool operator==(const State&, const State&) = default;
};

// A table waiting for StartGame. The seed decides every shuffle, and the first player
// unless the settings name the game this one is a rematch of.
[[nodiscard]] State create_table(const Settings& settings, std::uint64_t seed);
// Who starts a rematch: the loser of the previous game (book), or after a tie the player
// who did not start it.
[[nodiscard]] Seat rematch_starter(const PreviousGame& previous);
// A new game at the same table, with `finished` as the game before it.
[[nodiscard]] State create_rematch(const State& finished, std::uint64_t seed);

// A stable 64-bit digest of the whole state, for replay and restore checks.
[[nodiscard]] std::uint64_t state_hash(const State& state);

[[nodiscard]] inline bool game_over(const State& state) {
  return state.phase == Phase::game_over;
}
[[nodiscard]] inline int seats(const State& state) {
  return state.settings.seats;
}
// The seat whose intent the table waits for (the player whose turn it is).
[[nodiscard]] inline Seat whose_decision(const State& state) {
  return state.current;
}

}  // namespace jongtable::boba
