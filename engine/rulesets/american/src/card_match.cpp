// Exact matching (RULINGS "Groups and jokers"): each face the player holds fills exactly
// one group of the variation, a group of one or two cards with naturals only, a larger
// group with at least one natural and Jokers for the rest. Two pairs of a face are never
// a kong: a face fills one group, and every group has a face of its own.
#include <algorithm>
#include <bit>

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

// Whether items[i..] go into distinct free groups. Groups alike are tried once per level,
// so seven alike pairs cost seven steps, not 7!.
bool assign(const Variation& v, const Items& items, int i, unsigned used) {
  if (i == items.size) return true;
  const Item& item = items.items[static_cast<std::size_t>(i)];
  for (int g = 0; g < v.group_count; ++g) {
    if (used & (1u << g)) continue;
    const HandGroup& group = v.groups[static_cast<std::size_t>(g)];
    if (!fits(item, group)) continue;
    bool tried = false;
    for (int e = 0; e < g && !tried; ++e) {
      tried = !(used & (1u << e)) && v.groups[static_cast<std::size_t>(e)] == group;
    }
    if (tried) continue;
    if (assign(v, items, i + 1, used | (1u << g))) return true;
  }
  return false;
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
  items.naturals = 0;
  for (int i = 0; i < items.size; ++i)
    items.naturals |= bit(items.items[static_cast<std::size_t>(i)].face);
  // Exposed groups first (they fit one size only), then the most cards.
  std::sort(items.items.begin(), items.items.begin() + items.size,
            [](const Item& a, const Item& b) {
              return a.exposed != b.exposed ? a.exposed : a.count > b.count;
            });
  return items;
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
  for (std::size_t i = 0; i < card.variations.size(); ++i) {
    const Variation& v = card.variations[i];
    if (v.group_count != items->size) continue;
    if ((items->naturals & ~v.allowed) != 0 || (v.fixed & ~items->naturals) != 0) continue;
    if (assign(v, *items, 0, 0)) {
      // Variations are sorted by points, highest first: the first match counts.
      return HandMatch{v.hand, static_cast<int>(i),
                       card.hands[static_cast<std::size_t>(v.hand)].points};
    }
  }
  return std::nullopt;
}

bool exposure_usable(const Card& card, std::span<const ExposedShape> exposed, ExposedShape shape) {
  Items items;
  for (const ExposedShape& s : exposed) {
    if (s.face == shape.face) return false;  // never a second group of one face
    items.items[static_cast<std::size_t>(items.size++)] = {s.face, s.size, true};
    items.naturals |= bit(s.face);
  }
  items.items[static_cast<std::size_t>(items.size++)] = {shape.face, shape.size, true};
  items.naturals |= bit(shape.face);
  for (const Variation& v : card.variations) {
    if ((items.naturals & ~v.allowed) != 0) continue;
    if (assign(v, items, 0, 0)) return true;
  }
  return false;
}

}  // namespace jongtable::american
