#include "hand_reading.hpp"

#include <algorithm>

namespace jongtable::bots {
namespace {

using nymj::CardId;
using nymj::kFaceCount;

[[nodiscard]] bool same_suit_run(int first, int length) {
  // Numbered faces 0..17, six per suit; a run may not cross into the next suit.
  return first >= 0 && first + length - 1 < 18 && first / 6 == (first + length - 1) / 6;
}

[[nodiscard]] bool is_live(const FaceCounts& live, int face) {
  return face >= 0 && face < kFaceCount && live[face] > 0;
}

// Exhaustive split of a small hand into blocks: complete sets, partial sets (two cards
// that a live card would complete), the pair, and loose cards. Maximises the cards
// that already sit in a block; loose cards can still start an empty block. Branches
// that cannot beat the best split found so far are cut.
class BlockSearch {
 public:
  BlockSearch(const FaceCounts& concealed, const FaceCounts& live) : live_(live) {
    for (int f = 0; f < kFaceCount; ++f) {
      counts_[f] = concealed[f];
      unassigned_ += concealed[f];
    }
  }

  [[nodiscard]] int most_cards_in_blocks(int sets_needed) {
    best_ = 0;
    ceiling_ = sets_needed * 3 + 2;
    search(0, sets_needed, true, 0, 0);
    return best_;
  }

 private:
  void search(int face, int sets_left, bool pair_free, int used, int loose) {
    const int room = sets_left * 3 + (pair_free ? 2 : 0);
    if (best_ == ceiling_ || used + std::min(unassigned_ + loose, room) <= best_) return;
    while (face < kFaceCount && counts_[face] == 0) ++face;
    if (face < 0 || face >= kFaceCount) {
      best_ = std::max(best_, used + std::min(loose, sets_left + (pair_free ? 1 : 0)));
      return;
    }
    const bool numbered = face < 18;
    if (sets_left > 0) {
      if (counts_[face] >= 3) {
        take(face, face, face);
        search(face, sets_left - 1, pair_free, used + 3, loose);
        give_back(face, face, face);
      }
      if (numbered && same_suit_run(face, 3) && counts_[face + 1] > 0 && counts_[face + 2] > 0) {
        take(face, face + 1, face + 2);
        search(face, sets_left - 1, pair_free, used + 3, loose);
        give_back(face, face + 1, face + 2);
      }
    }
    if (counts_[face] >= 2 && pair_free) {
      take(face, face);
      search(face, sets_left, false, used + 2, loose);
      give_back(face, face);
    }
    if (sets_left > 0) {
      if (counts_[face] >= 2 && is_live(live_, face)) {
        take(face, face);
        search(face, sets_left - 1, pair_free, used + 2, loose);
        give_back(face, face);
      }
      if (numbered && same_suit_run(face, 2) && counts_[face + 1] > 0 &&
          ((same_suit_run(face - 1, 3) && is_live(live_, face - 1)) ||
           (same_suit_run(face, 3) && is_live(live_, face + 2)))) {
        take(face, face + 1);
        search(face, sets_left - 1, pair_free, used + 2, loose);
        give_back(face, face + 1);
      }
      if (numbered && same_suit_run(face, 3) && counts_[face + 2] > 0 && is_live(live_, face + 1)) {
        take(face, face + 2);
        search(face, sets_left - 1, pair_free, used + 2, loose);
        give_back(face, face + 2);
      }
    }
    take(face);
    search(face, sets_left, pair_free, used, loose + 1);
    give_back(face);
  }

  template <typename... Faces>
  void take(Faces... faces) {
    ((--counts_[faces], --unassigned_), ...);
  }
  template <typename... Faces>
  void give_back(Faces... faces) {
    ((++counts_[faces], ++unassigned_), ...);
  }

  std::array<int, kFaceCount> counts_{};
  int unassigned_ = 0;
  const FaceCounts& live_;
  int best_ = 0;
  int ceiling_ = 0;
};

}  // namespace

FaceCounts counts_of(std::span<const CardId> cards) {
  FaceCounts counts{};
  for (const CardId card : cards) ++counts[nymj::index(nymj::face_of(card))];
  return counts;
}

FaceCounts all_live() {
  FaceCounts live{};
  live.fill(nymj::kCopiesPerFace);
  return live;
}

FaceCounts live_counts(const nymj::TableView& view) {
  FaceCounts live = all_live();
  const auto see = [&live](CardId card) {
    auto& copies = live[nymj::index(nymj::face_of(card))];
    if (copies > 0) --copies;
  };
  for (const CardId card : view.hand) see(card);
  for (const CardId card : view.discard_pile) see(card);
  if (view.stolen_card) see(*view.stolen_card);
  for (const auto& seat : view.seats)
    for (const auto& set : seat.exposed)
      for (const CardId card : set.cards) see(card);
  return live;
}

int distance_to_win(const FaceCounts& concealed, int sets_needed, const FaceCounts& live) {
  BlockSearch search(concealed, live);
  return sets_needed * 3 + 2 - search.most_cards_in_blocks(sets_needed);
}

int useful_draws(const FaceCounts& concealed, int sets_needed, const FaceCounts& live) {
  const int now = distance_to_win(concealed, sets_needed, live);
  FaceCounts with = concealed;
  int useful = 0;
  for (int f = 0; f < kFaceCount; ++f) {
    if (live[f] == 0) continue;
    // Only a face that touches the hand (a copy, or a numbered neighbour within two
    // ranks) can join a block.
    if (concealed[f] == 0 && connectedness(concealed, Face(f)) == 0) continue;
    ++with[f];
    if (distance_to_win(with, sets_needed, live) < now) useful += live[f];
    --with[f];
  }
  return useful;
}

int exposed_sets(const nymj::TableView& view) {
  if (!view.viewer) return 0;
  // Views list the seats in order, so the viewer's is found at once; any other order
  // is searched.
  const auto at = static_cast<std::size_t>(nymj::index(*view.viewer));
  if (at < view.seats.size() && view.seats[at].seat == *view.viewer)
    return static_cast<int>(view.seats[at].exposed.size());
  for (const auto& seat : view.seats)
    if (seat.seat == *view.viewer) return static_cast<int>(seat.exposed.size());
  return 0;
}

int sets_needed(const nymj::TableView& view) {
  return std::max(0, nymj::kSetsToWin - exposed_sets(view));
}

int connectedness(const FaceCounts& concealed, Face face) {
  const int f = nymj::index(face);
  int score = 3 * std::max(0, concealed[f] - 1);
  if (f < 18) {  // neighbours of the same suit: one rank away count double
    const int rank = f % 6;
    if (rank >= 2) score += concealed[f - 2];
    if (rank >= 1) score += 2 * concealed[f - 1];
    if (rank <= 4) score += 2 * concealed[f + 1];
    if (rank <= 3) score += concealed[f + 2];
  }
  return score;
}

}  // namespace jongtable::bots
