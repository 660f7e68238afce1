#include "scoring_reference.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace jongtable::boba::testing {
namespace {

constexpr int kMaxCards = 16;
// A few cards, held inline: the reference scores about a million small groups per run.
struct Group {
  std::array<CardId, kMaxCards> cards{};
  std::size_t n = 0;
  [[nodiscard]] std::size_t size() const { return n; }
  CardId operator[](std::size_t i) const { return cards[i]; }
  [[nodiscard]] const CardId* begin() const { return cards.data(); }
  [[nodiscard]] const CardId* end() const { return cards.data() + n; }
  void push_back(CardId c) { cards[n++] = c; }
};

int freshness_group(const Group& g) {
  const std::size_t n = g.size();
  if (n < 2 || n > 4) return 0;
  for (CardId c : g) {
    const bool same = is_topping(g[0]) ? is_topping(c) && topping_of(c) == topping_of(g[0])
                                       : is_number(c) && number_of(c) == number_of(g[0]);
    if (!same) return 0;
  }
  return n == 2 ? 3 : n == 3 ? 6 : 10;
}

int smoothness_group(const Group& g) {
  const std::size_t n = g.size();
  if (n < 3 || n > 6) return 0;
  std::array<int, kMaxCards> numbers{};
  for (std::size_t i = 0; i < n; ++i) {
    if (is_topping(g[i])) return 0;
    numbers[i] = number_of(g[i]);
  }
  std::sort(numbers.begin(), numbers.begin() + n);
  for (std::size_t i = 1; i < n; ++i) {
    if (numbers[i] != numbers[i - 1] + 1) return 0;
  }
  return n == 3 ? 2 : n == 4 ? 4 : n == 5 ? 7 : 10;
}

int complexity_group(const Group& g) {
  return g.size() == 2 && is_topping(g[0]) && is_topping(g[1]) ? 3 : 0;
}

int presentation_group(const Group& g) {
  const std::size_t n = g.size();
  if (n < 3) return 0;
  std::array<int, kMaxCards> flavours{};
  for (std::size_t i = 0; i < n; ++i) {
    if (is_topping(g[i])) return 0;
    flavours[i] = index(flavour_of(g[i]));
  }
  std::sort(flavours.begin(), flavours.begin() + n);
  if (flavours[0] == flavours[n - 1]) return n <= 6 ? static_cast<int>(n - 2) * 3 : 0;
  if (std::adjacent_find(flavours.begin(), flavours.begin() + n) == flavours.begin() + n &&
      n <= 5) {
    return n == 3 ? 2 : n == 4 ? 3 : 7;
  }
  return 0;
}

// The best split of `cards` into disjoint scoring groups (cards may stay out of every
// group): for every subset of the cards, the better of leaving its first card out or
// putting it in any scoring group drawn from that subset.
template <typename Value>
int best_split(const std::vector<CardId>& cards, Value value) {
  const unsigned all = (1u << cards.size()) - 1;
  std::vector<int> group_points(all + 1, 0);
  for (unsigned mask = 1; mask <= all; ++mask) {
    Group members;
    for (std::size_t i = 0; i < cards.size(); ++i) {
      if ((mask >> i) & 1u) members.push_back(cards[i]);
    }
    group_points[mask] = value(members);
  }
  std::vector<int> best(all + 1, 0);
  for (unsigned left = 1; left <= all; ++left) {
    const unsigned first = left & (~left + 1);
    const unsigned others = left & ~first;
    int b = best[others];
    for (unsigned sub = others;; sub = (sub - 1) & others) {
      const unsigned group = sub | first;
      if (group_points[group] > 0) b = std::max(b, group_points[group] + best[left & ~group]);
      if (sub == 0) break;
    }
    best[left] = b;
  }
  return best[all];
}

}  // namespace

Breakdown reference_score_of(std::span<const CardId> cards) {
  const std::vector<CardId> all(cards.begin(), cards.end());
  Breakdown points;
  if (all.size() > kMaxCards) return points;
  points.freshness = best_split(all, freshness_group);
  points.smoothness = best_split(all, smoothness_group);
  points.complexity = best_split(all, complexity_group);
  points.presentation = best_split(all, presentation_group);
  return points;
}

Score reference_best_score(std::span<const CardId> score_cards) {
  const std::size_t n = score_cards.size();
  Score best;
  best.points.freshness = -1;
  for (unsigned mask = 0; mask < (1u << n); ++mask) {
    if (std::popcount(mask) > kScoredCards) continue;
    std::vector<CardId> chosen;
    for (std::size_t i = 0; i < n; ++i) {
      if ((mask >> i) & 1u) chosen.push_back(score_cards[i]);
    }
    const Breakdown points = reference_score_of(chosen);
    if (points.total() > best.total()) best = {chosen, points};
  }
  return best;
}

}  // namespace jongtable::boba::testing
