#pragma once
// What one seat (or a spectator) may know of a table, and nothing else: others'
// concealed cards are counts until the round-end reveal.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "jongtable/nymj/table.hpp"

namespace jongtable::nymj {

struct SeatView {
  Seat seat{};
  int tokens = 0;
  int concealed_count = 0;
  std::vector<ExposedSet> exposed;
  int pending_skips = 0;
  bool dealt_in = false;
};

// The seats that called on one window, in arrival order: at most one call per seat, so
// held inline, and a view refreshed at every step of a bot match never allocates for it.
class CalledSeats {
 public:
  void push_back(Seat seat) { seats_[size_++] = seat; }
  void clear() { size_ = 0; }
  [[nodiscard]] std::size_t size() const { return size_; }
  [[nodiscard]] bool empty() const { return size_ == 0; }
  [[nodiscard]] Seat operator[](std::size_t i) const { return seats_[i]; }
  [[nodiscard]] const Seat* begin() const { return seats_.data(); }
  [[nodiscard]] const Seat* end() const { return seats_.data() + size_; }
  friend bool operator==(const CalledSeats& a, const CalledSeats& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  std::array<Seat, kMaxPlayers> seats_{};
  std::size_t size_ = 0;
};

struct ClaimWindowView {
  std::uint32_t id = 0;
  Seat discarder{};
  CardId card{};
  Millis opened_at = 0;
  Millis closes_at = 0;
  CalledSeats called;     // seats that yelled STEAL!, in arrival order
  bool answered = false;  // the viewer has passed or claimed
};

// What the viewer may do now; clients enable buttons from this and nothing else.
struct LegalActions {
  bool discard = false;
  bool declare_win = false;
  bool steal = false;  // pressing is allowed; it may still be a mistake
  bool pass = false;
  std::vector<std::pair<CardId, CardId>> expose_options;
};

struct TableView {
  std::optional<Seat> viewer;
  Settings settings;
  Phase phase = Phase::not_started;
  int round = 0;
  int max_rounds = 0;
  bool tiebreaker = false;
  Seat ma{};
  Seat current{};
  std::uint32_t decision = 0;
  Millis decision_deadline = 0;
  int draw_pile_count = 0;
  int draws_this_round = 0;
  std::vector<SeatView> seats;
  std::vector<CardId> hand;  // the viewer's concealed cards, sorted by face
  std::optional<CardId> just_drawn;
  std::optional<CardId> stolen_card;
  std::vector<CardId> discard_pile;
  std::optional<ClaimWindowView> window;
  LegalActions legal;
  // Every finished round of this game. Refers to the table's own record: read a view
  // before the table changes again (views are built, sent and dropped at once).
  std::span<const RoundResult> history;
  std::optional<GameResult> result;
};

[[nodiscard]] TableView view_for(const Table& table, std::optional<Seat> viewer);
// The same, rebuilt into an existing view so hosts that ask often (bot loops) reuse
// its storage instead of allocating a new view each time.
void refresh_view(const Table& table, std::optional<Seat> viewer, TableView& view);
[[nodiscard]] inline TableView spectator_view(const Table& table) {
  return view_for(table, std::nullopt);
}

// Every seat's concealed cards (one list per seat, each sorted like a viewer's own
// hand): for replays of a finished game only, never for a table still in play.
[[nodiscard]] std::vector<std::vector<CardId>> revealed_hands(const Table& table);

}  // namespace jongtable::nymj
