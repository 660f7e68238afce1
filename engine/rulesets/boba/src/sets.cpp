#include "jongtable/boba/sets.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace jongtable::boba {

bool is_set(CardId a, CardId b, CardId c) {
  const std::array<CardId, 3> cards = {a, b, c};
  const auto toppings = std::count_if(cards.begin(), cards.end(), is_topping);
  if (toppings == 3) return true;
  if (toppings > 0) return false;
  // The numbers other than 0, lowest first; each 0 may become whatever fills the gap.
  std::array<int, 3> fixed{};
  int held = 0;
  for (CardId card : cards) {
    if (!is_zero(card)) fixed[held++] = number_of(card);
  }
  // At most three: ordered by hand (the library's sort warns on a partial array).
  if (held >= 2 && fixed[1] < fixed[0]) std::swap(fixed[0], fixed[1]);
  if (held == 3 && fixed[2] < fixed[1]) std::swap(fixed[1], fixed[2]);
  if (held == 3 && fixed[1] < fixed[0]) std::swap(fixed[0], fixed[1]);
  if (held <= 1) return true;  // 0-0-x is x-x-x; 0-0-0 is a set of zeros
  if (held == 2) {
    const int gap = fixed[1] - fixed[0];
    // x-x-0 three of a kind; x-(x+1) or x-(x+2) a straight with the 0 filling in. Both
    // fit inside 0..8, so no wrap-around is ever needed.
    return gap <= 2;
  }
  const bool of_a_kind = fixed[0] == fixed[1] && fixed[1] == fixed[2];
  const bool in_a_row = fixed[1] == fixed[0] + 1 && fixed[2] == fixed[1] + 1;
  return of_a_kind || in_a_row;
}

}  // namespace jongtable::boba
