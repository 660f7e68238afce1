#pragma once
// The one winning hand (docs/rules/pairs.md "Goal"): six cards that are three pairs.

#include <span>

#include "jongtable/pairs/card.hpp"

namespace jongtable::pairs {

inline constexpr int kHandSize = 5;
inline constexpr int kWinningSize = 6;

// Whether `cards` are exactly six, two of each of three faces.
[[nodiscard]] bool is_three_pairs(std::span<const CardId> cards);
// Whether `hand` (five cards) with `extra` is three pairs: a claim that may be made.
[[nodiscard]] bool wins_with(std::span<const CardId> hand, CardId extra);

}  // namespace jongtable::pairs
