#pragma once
// What one seat (or a spectator) may know of a Boba Mahjong table, and nothing else:
// the other hand is a count and the supply only its size.

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "jongtable/boba/state.hpp"

namespace jongtable::boba {

struct PlayerView {
  Seat seat{};
  int hand_count = 0;
  std::vector<CardId> score_cards;  // faceup, in the order kept
};

// One set the viewer could make now: `cards[0..from_hand)` from the hand, and with
// `pile` the top of that pile as `cards[2]`. Keeping and placing are then the player's.
struct SetOption {
  std::array<CardId, 3> cards{};
  int from_hand = 3;
  std::optional<int> pile;
  friend bool operator==(const SetOption&, const SetOption&) = default;
};

// What the viewer may do now; clients enable buttons from this and nothing else.
struct LegalActions {
  bool draw_supply = false;        // step 1, or step 2's draw again
  std::vector<int> take_pile;      // piles whose top may be taken
  std::vector<SetOption> sets;     // sets that may be made
  bool end_sets = false;           // step 2: no (more) sets this turn
  bool discard = false;            // step 3: a card down towards seven
  std::vector<int> discard_piles;  // where a discard (or a set's placed card) may go now
};

struct View {
  std::optional<Seat> viewer;
  Settings settings;
  Phase phase = Phase::not_started;
  Seat first{};
  Seat current{};  // whose turn it is
  int turn = 0;
  int sets_this_turn = 0;
  std::uint32_t decision = 0;
  Millis decision_deadline = 0;
  std::optional<Seat> last_turn;  // who takes the game's last turn, once called
  std::optional<EndTrigger> end_trigger;
  int supply_count = 0;
  int removed_count = 0;
  std::array<std::vector<CardId>, kPiles> piles;  // every card, bottom to top
  std::array<PlayerView, kSeats> players;
  std::vector<CardId> hand;  // the viewer's own cards, sorted
  LegalActions legal;
  std::optional<GameResult> result;  // at the end: each player's best six, points, winner
};

[[nodiscard]] View view_for(const State& state, std::optional<Seat> viewer);

// Every set `hand` can make, alone or with a pile's top, in a stable order.
[[nodiscard]] std::vector<SetOption> set_options(
    const std::vector<CardId>& hand, const std::array<std::vector<CardId>, kPiles>& piles);

}  // namespace jongtable::boba
