#pragma once
// Hand analysis: the rulebook's "three sets of three cards plus one pair", counting
// the sets a player has already exposed, and what a discarded card would let a seat do.

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "jongtable/nymj/card.hpp"

namespace jongtable::nymj {

// How many of each face a group of cards holds.
using FaceCounts = std::array<std::uint8_t, kFaceCount>;

[[nodiscard]] FaceCounts count_faces(std::span<const CardId> cards);

inline constexpr int kSetsToWin = 3;
inline constexpr int kWinningHandSize = 11;

// A set is three identical cards, or three consecutive numbers of one numbered suit.
[[nodiscard]] bool is_set(Face a, Face b, Face c);

// Do these concealed cards, with `exposed_sets` sets already laid down, make a
// winning hand of three sets and one pair (11 cards in all)?
[[nodiscard]] bool is_winning(const FaceCounts& concealed, int exposed_sets);
[[nodiscard]] bool is_winning(std::span<const CardId> concealed, int exposed_sets);

// The two faces from the concealed hand that would join a card to make a set.
struct SetCompletion {
  Face first;
  Face second;
  friend bool operator==(const SetCompletion&, const SetCompletion&) = default;
};
// At most four ways: three sequences and the identical set. Held inline because every
// seat's claim is checked at every discard, and that must not allocate.
class SetCompletions {
 public:
  void push_back(SetCompletion completion) { items_[size_++] = completion; }
  [[nodiscard]] std::size_t size() const { return size_; }
  [[nodiscard]] bool empty() const { return size_ == 0; }
  [[nodiscard]] const SetCompletion& operator[](std::size_t i) const { return items_[i]; }
  [[nodiscard]] const SetCompletion* begin() const { return items_.data(); }
  [[nodiscard]] const SetCompletion* end() const { return items_.data() + size_; }

 private:
  std::array<SetCompletion, 4> items_{};
  std::size_t size_ = 0;
};
// Every way `card_face` completes a set with two concealed cards, in a stable order
// (lower sequences first, identical set last).
[[nodiscard]] SetCompletions set_completions(const FaceCounts& concealed, Face card_face);

// Whether set_completions() would offer any way at all, without listing them.
[[nodiscard]] bool completes_a_set(const FaceCounts& concealed, Face card_face);

// What a STEAL! on a discard would be for a claimant (docs/rules/nymj.md: "STEAL! and the claim
// window"): a winning claim when the card is the last one needed to win; a set claim
// when it completes a set with two concealed cards; otherwise mistaken.
enum class ClaimKind : std::uint8_t { mistaken, completes_set, wins };
[[nodiscard]] ClaimKind classify_claim(const FaceCounts& concealed, int exposed_sets, Face discard);

// Sets-and-pair distance: the fewest cards that must be replaced for a hand to win
// (0 when it already wins). Bots plan with it; the rules never need it.
[[nodiscard]] int cards_from_winning(const FaceCounts& concealed, int exposed_sets);

}  // namespace jongtable::nymj
