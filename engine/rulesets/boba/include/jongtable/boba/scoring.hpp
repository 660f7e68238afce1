#pragma once
// End-game scoring (docs/rules/boba.md "The end"): each player's best six score cards, every
// chosen card scored once in each of four categories.

#include <cstdint>
#include <span>
#include <vector>

#include "jongtable/boba/card.hpp"

namespace jongtable::boba {

inline constexpr int kScoredCards = 6;

struct Breakdown {
  int freshness = 0;     // same number, or same topping: 2/3/4 cards 3/6/10
  int smoothness = 0;    // distinct consecutive numbers: 3/4/5/6 cards 2/4/7/10
  int complexity = 0;    // every two toppings 3
  int presentation = 0;  // same colour 3/4/5/6 cards 3/6/9/12; all different 3/4/5 cards 2/3/7
  [[nodiscard]] int total() const { return freshness + smoothness + complexity + presentation; }
  friend bool operator==(const Breakdown&, const Breakdown&) = default;
};

struct Score {
  std::vector<CardId> cards;  // the cards scored, in the order they were given
  Breakdown points;
  [[nodiscard]] int total() const { return points.total(); }
  friend bool operator==(const Score&, const Score&) = default;
};

// The points of exactly these cards: in each category the groups (disjoint, of the sizes
// the player aid lists) are chosen to score the most. Any number of cards.
[[nodiscard]] Breakdown score_of(std::span<const CardId> cards);

// The best choice of up to six of `score_cards` and its points. Among equal totals the
// choice first in the order of the cards given wins, so the answer is stable.
[[nodiscard]] Score best_score(std::span<const CardId> score_cards);

// Every score card scored together: the first tie-break.
[[nodiscard]] Score all_cards_score(std::span<const CardId> score_cards);

}  // namespace jongtable::boba
