#pragma once
// Sorting a hand by card id, fast: every card is a distinct physical card (0..74), so a
// hand is a set of ids, and reading the set's bits in order sorts it in a few steps.
// Views sort the viewer's hand on every refresh, so this is on the hot path.

#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "jongtable/nymj/card.hpp"

namespace jongtable::nymj {

// `cards` (distinct ids) into `sorted`, ascending.
inline void sort_cards_into(std::span<const CardId> cards, std::vector<CardId>& sorted) {
  std::uint64_t low = 0;   // ids 0..63
  std::uint64_t high = 0;  // ids 64..74
  for (const CardId card : cards) {
    // Without a branch on the id's half: which half a card falls in is a coin toss the
    // processor would often guess wrong.
    const auto id = static_cast<unsigned>(index(card));
    const std::uint64_t bit = std::uint64_t{1} << (id & 63);
    const std::uint64_t in_high = std::uint64_t{0} - (id >> 6);  // all ones for 64..74
    low |= bit & ~in_high;
    high |= bit & in_high;
  }
  sorted.clear();
  sorted.reserve(cards.size());
  for (; low != 0; low &= low - 1) sorted.push_back(CardId(std::countr_zero(low)));
  for (; high != 0; high &= high - 1) sorted.push_back(CardId(64 + std::countr_zero(high)));
}

}  // namespace jongtable::nymj
