#pragma once
// A sealed simultaneous step (DESIGN "Many rulesets"): every seat that must choose does so
// in secret, and the choices are revealed together once all are in, or once a clock has
// chosen for the seats that had not. The American Charleston's passes, its "dance again"
// vote and the courtesy offer are such steps.

#include <array>
#include <cstddef>
#include <utility>

#include "jongtable/kernel/seat.hpp"

namespace jongtable::kernel {

template <typename Choice, int MaxSeats = kMaxSeats>
class SealedChoices {
 public:
  // A new step for `choosers`: every earlier choice is forgotten.
  void open(SeatSet choosers) {
    choosers_ = choosers;
    chosen_ = SeatSet{};
    choices_ = {};
  }

  [[nodiscard]] SeatSet choosers() const { return choosers_; }
  [[nodiscard]] SeatSet chosen() const { return chosen_; }
  [[nodiscard]] SeatSet waiting() const { return choosers_.without(chosen_); }
  [[nodiscard]] bool has_chosen(Seat seat) const { return chosen_.contains(seat); }
  [[nodiscard]] bool may_choose(Seat seat) const {
    return choosers_.contains(seat) && !chosen_.contains(seat);
  }
  [[nodiscard]] bool all_chosen() const { return waiting().empty(); }

  // Seals `seat`'s choice; the ruleset has checked that it may choose and what it chose.
  void choose(Seat seat, Choice choice) {
    choices_[slot(seat)] = std::move(choice);
    chosen_.insert(seat);
  }
  // The clock runs out: `fallback(seat)` chooses for every seat still to choose.
  template <typename Fallback>
  void choose_for_the_rest(Fallback&& fallback) {
    for (const Seat seat : waiting()) choose(seat, fallback(seat));
  }

  // A seat's choice once every choice is in; nothing before, to anyone.
  [[nodiscard]] const Choice* revealed(Seat seat) const {
    return all_chosen() && chosen_.contains(seat) ? &choices_[slot(seat)] : nullptr;
  }
  // What `seat` has sealed so far, for that seat's own eyes (its view) and for the state's
  // digest; never to be shown to another seat before the reveal.
  [[nodiscard]] const Choice& sealed_by(Seat seat) const { return choices_[slot(seat)]; }

  friend bool operator==(const SealedChoices&, const SealedChoices&) = default;

 private:
  [[nodiscard]] static std::size_t slot(Seat seat) { return static_cast<std::size_t>(index(seat)); }

  SeatSet choosers_;
  SeatSet chosen_;
  std::array<Choice, MaxSeats> choices_{};
};

}  // namespace jongtable::kernel
