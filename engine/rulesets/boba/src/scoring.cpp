// The end-game optimiser. Every category scores a multiset by how many cards it holds of
// each number, topping or flavour, so the search over choices of six keeps those counts
// as it goes and reads the two hard categories (Smoothness, Presentation) from tables
// built once for every count a choice of six can reach.
#include "jongtable/boba/scoring.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace jongtable::boba {
namespace {

using NumberCounts = std::array<int, kNumbers>;
using FlavourCounts = std::array<int, kFlavours>;

// Points by group size, from the player aid; 0 where a size does not score.
constexpr std::array<int, 5> kSameNumber = {0, 0, 3, 6, 10};
constexpr std::array<int, 7> kStraight = {0, 0, 0, 2, 4, 7, 10};
constexpr std::array<int, 7> kSameColour = {0, 0, 0, 3, 6, 9, 12};
constexpr std::array<int, 6> kDifferentColours = {0, 0, 0, 2, 3, 7};
constexpr int kPerToppingPair = 3;

// Freshness of `count` cards of one number or topping, split into the best groups of
// two to four (five 3s score as four and one left over, not as three and two).
constexpr std::array<int, 16> kFreshness = [] {
  std::array<int, 16> best{};
  for (int c = 2; c < 16; ++c) {
    best[c] = best[c - 1];
    for (int size = 2; size <= 4 && size <= c; ++size) {
      best[c] = std::max(best[c], kSameNumber[size] + best[c - size]);
    }
  }
  return best;
}();

int freshness_of(int count) {
  return count < 16 ? kFreshness[count] : kFreshness[15] + freshness_of(count - 15);
}

// The lowest number left is either left out once or starts a straight (a straight holding
// it must start there), so trying both for it covers every split into straights.
int smoothness_of(NumberCounts& counts, int from) {
  while (from < kNumbers && counts[from] == 0) ++from;
  if (from == kNumbers) return 0;
  --counts[from];
  int best = smoothness_of(counts, from);
  ++counts[from];
  int length = 0;
  while (from + length < kNumbers && counts[from + length] > 0 && length < 6) {
    ++length;
    if (length < 3) continue;
    for (int i = 0; i < length; ++i) --counts[from + i];
    best = std::max(best, kStraight[length] + smoothness_of(counts, from));
    for (int i = 0; i < length; ++i) ++counts[from + i];
  }
  return best;
}

// Likewise for colours: one card of the first flavour left is left out, or heads a group
// of its own colour, or a group of different colours with later flavours.
int presentation_of(FlavourCounts& counts, int from) {
  while (from < kFlavours && counts[from] == 0) ++from;
  if (from == kFlavours) return 0;
  --counts[from];
  int best = presentation_of(counts, from);
  for (int size = 3; size <= 6 && size - 1 <= counts[from]; ++size) {
    counts[from] -= size - 1;
    best = std::max(best, kSameColour[size] + presentation_of(counts, from));
    counts[from] += size - 1;
  }
  // Every subset of the later flavours still held, as the rest of a different-colours group.
  for (unsigned others = 1; others < (1u << (kFlavours - 1 - from)); ++others) {
    int size = 1;
    bool held = true;
    for (int g = 0; g < kFlavours - 1 - from; ++g) {
      if ((others >> g) & 1u) {
        ++size;
        held = held && counts[from + 1 + g] > 0;
      }
    }
    if (!held || size < 3) continue;
    for (int g = 0; g < kFlavours - 1 - from; ++g) {
      if ((others >> g) & 1u) --counts[from + 1 + g];
    }
    best = std::max(best, kDifferentColours[size] + presentation_of(counts, from));
    for (int g = 0; g < kFlavours - 1 - from; ++g) {
      if ((others >> g) & 1u) ++counts[from + 1 + g];
    }
  }
  ++counts[from];
  return best;
}

// Smoothness of at most six cards, by their numbers' counts capped at two (base 3): a
// straight uses a number once and six cards hold at most two straights, so a third copy
// never scores.
constexpr int kSmoothKeys = 19683;  // 3^9
// Presentation of at most six cards, by flavour counts (base 7).
constexpr int kPresentKeys = 16807;  // 7^5

struct Tables {
  std::array<std::uint8_t, kSmoothKeys> smoothness{};
  std::array<std::uint8_t, kPresentKeys> presentation{};
  Tables() {
    for (int key = 0; key < kSmoothKeys; ++key) {
      NumberCounts counts{};
      int cards = 0;
      for (int n = 0, k = key; n < kNumbers; ++n, k /= 3) cards += counts[n] = k % 3;
      if (cards <= kScoredCards) {
        smoothness[key] = static_cast<std::uint8_t>(smoothness_of(counts, 0));
      }
    }
    for (int key = 0; key < kPresentKeys; ++key) {
      FlavourCounts counts{};
      int cards = 0;
      for (int f = 0, k = key; f < kFlavours; ++f, k /= 7) cards += counts[f] = k % 7;
      if (cards <= kScoredCards) {
        presentation[key] = static_cast<std::uint8_t>(presentation_of(counts, 0));
      }
    }
  }
};

const Tables& tables() {
  static const Tables kTables;
  return kTables;
}

constexpr std::array<int, kNumbers> kPow3 = {1, 3, 9, 27, 81, 243, 729, 2187, 6561};
constexpr std::array<int, kFlavours> kPow7 = {1, 7, 49, 343, 2401};

// The search over choices of exactly k cards (never fewer: a card more never lowers a
// category, since groups are optional), keeping every count as cards join and leave.
class ChoiceSearch {
 public:
  explicit ChoiceSearch(std::span<const CardId> cards) : cards_(cards), tables_(tables()) {}

