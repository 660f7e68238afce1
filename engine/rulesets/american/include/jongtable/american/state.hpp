#pragma once
// The whole state of one table of American Mah Jongg: plain data. The rules that move it
// live in apply(), what each seat may see in view_for().

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "jongtable/american/card_spec.hpp"
#include "jongtable/american/cards.hpp"
#include "jongtable/american/settings.hpp"
#include "jongtable/kernel/claim_window.hpp"
#include "jongtable/kernel/rng.hpp"
#include "jongtable/kernel/sealed_choices.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::american {

using kernel::Millis;
using kernel::Seat;
using kernel::SeatSet;

// Four players, or three (docs/rules/american.md "Three players"); the kernel's kMaxSeats is
// NYMJ's.
inline constexpr int kMaxPlayers = 4;
inline constexpr int kStartingScore = 650;

enum class Phase : std::uint8_t {
  not_started,
  charleston,        // a sealed pass: every seat chooses, then all are exchanged at once
  dance_vote,        // sealed: "dance again?"
  courtesy,          // sealed: 0-3 cards offered across
  awaiting_discard,  // `current` may exchange Jokers, declare mah jongg, or discard
  call_window,       // the latest discard may be called
  round_over,
  game_over,
};

// Where a Charleston pass goes: right is the next seat in play order.
enum class Direction : std::uint8_t { right, across, left };

struct ExposedGroup {
  Face face{};
  std::vector<CardId> cards;  // sorted: naturals first, Jokers last
  [[nodiscard]] int jokers() const;
  friend bool operator==(const ExposedGroup&, const ExposedGroup&) = default;
};

struct Player {
  int score = kStartingScore;
  std::vector<CardId> concealed;  // sorted by id
  std::vector<ExposedGroup> exposed;
  bool dead = false;  // declared mah jongg in error this round: out of it, pays like a loser
  friend bool operator==(const Player&, const Player&) = default;
};

// One seat's sealed choice in a Charleston pass, vote or courtesy offer.
struct SealedChoice {
  std::vector<CardId> cards;  // own cards passed or offered, in the order given
  int blind = 0;              // cards forwarded unseen from what arrives (last passes only)
  bool yes = false;           // the vote
  friend bool operator==(const SealedChoice&, const SealedChoice&) = default;
};

struct Charleston {
  int number = 1;  // the first or second Charleston
  int step = 0;    // index into charleston_steps()
  // The step under way: hidden until every seat has chosen (the kernel keeps them sealed).
  kernel::SealedChoices<SealedChoice, kMaxPlayers> choices;
  friend bool operator==(const Charleston&, const Charleston&) = default;
};

// The kernel's window over a discard: `answered` also holds a seat that went dead trying
// mah jongg, `called` the valid calls in, `winning` those for mah jongg; a claim is the
// caller's cards for an exposure.
using CallWindow = kernel::OpenWindow<CardId, std::vector<CardId>, kMaxPlayers>;

struct Win {
  Seat seat{};
  int hand = 0;       // index in the table's card
  int variation = 0;  // of the card's variations, the one the hand made
  std::string hand_name;
  int points = 0;  // the hand's value on the card
  bool self_drawn = false;
  bool jokerless = false;
  int value = 0;  // what each opponent pays
  friend bool operator==(const Win&, const Win&) = default;
};

struct RoundResult {
  int round = 0;
  Seat east{};
  std::optional<Win> win;  // none: a wall game
  std::array<int, kMaxPlayers> points{};
  std::array<int, kMaxPlayers> scores_after{};
  SeatSet dead;
  // The winner's hand is shown; a dead or losing hand stays concealed (counts only).
  std::vector<CardId> winning_hand;
  // The same cards in the groups of the hand they made, each Joker in the group it
  // completes (the exposed groups are in `exposed`).
  std::vector<std::vector<CardId>> winning_groups;
  std::array<std::vector<ExposedGroup>, kMaxPlayers> exposed{};
  friend bool operator==(const RoundResult&, const RoundResult&) = default;
};

struct GameResult {
  std::vector<Seat> standings;  // most points first; ties in seat order
  SeatSet winners;              // everyone with the most points: a shared win
  std::array<int, kMaxPlayers> scores{};
  friend bool operator==(const GameResult&, const GameResult&) = default;
};

// A deal fixed in advance by a scenario, used by the first deal instead of a shuffle.
struct StagedDeal {
  Seat east{};
  std::array<std::vector<CardId>, kMaxPlayers> concealed{};
  std::array<std::vector<ExposedGroup>, kMaxPlayers> exposed{};
  std::vector<CardId> wall;  // the top (drawn first) at the back
  bool charleston = false;   // false: play starts at once
  friend bool operator==(const StagedDeal&, const StagedDeal&) = default;
};

// The table's parsed card. The settings decide it entirely, so two tables with equal
// settings hold equal cards, and comparing states need not look inside.
struct CardRef {
  std::shared_ptr<const Card> card;
  friend bool operator==(const CardRef&, const CardRef&) { return true; }
};

struct State {
  Settings settings;
  CardRef card;
  kernel::Rng rng;
  Phase phase = Phase::not_started;
  std::array<Player, kMaxPlayers> players{};
  int round = 0;   // rounds dealt so far
  Seat east{};     // the dealer of this round
  Seat current{};  // whose turn it is, or who discarded the open card
  std::optional<CardId> just_drawn;
  bool called_turn = false;      // this turn began with a call, not a draw: a win is not self-drawn
  std::vector<CardId> wall;      // the top (drawn next) at the back
  std::vector<CardId> discards;  // faceup; the latest at the back
  Charleston charleston;
  CallWindow window;
  std::uint32_t decision = 0;  // numbers decisions so a stale clock is ignored
  Millis decision_deadline = 0;
  std::vector<RoundResult> history;
  std::optional<GameResult> result;
  std::optional<StagedDeal> staged;
  friend bool operator==(const State&, const State&) = default;
};

// The passes of one Charleston: right, across, left (the second: left, across, right);
// with three players the across pass is left out.
[[nodiscard]] std::vector<Direction> charleston_steps(int seats, int number);
// Where `seat` passes in `direction`.
[[nodiscard]] Seat pass_target(Seat seat, Direction direction, int seats);

// A table waiting for its game to start. The settings must be valid (invalid_setting).
[[nodiscard]] State create_table(const Settings& settings, std::uint64_t seed);
[[nodiscard]] std::uint64_t state_hash(const State& state);
[[nodiscard]] bool game_over(const State& state);
[[nodiscard]] int seats(const State& state);
// The seat a turn-clock expiry acts for: the current seat, or in a sealed phase the first
// seat still to choose.
[[nodiscard]] Seat whose_decision(const State& state);
// The seat's whole holding as the matcher sees it.
[[nodiscard]] Holding holding_of(const Player& player);

}  // namespace jongtable::american
