#pragma once
// What one seat (or a spectator) may know of a table, and nothing else: others' concealed
// cards are counts, a Charleston pass is known to its giver and receiver only (and here
// only the viewer's own choice is shown), and `legal` says what the viewer may do now.

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "jongtable/american/state.hpp"

namespace jongtable::american {

struct SeatView {
  Seat seat{};
  int score = 0;
  int concealed_count = 0;
  std::vector<ExposedGroup> exposed;
  bool dead = false;
  bool chosen = false;  // in a sealed step: has chosen (never what)
};

struct SealedStepView {
  int charleston = 0;  // 1 or 2
  Direction direction{};
  int step = 0;  // of the passes of this Charleston
  int steps = 0;
  bool blind_allowed = false;
  Seat to{};  // where the viewer's cards go
  Millis deadline = 0;
  std::optional<SealedChoice> my_choice;  // the viewer's own, once made
};

struct WindowView {
  std::uint32_t id = 0;
  Seat discarder{};
  CardId card{};
  Millis opened_at = 0;
  Millis closes_at = 0;
  SeatSet called;
  bool answered = false;
};

struct ExposeOption {
  std::vector<CardId> cards;  // from the hand: naturals first, then Jokers
  int size = 0;               // of the group with the discard: 3 pung ... 6 sextet
  friend bool operator==(const ExposeOption&, const ExposeOption&) = default;
};

struct JokerExchangeOption {
  CardId card{};
  Seat owner{};
  int group = 0;
  friend bool operator==(const JokerExchangeOption&, const JokerExchangeOption&) = default;
};

struct LegalActions {
  // Sealed steps.
  bool pass_cards = false;
  std::vector<CardId> passable;  // the viewer's cards it may pass or offer (never Jokers)
  int max_blind = 0;
  bool vote = false;
  bool offer_courtesy = false;
  // Its turn.
  std::vector<CardId> discard;
  bool declare_mah_jongg = false;
  std::vector<JokerExchangeOption> joker_exchanges;
  // A call window: every seat that may answer has `pass_call`, whatever it holds.
  bool pass_call = false;
  bool call_mah_jongg = false;
  std::vector<ExposeOption> expose_options;
};

struct View {
  std::optional<Seat> viewer;
  Settings settings;
  std::shared_ptr<const Card> card;  // the table's hands, for hints
  Phase phase = Phase::not_started;
  int round = 0;
  int rounds = 0;
  Seat east{};
  Seat current{};
  std::uint32_t decision = 0;
  Millis decision_deadline = 0;
  int wall_count = 0;
  std::vector<SeatView> seats;
  std::vector<CardId> hand;  // the viewer's concealed cards
  std::optional<CardId> just_drawn;
  std::vector<CardId> discards;
  std::optional<SealedStepView> sealed;
  std::optional<WindowView> window;
  LegalActions legal;
  std::span<const RoundResult> history;  // refers to the state: read before it changes
  std::optional<GameResult> result;
};

[[nodiscard]] View view_for(const State& state, std::optional<Seat> viewer);
void refresh_view(const State& state, std::optional<Seat> viewer, View& view);

// The groups `seat` may expose with the open discard (each usable by some hand).
[[nodiscard]] std::vector<ExposeOption> expose_options(const State& state, Seat seat);

// The hint: the three hands nearest to the viewer's own cards and exposures.
[[nodiscard]] std::vector<NearHand> nearest_hands_for(const View& view, int count = 3);

}  // namespace jongtable::american