  void run(int k) {
    k_ = k;
    visit(0, 0);
  }
  [[nodiscard]] int best_total() const { return best_total_; }
  [[nodiscard]] const std::array<int, kScoredCards>& best_choice() const { return best_; }

 private:
  void visit(int from, int depth) {
    if (depth == k_) {
      const int total = freshness_ + tables_.smoothness[smooth_key_] +
                        kPerToppingPair * (toppings_ / 2) + tables_.presentation[present_key_];
      if (total > best_total_) {
        best_total_ = total;
        best_ = chosen_;
      }
      return;
    }
    const int n = static_cast<int>(cards_.size());
    if (depth == k_ - 1) {
      last_card(from, n);
      return;
    }
    for (int i = from; i <= n - (k_ - depth); ++i) {
      chosen_[depth] = i;
      const CardId card = cards_[i];
      if (is_number(card)) {
        const int number = number_of(card);
        int& count = numbers_[number];
        const int flavour_step = kPow7[index(flavour_of(card))];
        const int smooth_step = count < 2 ? kPow3[number] : 0;
        freshness_ += kFreshness[count + 1] - kFreshness[count];
        ++count;
        smooth_key_ += smooth_step;
        present_key_ += flavour_step;
        visit(i + 1, depth + 1);
        present_key_ -= flavour_step;
        smooth_key_ -= smooth_step;
        --count;
        freshness_ -= kFreshness[count + 1] - kFreshness[count];
      } else {
        int& count = topping_counts_[index(topping_of(card))];
        freshness_ += kFreshness[count + 1] - kFreshness[count];
        ++count;
        ++toppings_;
        visit(i + 1, depth + 1);
        --toppings_;
        --count;
        freshness_ -= kFreshness[count + 1] - kFreshness[count];
      }
    }
  }

  // The choice's last card, tried in a flat loop: three quarters of the search are these
  // leaves, so each is scored from the counts so far without a call or any undoing.
  void last_card(int from, int n) {
    for (int i = from; i < n; ++i) {
      const CardId card = cards_[i];
      int total = 0;
      if (is_number(card)) {
        const int number = number_of(card);
        const int count = numbers_[number];
        const int smooth_step = count < 2 ? kPow3[number] : 0;
        total = freshness_ + kFreshness[count + 1] - kFreshness[count] +
                tables_.smoothness[smooth_key_ + smooth_step] + kPerToppingPair * (toppings_ / 2) +
                tables_.presentation[present_key_ + kPow7[index(flavour_of(card))]];
      } else {
        const int count = topping_counts_[index(topping_of(card))];
        total = freshness_ + kFreshness[count + 1] - kFreshness[count] +
                tables_.smoothness[smooth_key_] + kPerToppingPair * ((toppings_ + 1) / 2) +
                tables_.presentation[present_key_];
      }
      if (total > best_total_) {
        best_total_ = total;
        chosen_[k_ - 1] = i;
        best_ = chosen_;
      }
    }
  }

  std::span<const CardId> cards_;
  const Tables& tables_;
  int k_ = 0;
  std::array<int, kNumbers> numbers_{};
  std::array<int, kToppings> topping_counts_{};
  int toppings_ = 0;
  int freshness_ = 0;
  int smooth_key_ = 0;
  int present_key_ = 0;
  std::array<int, kScoredCards> chosen_{};
  std::array<int, kScoredCards> best_{};
  int best_total_ = -1;
};

}  // namespace

Breakdown score_of(std::span<const CardId> cards) {
  NumberCounts numbers{};
  FlavourCounts flavours{};
  std::array<int, kToppings> toppings{};
  int topping_cards = 0;
  for (CardId card : cards) {
    if (is_number(card)) {
      ++numbers[number_of(card)];
      ++flavours[index(flavour_of(card))];
    } else {
      ++toppings[index(topping_of(card))];
      ++topping_cards;
    }
  }
  Breakdown points;
  for (int count : numbers) points.freshness += freshness_of(count);
  for (int count : toppings) points.freshness += freshness_of(count);
  points.complexity = kPerToppingPair * (topping_cards / 2);
  if (static_cast<int>(cards.size()) - topping_cards > kScoredCards) {
    points.smoothness = smoothness_of(numbers, 0);
    points.presentation = presentation_of(flavours, 0);
    return points;
  }
  // Six number cards or fewer: the tables hold the answer (and bots ask this often).
  int smooth_key = 0;
  int present_key = 0;
  for (int n = 0; n < kNumbers; ++n) smooth_key += std::min(numbers[n], 2) * kPow3[n];
  for (int f = 0; f < kFlavours; ++f) present_key += flavours[f] * kPow7[f];
  points.smoothness = tables().smoothness[smooth_key];
  points.presentation = tables().presentation[present_key];
  return points;
}

Score best_score(std::span<const CardId> score_cards) {
  Score score;
  if (score_cards.size() <= kScoredCards) {
    score.cards.assign(score_cards.begin(), score_cards.end());
  } else {
    ChoiceSearch search(score_cards);
    search.run(kScoredCards);
    for (int i : search.best_choice()) score.cards.push_back(score_cards[i]);
  }
  score.points = score_of(score.cards);
  return score;
}

Score all_cards_score(std::span<const CardId> score_cards) {
  Score score;
  score.cards.assign(score_cards.begin(), score_cards.end());
  score.points = score_of(score.cards);
  return score;
}

}  // namespace jongtable::boba
