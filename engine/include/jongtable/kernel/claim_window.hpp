#pragma once
// The claim window the discard-and-claim games share (DESIGN "Many rulesets"): a discard
// is open to the other seats for a while; each eligible seat answers once, with a claim or
// a pass; the ruleset's priority decides which claim takes the card. The ruleset keeps its
// own words for what a claim is (the `Claim` payload) and what taking the card does.

#include <array>
#include <cstdint>
#include <optional>
#include <utility>

#include "jongtable/kernel/millis.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::kernel {

// One open window. (NYMJ's own `ClaimWindow` in table.hpp predates this and races on time.)
template <typename Card, typename Claim, int MaxSeats = kMaxSeats>
struct OpenWindow {
  std::uint32_t id = 0;
  Seat discarder{};
  Card card{};
  Millis opened_at = 0;
  Millis closes_at = 0;
  SeatSet eligible;  // may answer at all: fixed when the window opens
  SeatSet answered;  // claimed, passed, or refused in a way the ruleset counts as an answer
  SeatSet called;    // a valid claim is in
  SeatSet winning;   // ... and that claim would win the hand
  // Read only for seats in `called`: a seat's entry from an older window is left as it
  // was, so digests of games already stored keep their values.
  std::array<Claim, MaxSeats> claims{};
  std::array<Millis, MaxSeats> arrived_at{};  // for rulesets where time is part of priority

  // Opens window `next_id` on `discard`: the answers of the last window are forgotten.
  void open(std::uint32_t next_id, Seat by, Card discard, Millis now, Millis length,
            SeatSet may_answer) {
    id = next_id;
    discarder = by;
    card = discard;
    opened_at = now;
    closes_at = now + length;
    eligible = may_answer.without(by);  // nobody claims their own discard
    answered = SeatSet{};
    called = SeatSet{};
    winning = SeatSet{};
    arrived_at = {};
  }
  void clear_claims() { claims = {}; }

  [[nodiscard]] bool may_answer(Seat seat) const {
    return eligible.contains(seat) && !answered.contains(seat);
  }
  // The eligible seats yet to answer.
  [[nodiscard]] SeatSet waiting() const { return eligible.without(answered); }

  void pass(Seat seat) { answered.insert(seat); }
  // Records a claim the ruleset has already checked. `wins`: it would complete the hand.
  void claim(Seat seat, Claim what, bool wins, Millis at = 0) {
    answered.insert(seat);
    called.insert(seat);
    if (wins) winning.insert(seat);
    claims[slot(seat)] = std::move(what);
    arrived_at[slot(seat)] = at;
  }
  [[nodiscard]] const Claim& claim_of(Seat seat) const { return claims[slot(seat)]; }

  friend bool operator==(const OpenWindow&, const OpenWindow&) = default;

 private:
  [[nodiscard]] static std::size_t slot(Seat seat) { return static_cast<std::size_t>(index(seat)); }
};

// How far after `from` a seat sits in play order: 1 for the next seat, 0 for `from`.
[[nodiscard]] constexpr int distance_after(Seat from, Seat seat, int seats) {
  return ((index(seat) - index(from)) % seats + seats) % seats;
}

// The priority Gimme!, Chinese and American share: the claim from the seat whose turn
// would come soonest after the discarder; with `winning_first`, any winning claim before
// every other. Lower ranks win. Time never matters.
struct SeatOrderPriority {
  int seats = 4;
  bool winning_first = true;

  template <typename Window>
  [[nodiscard]] int rank(const Window& window, Seat seat) const {
    const bool ahead = winning_first && window.winning.contains(seat);
    return distance_after(window.discarder, seat, seats) + (ahead ? 0 : kMaxSeats);
  }
  // The best rank a seat still to answer could reach: whether its hand could really make
  // such a claim is never looked at, or closing early would tell the table about it.
  template <typename Window>
  [[nodiscard]] int best_possible(const Window& window, Seat seat) const {
    return distance_after(window.discarder, seat, seats) + (winning_first ? 0 : kMaxSeats);
  }
};

// The winning claim by `priority` (lowest rank; a tie goes to the lower seat), or none.
template <typename Window, typename Priority>
[[nodiscard]] std::optional<Seat> resolve(const Window& window, const Priority& priority) {
  std::optional<Seat> best;
  for (const Seat seat : window.called) {
    if (seat == window.discarder) continue;
    if (!best || priority.rank(window, seat) < priority.rank(window, *best)) best = seat;
  }
  return best;
}

// Whether the answers in settle the window before its time is up: everyone eligible has
// answered, or a claim is in that no seat still to answer could outrank. Never on the
// first claim alone, so a nearer seat's win cannot be blocked by being quick.
template <typename Window, typename Priority>
[[nodiscard]] bool settled(const Window& window, const Priority& priority) {
  const SeatSet waiting = window.waiting();
  if (waiting.empty()) return true;
  const std::optional<Seat> best = resolve(window, priority);
  if (!best) return false;
  const auto best_rank = priority.rank(window, *best);
  for (const Seat seat : waiting) {
    if (priority.best_possible(window, seat) < best_rank) return false;
  }
  return true;
}

}  // namespace jongtable::kernel
