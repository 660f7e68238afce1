// Sets and Mahjong, counted by face rather than searched: with Jokers free to stand in,
// whether a hand splits into sets depends only on how many of each face it holds.
#include "jongtable/gimme/hand.hpp"

namespace jongtable::gimme {

FaceCounts count_faces(std::span<const TileId> tiles) {
  FaceCounts counts{};
  for (TileId tile : tiles) ++counts[index(face_of(tile))];
  return counts;
}

bool is_mahjong(const FaceCounts& concealed) {
  // A face held n >= 1 times takes, across however many sets it is split into, anywhere
  // from (n == 1 ? 1 : 0) Jokers up to 3n (n sets of one natural and three Jokers), and
  // every count between. Summed over faces the hand takes a range of Jokers; it is
  // Mahjong when the Jokers held fall in it. Jokers with no natural make no set.
  int naturals = 0;
  int least = 0;
  for (int f = 0; f < kNumberedFaces; ++f) {
    const int n = concealed[f];
    naturals += n;
    least += n == 1;
  }
  const int jokers = concealed[index(kJoker)];
  return jokers >= least && jokers <= 3 * naturals;
}

bool is_mahjong(std::span<const TileId> concealed) {
  return is_mahjong(count_faces(concealed));
}

bool is_mahjong_sorted(std::span<const TileId> concealed) {
  // The same rule as above, reading each face's run of copies straight off the hand.
  int naturals = 0;
  int least = 0;
  std::size_t i = 0;
  const std::size_t size = concealed.size();
  while (i < size && !is_joker(concealed[i])) {
    const Face face = face_of(concealed[i]);
    std::size_t run = 1;
    while (i + run < size && face_of(concealed[i + run]) == face) ++run;
    naturals += static_cast<int>(run);
    least += run == 1;
    i += run;
  }
  const int jokers = static_cast<int>(size - i);
  return jokers >= least && jokers <= 3 * naturals;
}

bool makes_set_with(Face drop, std::span<const TileId> tiles) {
  if (is_joker(drop) || tiles.empty() || tiles.size() > 3) return false;
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    const Face face = face_of(tiles[i]);
    if (face != drop && !is_joker(face)) return false;
    for (std::size_t k = 0; k < i; ++k) {
      if (tiles[k] == tiles[i]) return false;
    }
  }
  return true;
}

}  // namespace jongtable::gimme
