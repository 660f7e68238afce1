#pragma once
// The whole state of one table of Gimme! Mahjong. Plain data, held inline wherever the
// rules bound its size: the rules that move it live in apply(), what each seat may see
// in view_for().

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "jongtable/gimme/hand.hpp"
#include "jongtable/gimme/settings.hpp"
#include "jongtable/kernel/claim_window.hpp"
#include "jongtable/kernel/rng.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::gimme {

// Gimme! is a game for 2 to 4.
inline constexpr int kMaxSeats = 4;
using kernel::Millis;
using kernel::Seat;
using kernel::SeatSet;

enum class Phase : std::uint8_t {
  not_started,
  awaiting_drop,  // `current` may Joker Steal (after a draw), declare Mahjong, or drop
  gimme_window,   // a drop is open to Gimme
  round_over,     // the round's result is shown until the next round begins
  game_over,
};

using Pool = FixedList<TileId, kTileCount>;

// The Pairs a table's hands may hold: Pesky Pairs 1 keeps Jokers out of every one.
[[nodiscard]] constexpr Pairs pairs_allowed(const Settings& settings) {
  return settings.pesky_pairs_1 ? Pairs::naturals_only : Pairs::jokers_allowed;
}

struct Player {
  int score = 0;   // over the whole game
  Hand concealed;  // sorted by id (and so by face); public once finished
  GimmeSets exposed;
  bool finished = false;  // declared Mahjong this round: plays no more until the next
  friend bool operator==(const Player&, const Player&) = default;
};

// The tiles a Gimme named from the caller's hand.
using GimmeTiles = FixedList<TileId, 3>;

// The kernel's window over a drop: `discarder` is the dropper, `card` the tile, `called`
// the valid Gimmes in (an impossible one is refused), `winning` those that would finish
// the caller's hand.
using GimmeWindow = kernel::OpenWindow<TileId, GimmeTiles, kMaxSeats>;

// What one finished hand scored (docs/rules/gimme.md "Scoring").
struct Score {
  int points = 0;
  bool first = false;
  bool one_suit = false;
  bool no_jokers = false;
  bool even_or_odd = false;
  friend bool operator==(const Score&, const Score&) = default;
};

struct Finish {
  Seat seat{};
  Score score;
  friend bool operator==(const Finish&, const Finish&) = default;
};

enum class RoundEnd : std::uint8_t { pool_empty, one_left, turn_cap };

struct RoundResult {
  int round = 0;
  Seat first_player{};
  RoundEnd ended_by = RoundEnd::pool_empty;
  FixedList<Finish, kMaxSeats> finishes;  // in the order they finished
  std::array<int, kMaxSeats> points{};
  std::array<int, kMaxSeats> scores_after{};
  // Every hand as the round ended, shown to the whole table.
  std::array<Hand, kMaxSeats> concealed{};
  std::array<GimmeSets, kMaxSeats> exposed{};
  friend bool operator==(const RoundResult&, const RoundResult&) = default;
};

struct GameResult {
  FixedList<Seat, kMaxSeats> standings;  // most points first; ties in seat order
  SeatSet winners;                       // everyone with the most points: a shared win
  std::array<int, kMaxSeats> scores{};
  [[nodiscard]] bool shared() const { return winners.size() > 1; }
  friend bool operator==(const GameResult&, const GameResult&) = default;
};

// A deal fixed in advance by a scenario, used by the first deal instead of a shuffle.
struct StagedDeal {
  Seat first_player{};
  std::array<Hand, kMaxSeats> concealed{};
  std::array<GimmeSets, kMaxSeats> exposed{};
  Pool pool;  // the top (drawn first) at the back
  friend bool operator==(const StagedDeal&, const StagedDeal&) = default;
};

struct LastDrop {
  Seat seat{};
  TileId tile{};
  friend bool operator==(const LastDrop&, const LastDrop&) = default;
};

struct State {
  Settings settings;
  kernel::Rng rng;
  Phase phase = Phase::not_started;
  std::array<Player, kMaxSeats> players{};  // the first settings.seats are at the table
  int round = 0;                            // rounds dealt so far
  Seat first_player{};                      // of this round
  Seat current{};                           // whose turn it is, or who dropped the open tile
  std::optional<TileId> just_drawn;
  bool drew_from_pool = false;  // this turn began with a draw: Joker Steals are allowed
  Pool pool;                    // the top (drawn next) at the back
  Pool dropped;                 // faceup and not called; the latest at the back
  std::optional<LastDrop> last_drop;
  GimmeWindow window;
  std::uint32_t decision = 0;    // numbers decisions so a stale turn-clock timer is ignored
  Millis decision_deadline = 0;  // 0 when there is no turn clock
  int turns_this_round = 0;
  FixedList<Finish, kMaxSeats> finishes;  // this round's, in order
  std::vector<RoundResult> history;
  std::optional<GameResult> result;
  std::optional<StagedDeal> staged;
  friend bool operator==(const State&, const State&) = default;
};

// A table waiting for its game to start. The seed decides the first player and every
// shuffle; nothing else in the rules is chance. The settings must be valid.
[[nodiscard]] State create_table(const Settings& settings, std::uint64_t seed);

// A stable 64-bit digest of the whole state, for replay and restore checks.
[[nodiscard]] std::uint64_t state_hash(const State& state);

[[nodiscard]] bool game_over(const State& state);
[[nodiscard]] int seats(const State& state);
// The seat a turn-clock expiry would act for (the seat whose turn it is).
[[nodiscard]] Seat whose_decision(const State& state);

}  // namespace jongtable::gimme
