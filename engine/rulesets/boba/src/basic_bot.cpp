// The basic bot: greedy on its best six, one decision per call.
#include <algorithm>
#include <array>

#include "jongtable/boba/bot.hpp"
#include "jongtable/boba/scoring.hpp"

namespace jongtable::boba {
namespace {

// The best total of `best_six` with `card` added, choosing six again among those seven
// only: cheap, and close enough for a greedy player.
int total_with(const std::vector<CardId>& best_six, CardId card) {
  std::array<CardId, kScoredCards + 1> cards{};
  std::copy(best_six.begin(), best_six.end(), cards.begin());
  const std::size_t n = best_six.size();
  cards[n] = card;
  if (n < kScoredCards) return score_of(std::span(cards).first(n + 1)).total();
  int best = 0;
  for (std::size_t left_out = 0; left_out <= n; ++left_out) {
    std::array<CardId, kScoredCards> six{};
    for (std::size_t i = 0, j = 0; i <= n; ++i) {
      if (i != left_out) six[j++] = cards[i];
    }
    best = std::max(best, score_of(six).total());
  }
  return best;
}

// How many other hand cards could make a set with `card` and some third card.
int partners(const std::vector<CardId>& hand, CardId card) {
  int count = 0;
  for (CardId other : hand) {
    if (other == card) continue;
    if (is_topping(card) || is_topping(other)) {
      count += is_topping(card) && is_topping(other);
    } else if (is_zero(card) || is_zero(other)) {
      ++count;
    } else {
      count += std::abs(number_of(card) - number_of(other)) <= 2;
    }
  }
  return count;
}

}  // namespace

BasicBot::BasicBot(std::uint64_t seed) : rng_(seed) {}

std::optional<Intent> BasicBot::decide(const View& view) {
  if (!view.viewer || view.current != *view.viewer) return std::nullopt;
  const Seat me = *view.viewer;
  const LegalActions& legal = view.legal;
  // The supply while it has cards, else a pile's top (a turn starts only while one of
  // them has a card).
  const bool can_draw = legal.draw_supply || !legal.take_pile.empty();
  auto draw = [&]() -> std::optional<Intent> {
    if (legal.draw_supply) return DrawSupply{me};
    if (legal.take_pile.empty()) return std::nullopt;
    return TakePileTop{me, legal.take_pile[rng_.below(legal.take_pile.size())]};
  };

  switch (view.phase) {
    case Phase::drawing:
      return draw();
    case Phase::sets_or_draw:
    case Phase::making_sets: {
      if (legal.sets.empty()) {
        const bool room = static_cast<int>(view.hand.size()) < kHandLimit;
        if (view.phase == Phase::sets_or_draw && room && can_draw) return draw();
        return EndSets{me};
      }
      const Score now = best_score(view.players[index(me)].score_cards);
      // The set and kept card that raise the best six most; a 0 is worth keeping on a
      // tie (placed, it would leave the game), and a pile's top saves a hand card.
      // Each card's worth is worked out once: many sets share cards.
      std::array<int, kDeckSize> worth{};
      worth.fill(-1);
      auto worth_of = [&](CardId card) {
        int& w = worth[index(card)];
        if (w < 0) w = total_with(now.cards, card) * 4 + (is_zero(card) ? 2 : 0);
        return w;
      };
      int best_value = -1;
      const SetOption* chosen = nullptr;
      int keep = 0;
      for (const SetOption& option : legal.sets) {
        for (int k = 0; k < 3; ++k) {
          const int value = worth_of(option.cards[k]) + (option.pile ? 1 : 0);
          if (value > best_value) best_value = value, chosen = &option, keep = k;
        }
      }
      MakeSet set{me, {}, chosen->pile, chosen->cards[keep], {}};
      set.cards.assign(chosen->cards.begin(), chosen->cards.begin() + chosen->from_hand);
      std::array<int, kPiles> sizes{};
      for (int p = 0; p < kPiles; ++p) sizes[p] = static_cast<int>(view.piles[p].size());
      if (chosen->pile) --sizes[*chosen->pile];
      int placed = 0;
      for (int k = 0; k < 3; ++k) {
        if (k == keep) continue;
        const CardId card = chosen->cards[k];
        const auto empty = std::find(sizes.begin(), sizes.end(), 0);
        int pile = static_cast<int>(rng_.below(kPiles));
        if (empty != sizes.end()) pile = static_cast<int>(empty - sizes.begin());
        if (!is_zero(card)) ++sizes[pile];
        set.others[placed++] = {card, pile};
      }
      return set;
    }
    case Phase::hand_limit: {
      CardId worst = view.hand.front();
      int fewest = 1 << 20;
      for (CardId card : view.hand) {
        const int value = partners(view.hand, card) * 8 + static_cast<int>(rng_.below(8));
        if (value < fewest) fewest = value, worst = card;
      }
      const auto& piles = legal.discard_piles;
      return Discard{me, worst, piles[rng_.below(piles.size())]};
    }
    default:
      return std::nullopt;
  }
}

}  // namespace jongtable::boba
