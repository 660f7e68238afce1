// How far a holding is from each hand of the card. Exposed groups must fit the hand as
// they are; concealed faces are given to groups greedily (fixed faces first, then the
// largest open groups take the face that fills them best), and Jokers fill what they may.
// A hint and a bot's compass, not a proof: the greedy choice can overstate a distance.
#include <algorithm>
#include <bit>

#include "assignment.hpp"
#include "jongtable/american/card_spec.hpp"

namespace jongtable::american {
namespace {

// Gives each exposed group a group of the variation of its own (exact size, a face it
// may be); `used` gets their bits.
bool place_exposed(const Variation& v, std::span<const ExposedShape> exposed, unsigned& used) {
  if (exposed.size() > static_cast<std::size_t>(kHandSize)) return false;
  std::array<std::uint64_t, kHandSize> fitting{};
  for (std::size_t i = 0; i < exposed.size(); ++i) {
    for (int g = 0; g < v.group_count; ++g) {
      const HandGroup& group = v.groups[static_cast<std::size_t>(g)];
      if (group.size == exposed[i].size && (group.faces & bit(exposed[i].face))) {
        fitting[i] |= std::uint64_t{1} << g;
      }
    }
  }
  detail::count_steps(exposed.size() * v.group_count);
  detail::Owners owners;
  if (!detail::assign_distinct(std::span<const std::uint64_t>(fitting.data(), exposed.size()),
                               owners)) {
    return false;
  }
  used = 0;
  for (int g = 0; g < v.group_count; ++g) {
    if (owners[static_cast<std::size_t>(g)] >= 0) used |= 1u << g;
  }
  return true;
}

// The faces of `faces` of which at least `count` natural cards may still come: not in
// the player's hand, not out of play (exposed or discarded, as far as the caller says).
FaceMask still_to_come(FaceMask faces, int count, const Holding& holding,
                       std::span<const std::uint8_t> out_of_play) {
  FaceMask out = 0;
  for (FaceMask rest = faces; rest != 0; rest &= rest - 1) {
    const auto f = static_cast<std::size_t>(std::countr_zero(rest));
    const int gone = holding.concealed[f] + (f < out_of_play.size() ? out_of_play[f] : 0);
    if (copies_of(Face(static_cast<std::uint8_t>(f))) - gone >= count) out |= FaceMask{1} << f;
  }
  return out;
}

std::optional<NearHand> distance(const Card& card, int variation, const Holding& holding,
                                 std::span<const std::uint8_t> out_of_play) {
  const Variation& v = card.variations[static_cast<std::size_t>(variation)];
  unsigned used = 0;
  if (!place_exposed(v, holding.exposed, used)) return std::nullopt;
  FaceMask taken = 0;
  for (const ExposedShape& s : holding.exposed) taken |= bit(s.face);
  NearHand near;
  near.hand = v.hand;
  near.variation = variation;
  near.points = card.hands[static_cast<std::size_t>(v.hand)].points;
  std::array<std::uint8_t, kHandSize> naturals{};
  std::array<std::optional<Face>, kHandSize> chosen{};
  // Fixed faces first; then open groups a held face fits exactly; then the other open
  // groups, largest first (groups are stored largest first), each taking the face that
  // fills it most.
  for (int pass = 0; pass < 3; ++pass) {
    for (int g = 0; g < v.group_count; ++g) {
      if (used & (1u << g)) continue;
      const HandGroup& group = v.groups[static_cast<std::size_t>(g)];
      const bool fixed = std::popcount(group.faces) == 1;
      if (fixed != (pass == 0)) continue;
      if (chosen[static_cast<std::size_t>(g)]) continue;
      std::optional<Face> best;
      int best_fill = -1;
      int best_count = 0;
      FaceMask options = group.faces & ~taken;
      while (options) {
        const Face f = Face(static_cast<std::uint8_t>(std::countr_zero(options)));
        options &= options - 1;
        const int count = holding.concealed[static_cast<std::size_t>(index(f))];
        if (count == 0 && !fixed) continue;
        if (pass == 1 && count != group.size) continue;
        const int fill = std::min<int>(count, group.size);
        if (fill > best_fill || (fill == best_fill && count < best_count)) {
          best = f;
          best_fill = fill;
          best_count = count;
        }
      }
      if (best) {
        chosen[static_cast<std::size_t>(g)] = best;
        naturals[static_cast<std::size_t>(g)] = static_cast<std::uint8_t>(best_fill);
        taken |= bit(*best);
        near.keeps[static_cast<std::size_t>(index(*best))] = static_cast<std::uint8_t>(best_fill);
      }
    }
  }
  int jokers = holding.concealed[static_cast<std::size_t>(index(kJoker))];
  int used_jokers = 0;
  int missing = 0;
  for (int g = 0; g < v.group_count; ++g) {
    if (used & (1u << g)) continue;
    const HandGroup& group = v.groups[static_cast<std::size_t>(g)];
    const int nat = naturals[static_cast<std::size_t>(g)];
    int fill = 0;
    if (group.size >= 3) {
      fill = std::min(jokers, group.size - nat);  // Jokers alone make a group too
      jokers -= fill;
      used_jokers += fill;
    }
    const int lacking = group.size - nat - fill;
    if (lacking > 0) {
      MissingCards m;
      m.face = chosen[static_cast<std::size_t>(g)];
      // A pair or single needs every missing card natural; a larger group one at least
      // (Jokers may bring the rest). A need no face can meet puts the variation out of
      // reach: its face is another group's, or every card of it is in play elsewhere.
      const int naturals_needed = group.size <= 2 ? lacking : 1;
      m.faces = still_to_come(m.face ? bit(*m.face) : (group.faces & ~taken), naturals_needed,
                              holding, out_of_play);
      if (m.faces == 0 && m.face && std::popcount(group.faces) > 1) {
        // The open group's chosen face has run out: another face of its class may do.
        m.face.reset();
        m.faces = still_to_come(group.faces & ~taken, naturals_needed, holding, out_of_play);
      }
      if (m.faces == 0) return std::nullopt;
      m.count = lacking;
      near.still_missing.push_back(m);
      missing += lacking;
    }
  }
  near.keeps[static_cast<std::size_t>(index(kJoker))] = static_cast<std::uint8_t>(used_jokers);
  near.missing = missing;
  return near;
}

}  // namespace

std::vector<NearHand> nearest_hands(const Card& card, const Holding& holding, int count,
                                    std::span<const std::uint8_t> out_of_play) {
  std::vector<std::optional<NearHand>> per_hand(card.hands.size());
  for (std::size_t i = 0; i < card.variations.size(); ++i) {
    detail::count_steps(1);
    auto near = distance(card, static_cast<int>(i), holding, out_of_play);
    if (!near) continue;
    auto& best = per_hand[static_cast<std::size_t>(near->hand)];
    if (!best || near->missing < best->missing) best = std::move(near);
  }
  std::vector<NearHand> out;
  for (auto& near : per_hand) {
    if (near) out.push_back(std::move(*near));
  }
  std::stable_sort(out.begin(), out.end(), [](const NearHand& a, const NearHand& b) {
    return a.missing != b.missing ? a.missing < b.missing : a.points > b.points;
  });
  if (out.size() > static_cast<std::size_t>(std::max(count, 0))) {
    out.resize(static_cast<std::size_t>(std::max(count, 0)));
  }
  return out;
}

}  // namespace jongtable::american
