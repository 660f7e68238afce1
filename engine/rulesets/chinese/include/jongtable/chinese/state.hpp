#pragma once
// The whole state of one table of Chinese Mah Jongg. Plain data, held inline wherever the
// rules bound its size: the rules that move it live in apply(), what each seat may see in
// view_for().

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "jongtable/chinese/card.hpp"
#include "jongtable/chinese/scoring.hpp"
#include "jongtable/chinese/settings.hpp"
#include "jongtable/kernel/claim_window.hpp"
#include "jongtable/kernel/millis.hpp"
#include "jongtable/kernel/rng.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::chinese {

using kernel::Millis;
using kernel::Seat;
using kernel::SeatSet;

enum class Phase : std::uint8_t {
  not_started,
  discarding,    // `current` holds one card more than usual: discard or declare mah jongg
  claim_window,  // a discard is open to calls
  hand_over,     // the hand's result is shown until the next hand is dealt
  game_over,
};

// 13 held and one drawn is the most a hand ever holds.
inline constexpr std::size_t kMaxConcealed = 14;
using Hand = FixedList<CardId, kMaxConcealed>;
using Pile = FixedList<CardId, kCardCount>;

// A group laid faceup after a call: it never changes.
struct Meld {
  Group group;
  FixedList<CardId, 4> cards;  // sorted by id
  Seat from{};                 // the discarder
  friend bool operator==(const Meld&, const Meld&) = default;
};
using Melds = FixedList<Meld, 5>;

struct Player {
  int score = 0;   // over the whole game; starts at 0 and may go below
  Hand concealed;  // sorted by id
  Melds exposed;
  FixedList<CardId, 8> flowers;  // bonus cards laid down this hand
  friend bool operator==(const Player&, const Player&) = default;
};

// The cards a call names from the caller's hand (the discard completes the group).
using CallCards = FixedList<CardId, 3>;

struct Claim {
  GroupType type{};
  CallCards cards;
  bool mah_jongg = false;
  friend bool operator==(const Claim&, const Claim&) = default;
};

// The kernel's window over a discard: `called` holds the valid calls in, `winning` those
// for mah jongg.
using ClaimWindow = kernel::OpenWindow<CardId, Claim, kMaxPlayers>;

enum class HandEnd : std::uint8_t { mah_jongg, wall_exhausted };

// A hand's result, every line shown so players can check the arithmetic.
struct HandResult {
  int hand = 0;
  Seat east{};
  HandEnd ended_by = HandEnd::wall_exhausted;
  std::optional<Seat> winner;
  std::array<HandScore, kMaxPlayers> scores{};  // empty for a void hand
  PaymentMatrix payments{};                     // [payer][payee]
  std::array<int, kMaxPlayers> net{};           // what each seat won or lost this hand
  std::array<int, kMaxPlayers> scores_after{};
  std::array<Hand, kMaxPlayers> concealed{};
  std::array<Melds, kMaxPlayers> exposed{};
  friend bool operator==(const HandResult&, const HandResult&) = default;
};

struct GameResult {
  FixedList<Seat, kMaxPlayers> standings;  // most points first; ties in seat order
  SeatSet winners;                         // everyone with the most points: a shared win
  std::array<int, kMaxPlayers> scores{};
  friend bool operator==(const GameResult&, const GameResult&) = default;
};

// A deal fixed in advance by a scenario, used by the first deal instead of a shuffle.
struct StagedDeal {
  Seat east{};
  std::array<Hand, kMaxPlayers> concealed{};
  std::array<Melds, kMaxPlayers> exposed{};
  Pile wall;  // drawn from the back
  friend bool operator==(const StagedDeal&, const StagedDeal&) = default;
};

struct LastDiscard {
  Seat seat{};
  CardId card{};
  friend bool operator==(const LastDiscard&, const LastDiscard&) = default;
};

struct State {
  Settings settings;
  kernel::Rng rng;
  Phase phase = Phase::not_started;
  std::array<Player, kMaxPlayers> players{};  // the first settings.seats are at the table
  int hand = 0;                               // hands dealt so far
  Seat east{};                                // the dealer of this hand
  Seat current{};                             // whose turn it is, or who discarded the open card
  std::optional<CardId> just_drawn;
  bool drew = false;  // this turn began with a draw (East's first turn counts)
  Pile wall;          // the draw pile, drawn from the back
  Pile discards;      // faceup and not called; the latest at the back
  std::optional<LastDiscard> last_discard;
  ClaimWindow window;
  std::uint32_t decision = 0;  // numbers decisions so a stale turn-clock timer is ignored
  Millis decision_deadline = 0;
  std::vector<HandResult> history;
  std::optional<GameResult> result;
  std::optional<StagedDeal> staged;
  friend bool operator==(const State&, const State&) = default;
};

// A table waiting for its game to start. The seed decides the first East and every
// shuffle; nothing else in the rules is chance. The settings must be valid.
[[nodiscard]] State create_table(const Settings& settings, std::uint64_t seed);
[[nodiscard]] std::uint64_t state_hash(const State& state);
[[nodiscard]] bool game_over(const State& state);
[[nodiscard]] int seats(const State& state);
[[nodiscard]] Seat whose_decision(const State& state);

// The wind of `seat` in the current hand.
[[nodiscard]] Wind wind_of(const State& state, Seat seat);
// The exposed groups of a player, as groups.
[[nodiscard]] FixedList<Group, 5> exposed_groups(const Player& player);

}  // namespace jongtable::chinese
