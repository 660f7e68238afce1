// Exact matching (docs/rules/american.md "Groups and jokers", docs/rules/american.md): each face the
// player holds fills exactly one group of the variation, a group of one or two cards with
// naturals only, a larger group with naturals and Jokers for the rest; a group of three
// or more may also be Jokers alone, then of a face no other group has. Two pairs of a
// face are never a kong: a face fills one group, and every group has a face of its own.
//
// Both questions are distinct-representative problems, solved by augmenting paths
// (assignment.hpp), so a check costs a bounded number of steps per variation whatever
// the card says.
#include <algorithm>
#include <bit>

#include "assignment.hpp"
#include "jongtable/american/card_spec.hpp"

namespace jongtable::american {
namespace {

struct Item {
  Face face{};
  std::uint8_t count = 0;  // concealed naturals, or the exposed group's size
  bool exposed = false;
};

struct Items {
  std::array<Item, kHandSize> items{};
  int size = 0;
  FaceMask naturals = 0;  // faces held
};

bool fits(const Item& item, const HandGroup& group) {
  if (!(group.faces & bit(item.face))) return false;
  if (item.exposed) return item.count == group.size;
  return group.size <= 2 ? item.count == group.size : item.count <= group.size;
}

// The groups of `v` each item may fill, one bitmask per item.
std::array<std::uint64_t, kHandSize> fitting_groups(const Variation& v, const Items& items) {
  std::array<std::uint64_t, kHandSize> out{};
  for (int i = 0; i < items.size; ++i) {
    for (int g = 0; g < v.group_count; ++g) {
      if (fits(items.items[static_cast<std::size_t>(i)], v.groups[static_cast<std::size_t>(g)])) {
        out[static_cast<std::size_t>(i)] |= std::uint64_t{1} << g;
      }
    }
  }
  detail::count_steps(static_cast<std::uint64_t>(items.size * v.group_count));
  return out;
}

// Whether every held face fills a group of its own.
bool items_placed(const Variation& v, const Items& items) {
  const auto fitting = fitting_groups(v, items);
  detail::Owners owners;
  return detail::assign_distinct(
      std::span<const std::uint64_t>(fitting.data(), static_cast<std::size_t>(items.size)), owners);
}

// Whether every group gets a face of its own: a held face it fits, or, for a group of
// three or more, a face nobody holds, made of Jokers alone. With items_placed, a way to
// do both at once exists (a bipartite graph with a matching covering each of two sides'
// subsets has one covering both).
bool groups_filled(const Variation& v, const Items& items) {
  std::array<std::uint64_t, kHandSize> faces{};
  for (int i = 0; i < items.size; ++i) {
    const Item& item = items.items[static_cast<std::size_t>(i)];
    for (int g = 0; g < v.group_count; ++g) {
      if (fits(item, v.groups[static_cast<std::size_t>(g)])) {
        faces[static_cast<std::size_t>(g)] |= bit(item.face);
      }
    }
  }
  for (int g = 0; g < v.group_count; ++g) {
    const HandGroup& group = v.groups[static_cast<std::size_t>(g)];
    if (group.size >= 3) faces[static_cast<std::size_t>(g)] |= group.faces & ~items.naturals;
  }
  detail::count_steps(static_cast<std::uint64_t>(items.size * v.group_count));
  detail::Owners owners;
  return detail::assign_distinct(
      std::span<const std::uint64_t>(faces.data(), static_cast<std::size_t>(v.group_count)),
      owners);
}

std::optional<Items> items_of(const Holding& holding) {
  Items items;
  FaceMask exposed = 0;
  for (const ExposedShape& shape : holding.exposed) {
    if (items.size == kHandSize || (exposed & bit(shape.face))) return std::nullopt;
    exposed |= bit(shape.face);
    items.items[static_cast<std::size_t>(items.size++)] = {shape.face, shape.size, true};
  }
  for (int f = 0; f < kFaceCount - 1; ++f) {
    const auto count = holding.concealed[static_cast<std::size_t>(f)];
    if (count == 0) continue;
    const Face face = Face(static_cast<std::uint8_t>(f));
    // A face both exposed and concealed would need two groups of one face.
    if ((exposed & bit(face)) || items.size == kHandSize) return std::nullopt;
    items.items[static_cast<std::size_t>(items.size++)] = {face, count, false};
  }
  for (int i = 0; i < items.size; ++i)
    items.naturals |= bit(items.items[static_cast<std::size_t>(i)].face);
  return items;
}

bool matches(const Variation& v, const Items& items, int jokers) {
  if (v.group_count < items.size) return false;
  if ((items.naturals & ~v.allowed) != 0 || (v.natural_only & ~items.naturals) != 0) return false;
  const int jokers_alone = v.group_count - items.size;  // groups no held face fills
  if (jokers < 3 * jokers_alone) return false;
  if (!items_placed(v, items)) return false;
  return jokers_alone == 0 || groups_filled(v, items);
}

}  // namespace

int Holding::card_count() const {
  int n = 0;
  for (auto c : concealed) n += c;
  for (const ExposedShape& shape : exposed) n += shape.size;
  return n;
}

bool Holding::has_joker() const {
  if (concealed[static_cast<std::size_t>(index(kJoker))] > 0) return true;
  return std::any_of(exposed.begin(), exposed.end(),
                     [](const ExposedShape& s) { return s.jokers > 0; });
}

std::optional<HandMatch> best_match(const Card& card, const Holding& holding) {
  if (holding.card_count() != kHandSize) return std::nullopt;
  const auto items = items_of(holding);
  if (!items) return std::nullopt;
  const int jokers = holding.concealed[static_cast<std::size_t>(index(kJoker))];
  for (std::size_t i = 0; i < card.variations.size(); ++i) {
    detail::count_steps(1);
    const Variation& v = card.variations[i];
    if (matches(v, *items, jokers)) {
      // Variations are sorted by points, highest first: the first match counts.
      return HandMatch{v.hand, static_cast<int>(i),
                       card.hands[static_cast<std::size_t>(v.hand)].points};
    }
  }
  return std::nullopt;
}

std::vector<LaidGroup> lay_out(const Card& card, const HandMatch& match, const Holding& holding) {
  const auto items = items_of(holding);
  if (!items || match.variation < 0 ||
      static_cast<std::size_t>(match.variation) >= card.variations.size()) {
    return {};
  }
  const Variation& v = card.variations[static_cast<std::size_t>(match.variation)];
  // One stand-in for each group no held face fills: Jokers alone, in a group of three or
  // more. With them every group has an owner, so a pair is never left to the Jokers.
  auto fitting = fitting_groups(v, *items);
  const int alone = v.group_count - items->size;
  if (alone < 0) return {};
  std::uint64_t big = 0;
  for (int g = 0; g < v.group_count; ++g) {
    if (v.groups[static_cast<std::size_t>(g)].size >= 3) big |= std::uint64_t{1} << g;
  }
  for (int i = 0; i < alone; ++i) fitting[static_cast<std::size_t>(items->size + i)] = big;
  detail::Owners owners;
  if (!detail::assign_distinct(
          std::span<const std::uint64_t>(fitting.data(), static_cast<std::size_t>(v.group_count)),
          owners)) {
    return {};
  }
  std::vector<LaidGroup> out;
  for (int g = 0; g < v.group_count; ++g) {
    const int owner = owners[static_cast<std::size_t>(g)];
    const int size = v.groups[static_cast<std::size_t>(g)].size;
    if (owner < items->size) {
      const Item& item = items->items[static_cast<std::size_t>(owner)];
      if (item.exposed) continue;
      out.push_back({item.face, item.count, size - item.count});
    } else {
      out.push_back({std::nullopt, 0, size});
    }
  }
  return out;
}

bool exposure_usable(const Card& card, std::span<const ExposedShape> exposed, ExposedShape shape) {
  Items items;
  for (const ExposedShape& s : exposed) {
    if (s.face == shape.face || items.size + 1 == kHandSize) return false;
    items.items[static_cast<std::size_t>(items.size++)] = {s.face, s.size, true};
    items.naturals |= bit(s.face);
  }
  items.items[static_cast<std::size_t>(items.size++)] = {shape.face, shape.size, true};
  items.naturals |= bit(shape.face);
  for (const Variation& v : card.variations) {
    detail::count_steps(1);
    if ((items.naturals & ~v.allowed) != 0 || v.group_count < items.size) continue;
    if (items_placed(v, items)) return true;
  }
  return false;
}

}  // namespace jongtable::american
