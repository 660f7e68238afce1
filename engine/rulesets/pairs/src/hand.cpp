#include "jongtable/pairs/hand.hpp"

#include <array>

namespace jongtable::pairs {

bool is_three_pairs(std::span<const CardId> cards) {
  if (cards.size() != kWinningSize) return false;
  std::array<int, kFaceCount> counts{};
  for (CardId card : cards) {
    if (!is_valid(card)) return false;
    ++counts[index(face_of(card))];
  }
  // Six cards and no face held once or three times: with two copies a face, three pairs.
  for (int n : counts) {
    if (n % 2 != 0) return false;
  }
  return true;
}

bool wins_with(std::span<const CardId> hand, CardId extra) {
  if (hand.size() + 1 != kWinningSize) return false;
  std::array<CardId, kWinningSize> all{};
  for (std::size_t i = 0; i < hand.size(); ++i) all[i] = hand[i];
  all[hand.size()] = extra;
  return is_three_pairs(all);
}

}  // namespace jongtable::pairs
