#pragma once
// What one seat (or a spectator) may know of a Pairs table, and nothing else: other
// hands are counts until a hand wins, and the pile only its size.

#include <cstdint>
#include <optional>
#include <vector>

#include "jongtable/pairs/state.hpp"

namespace jongtable::pairs {

struct SeatView {
  Seat seat{};
  int points = 0;
  int hand_count = 0;
};

struct WindowView {
  std::uint32_t id = 0;
  Seat discarder{};
  CardId card{};
  Millis opened_at = 0;
  Millis closes_at = 0;
  SeatSet called;         // seats that have claimed
  bool answered = false;  // the viewer has claimed or passed
};

// What the viewer may do now, as data: clients enable buttons from this and nothing else.
struct LegalActions {
  bool draw = false;
  std::vector<CardId> discard;  // the cards the viewer may discard (empty: none now)
  bool declare_win = false;
  bool claim = false;  // the open discard completes the viewer's three pairs
  bool pass = false;   // every seat that may answer the window has it, claim or not
};

struct View {
  std::optional<Seat> viewer;
  Settings settings;
  Phase phase = Phase::not_started;
  int round = 0;
  int rounds = 0;
  Seat dealer{};
  Seat current{};  // whose turn it is, or who discarded the open card
  std::uint32_t decision = 0;
  Millis decision_deadline = 0;
  int pile_count = 0;
  std::vector<SeatView> seats;
  std::vector<CardId> hand;      // the viewer's own cards, the newest last
  std::vector<CardId> discards;  // faceup, the latest last
  std::optional<WindowView> window;
  std::optional<Seat> winner;        // of this round, once won
  std::vector<CardId> winning_hand;  // that seat's hand, public once it won
  LegalActions legal;
  std::vector<RoundResult> history;  // every finished round of this game
  std::optional<GameResult> result;
};

[[nodiscard]] View view_for(const State& state, std::optional<Seat> viewer);

}  // namespace jongtable::pairs
