// Sets and Mahjong, counted by face rather than searched: with Jokers free to stand in,
// whether a hand splits into sets depends only on how many of each face it holds.
#include "jongtable/gimme/hand.hpp"

namespace jongtable::gimme {

FaceCounts count_faces(std::span<const TileId> tiles) {
  FaceCounts counts{};
  for (TileId tile : tiles) ++counts[index(face_of(tile))];
  return counts;
}

namespace {

// A face held n >= 1 times takes, across however many sets it is split into, anywhere
// from (n == 1 ? 1 : 0) Jokers up to 3n (n sets of one natural and three Jokers), and
// every count between. Summed over faces the hand takes a range of Jokers; it is Mahjong
// when the Jokers held fall in it. Jokers with no natural make no set.
//
// With Joker-free Pairs a lone natural needs two Jokers (a Triple), so the least rises
// to 2 per lone natural; the most stays 3n. Every count between is still reachable but
// one: a face held twice takes 0, 1, 2, 4, 5 or 6 Jokers, never 3 (a Pair and a Joker
// short of two sets). Any other face fills that gap, so it only bites when the hand is
// that face twice and three Jokers.
bool jokers_fit(int naturals, int lone, int faces, bool only_face_is_twice, int jokers,
                Pairs pairs) {
  const bool natural_pairs = pairs == Pairs::naturals_only;
  const int least = natural_pairs ? 2 * lone : lone;
  if (natural_pairs && faces == 1 && only_face_is_twice && jokers == 3) return false;
  return jokers >= least && jokers <= 3 * naturals;
}

}  // namespace

bool is_mahjong(const FaceCounts& concealed, Pairs pairs) {
  int naturals = 0;
  int lone = 0;
  int faces = 0;
  bool twice = false;
  for (int f = 0; f < kNumberedFaces; ++f) {
    const int n = concealed[f];
    naturals += n;
    lone += n == 1;
    faces += n > 0;
    twice = twice || n == 2;
  }
  return jokers_fit(naturals, lone, faces, twice, concealed[index(kJoker)], pairs);
}

bool is_mahjong(std::span<const TileId> concealed, Pairs pairs) {
  return is_mahjong(count_faces(concealed), pairs);
}

bool is_mahjong_sorted(std::span<const TileId> concealed, Pairs pairs) {
  // The same rule as above, reading each face's run of copies straight off the hand.
  int naturals = 0;
  int lone = 0;
  int faces = 0;
  bool twice = false;
  std::size_t i = 0;
  const std::size_t size = concealed.size();
  while (i < size && !is_joker(concealed[i])) {
    const Face face = face_of(concealed[i]);
    std::size_t run = 1;
    while (i + run < size && face_of(concealed[i + run]) == face) ++run;
    naturals += static_cast<int>(run);
    lone += run == 1;
    ++faces;
    twice = twice || run == 2;
    i += run;
  }
  return jokers_fit(naturals, lone, faces, twice, static_cast<int>(size - i), pairs);
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
