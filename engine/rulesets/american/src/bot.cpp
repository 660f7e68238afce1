#include "jongtable/american/bot.hpp"

#include <algorithm>

#include "jongtable/kernel/seed_mix.hpp"
#include "rules.hpp"

namespace jongtable::american {
namespace {

Holding holding_from(const std::vector<CardId>& concealed,
                     const std::vector<ExposedGroup>& exposed) {
  Holding holding;
  for (CardId c : concealed) ++holding.concealed[static_cast<std::size_t>(index(face_of(c)))];
  holding.exposed = rules::shapes_of(exposed);
  return holding;
}

int best_missing(const Card& card, const Holding& holding) {
  const auto near = nearest_hands(card, holding, 1);
  return near.empty() ? 99 : near.front().missing;
}

}  // namespace

std::vector<CardId> least_needed_cards(const Card& card, const std::vector<CardId>& concealed,
                                       const std::vector<ExposedGroup>& exposed, int count,
                                       bool jokers) {
  const Holding holding = holding_from(concealed, exposed);
  const auto near = nearest_hands(card, holding, 3);
  std::array<int, kFaceCount> need{};
  std::array<int, kFaceCount> keepers{};  // how many near hands keep some of the face
  for (const NearHand& h : near) {
    for (int f = 0; f < kFaceCount; ++f) {
      need[static_cast<std::size_t>(f)] =
          std::max<int>(need[static_cast<std::size_t>(f)], h.keeps[static_cast<std::size_t>(f)]);
      if (h.keeps[static_cast<std::size_t>(f)] > 0) ++keepers[static_cast<std::size_t>(f)];
    }
  }
  // Rank each card: free ones (beyond what any near hand keeps) first, fewest held of
  // their face first; Jokers last of all; then kept cards, least kept first.
  struct Ranked {
    int rank;
    CardId card;
  };
  std::vector<Ranked> ranked;
  std::array<int, kFaceCount> seen{};
  for (CardId c : concealed) {
    const auto f = static_cast<std::size_t>(index(face_of(c)));
    if (is_joker(c) && !jokers) continue;
    const bool free = seen[f]++ >= need[f];
    int rank = free ? holding.concealed[f] : 100 + keepers[f] * 10 + holding.concealed[f];
    if (is_joker(c)) rank += 1000;
    ranked.push_back({rank, c});
  }
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const Ranked& a, const Ranked& b) { return a.rank < b.rank; });
  std::vector<CardId> out;
  for (const Ranked& r : ranked) {
    if (static_cast<int>(out.size()) == count) break;
    out.push_back(r.card);
  }
  return out;
}

std::optional<Intent> BasicBot::decide(const View& view) {
  if (!view.viewer || !view.card) return std::nullopt;
  const Seat me = *view.viewer;
  const Card& card = *view.card;
  const auto& exposed = view.seats[static_cast<std::size_t>(kernel::index(me))].exposed;
  const LegalActions& legal = view.legal;
  if (legal.pass_cards) {
    return PassCards{me, least_needed_cards(card, view.hand, exposed, 3, false), 0};
  }
  if (legal.vote) {
    // Dances again when every hand is still far off (the seed varies the threshold).
    const int far = 7 + static_cast<int>(seed_ % 3);
    return VoteDanceAgain{me, best_missing(card, holding_from(view.hand, exposed)) >= far};
  }
  if (legal.offer_courtesy) {
    auto offer = least_needed_cards(card, view.hand, exposed, 3, false);
    const auto near = nearest_hands(card, holding_from(view.hand, exposed), 3);
    // Offers only cards no near hand keeps.
    std::array<int, kFaceCount> need{};
    for (const NearHand& h : near) {
      for (int f = 0; f < kFaceCount; ++f) {
        need[static_cast<std::size_t>(f)] =
            std::max<int>(need[static_cast<std::size_t>(f)], h.keeps[static_cast<std::size_t>(f)]);
      }
    }
    std::array<int, kFaceCount> held{};
    for (CardId c : view.hand) ++held[static_cast<std::size_t>(index(face_of(c)))];
    std::erase_if(offer, [&](CardId c) {
      const auto f = static_cast<std::size_t>(index(face_of(c)));
      return held[f] <= need[f];
    });
    return OfferCourtesy{me, offer};
  }
  if (legal.declare_mah_jongg) return DeclareMahJongg{me};
  if (!legal.discard.empty()) {
    if (!legal.joker_exchanges.empty()) {
      const Holding holding = holding_from(view.hand, exposed);
      const int now_missing = best_missing(card, holding);
      for (const JokerExchangeOption& option : legal.joker_exchanges) {
        // A Joker does whatever the card did in a group of three or more, and more; not
        // in a pair or single, so the swap must not take the hand further away.
        Holding after = holding;
        --after.concealed[static_cast<std::size_t>(index(face_of(option.card)))];
        ++after.concealed[static_cast<std::size_t>(index(kJoker))];
        if (best_missing(card, after) <= now_missing) {
          return ExchangeJoker{me, option.card, option.owner, option.group};
        }
      }
    }
    return Discard{me, least_needed_cards(card, view.hand, exposed, 1, true).front()};
  }
  if (legal.pass_call && view.window) {
    if (legal.call_mah_jongg || !legal.expose_options.empty()) ++calls_.chances;
    if (legal.call_mah_jongg) {
      ++calls_.taken;
      return Call{me, view.window->id, true, {}};
    }
    if (!legal.expose_options.empty() && in_the_mood(view.window->id)) {
      const int now_missing = best_missing(card, holding_from(view.hand, exposed));
      for (const ExposeOption& option : legal.expose_options) {
        std::vector<CardId> rest = view.hand;
        for (CardId c : option.cards) rules::remove_card(rest, c);
        std::vector<ExposedGroup> after = exposed;
        ExposedGroup group;
        group.face = face_of(view.window->card);
        group.cards = option.cards;
        group.cards.push_back(view.window->card);
        after.push_back(group);
        if (best_missing(card, holding_from(rest, after)) < now_missing) {
          ++calls_.taken;
          return Call{me, view.window->id, false, option.cards};
        }
      }
    }
    return PassCall{me, view.window->id};
  }
  return std::nullopt;
}

bool BasicBot::in_the_mood(std::uint32_t window) const {
  if (manner_ == Manner::keen) return true;
  // The bot's own whim, keyed apart from anything else drawn from its seed.
  return (kernel::tie_key(seed_ ^ 0x4b494e44ULL, window) & 1u) == 0;
}

}  // namespace jongtable::american
