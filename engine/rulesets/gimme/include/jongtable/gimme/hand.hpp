#pragma once
// Sets and Mahjong (docs/rules/gimme.md "Tiles and hands"): a set is 2-4 tiles of one face, Jokers
// standing in, at least one natural; a hand is Mahjong when every tile is in a set.

#include <array>
#include <cstdint>
#include <span>

#include "jongtable/gimme/tile.hpp"
#include "jongtable/kernel/fixed_list.hpp"

namespace jongtable::gimme {

using kernel::FixedList;

// The most tiles a concealed hand can hold: 13 dealt and one drawn; a Joker Steal keeps
// the count, and a Gimme lowers it.
inline constexpr std::size_t kMaxConcealed = 14;
// Room for one player's Gimme sets in a round. Each set takes at least one concealed
// tile and is followed by a drop unless it finishes the hand, so 13 tiles make at most
// 7; scenarios may lay one down in advance.
inline constexpr std::size_t kMaxSets = 8;

using Hand = FixedList<TileId, kMaxConcealed>;

// A Gimme set lying faceup: the dropped tile and 1-3 tiles from the caller's hand.
struct GimmeSet {
  Face face{};                 // the natural face the set shows
  FixedList<TileId, 4> tiles;  // sorted by id: naturals first, Jokers last
  [[nodiscard]] bool holds_joker() const { return is_joker(tiles.back()); }
  friend bool operator==(const GimmeSet&, const GimmeSet&) = default;
};
using GimmeSets = FixedList<GimmeSet, kMaxSets>;

// How many tiles of each face (the Joker last).
using FaceCounts = std::array<std::uint8_t, kFaceCount>;
[[nodiscard]] FaceCounts count_faces(std::span<const TileId> tiles);

// Whether a Pair set may hold a Joker: not while Pesky Pairs 1 is on, and then for every
// Pair in the hand, called or concealed.
enum class Pairs : std::uint8_t { jokers_allowed, naturals_only };

// Whether these concealed tiles split into sets (no tiles at all: yes, every tile the
// player holds is then in an exposed set).
[[nodiscard]] bool is_mahjong(const FaceCounts& concealed, Pairs pairs = Pairs::jokers_allowed);
[[nodiscard]] bool is_mahjong(std::span<const TileId> concealed,
                              Pairs pairs = Pairs::jokers_allowed);
// The same for tiles sorted by id (as every hand in a State is), without counting faces.
[[nodiscard]] bool is_mahjong_sorted(std::span<const TileId> concealed,
                                     Pairs pairs = Pairs::jokers_allowed);

// Whether `tiles` from a hand make a set with a dropped natural tile of face `drop`:
// 1-3 distinct tiles, each of that face or a Joker.
[[nodiscard]] bool makes_set_with(Face drop, std::span<const TileId> tiles);

}  // namespace jongtable::gimme
