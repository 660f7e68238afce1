#include "jongtable/nymj/hand.hpp"

#include <algorithm>

namespace jongtable::nymj {
namespace {

// Faces f, f+1, f+2 form a sequence only within one numbered suit (no wrap-around).
bool starts_sequence(int f) {
  return f < 18 && f % 6 <= 3;
}

int total(const FaceCounts& counts) {
  int n = 0;
  for (auto c : counts) n += c;
  return n;
}

// Can these counts be split exactly into sets? Takes the lowest face first: it must
// begin an identical set or a sequence, so the search stays tiny.
bool splits_into_sets(FaceCounts& counts, int from) {
  int f = from;
  while (f < kFaceCount && counts[f] == 0) ++f;
  if (f == kFaceCount) return true;
  if (counts[f] >= 3) {
    counts[f] -= 3;
    const bool ok = splits_into_sets(counts, f);
    counts[f] += 3;
    if (ok) return true;
  }
  if (starts_sequence(f) && counts[f + 1] > 0 && counts[f + 2] > 0) {
    --counts[f];
    --counts[f + 1];
    --counts[f + 2];
    const bool ok = splits_into_sets(counts, f);
    ++counts[f];
    ++counts[f + 1];
    ++counts[f + 2];
    if (ok) return true;
  }
  return false;
}

// Some face as the pair and the rest split into sets, by search.
bool splits_and_pair(const FaceCounts& concealed) {
  FaceCounts counts = concealed;
  for (int pair = 0; pair < kFaceCount; ++pair) {
    if (counts[pair] < 2) continue;
    counts[pair] -= 2;
    const bool wins = splits_into_sets(counts, 0);
    counts[pair] += 2;
    if (wins) return true;
  }
  return false;
}

// The rulebook's definition whatever the counts: the right number of cards, and some
// face as the pair with the rest split into sets. For counts no real hand can hold.
bool wins_by_search(const FaceCounts& concealed, int sets_needed) {
  return total(concealed) == 3 * sets_needed + 2 && splits_and_pair(concealed);
}

// What one numbered suit's cards can be: all sets, sets and the pair, or neither.
enum class SuitShape : std::uint8_t { broken, sets, sets_and_pair };

constexpr int kRanks = 6;
constexpr int kNumberedFaces = 18;
// A numbered suit's key: its copies per rank (0..3), two bits each, lowest rank first.
constexpr int kSuitKeys = 1 << (2 * kRanks);

// Every shape of one suit, decided by the search on a hand holding that suit alone.
std::array<SuitShape, kSuitKeys> all_suit_shapes() {
  std::array<SuitShape, kSuitKeys> shapes{};
  for (int key = 0; key < kSuitKeys; ++key) {
    FaceCounts counts{};
    for (int r = 0; r < kRanks; ++r) counts[r] = static_cast<std::uint8_t>((key >> (2 * r)) & 3);
    if (splits_into_sets(counts, 0)) {
      shapes[key] = SuitShape::sets;
    } else if (splits_and_pair(counts)) {
      shapes[key] = SuitShape::sets_and_pair;
    }
  }
  return shapes;
}

// The most cards of `counts` (from face `from` on, `left` of them) that fit into
// `sets_left` partial sets and (if `pair_open`) one partial pair, given that `best`
// is already known. Used only for planning distance.
class Placer {
 public:
  explicit Placer(FaceCounts counts) : counts_(counts) {}

  int most(int sets_left, bool pair_open) {
    best_ = 0;
    search(0, total(counts_), sets_left, pair_open, 0);
    return best_;
  }

 private:
  void search(int from, int left, int sets_left, bool pair_open, int placed) {
    best_ = std::max(best_, placed);
    const int room = 3 * sets_left + (pair_open ? 2 : 0);
    if (placed + std::min(left, room) <= best_) return;  // cannot beat what we have
    int f = from;
    while (f < kFaceCount && counts_[f] == 0) ++f;
    if (f == kFaceCount) return;

    auto take = [&](std::initializer_list<int> faces, int sets_used, bool uses_pair) {
      int taken = 0;
      for (int g : faces) {
        if (g >= kFaceCount || counts_[g] == 0) break;
        --counts_[g];
        ++taken;
      }
      if (taken == static_cast<int>(faces.size())) {
        search(f, left - taken, sets_left - sets_used, pair_open && !uses_pair, placed + taken);
      }
      for (int g : faces) {
        if (taken-- == 0) break;
        ++counts_[g];
      }
    };

    if (sets_left > 0) {
      take({f, f, f}, 1, false);
      if (starts_sequence(f)) take({f, f + 1, f + 2}, 1, false);
    }
    if (pair_open) take({f, f}, 0, true);
    if (sets_left > 0) {
      take({f, f}, 1, false);
      if (f < 18 && f % 6 <= 4) take({f, f + 1}, 1, false);
      if (starts_sequence(f)) take({f, f + 2}, 1, false);
    }
    if (pair_open) take({f}, 0, true);
    if (sets_left > 0) take({f}, 1, false);
    // Or leave one copy of f out of every group.
    --counts_[f];
    search(f, left - 1, sets_left, pair_open, placed);
    ++counts_[f];
  }

  FaceCounts counts_;
  int best_ = 0;
};

}  // namespace

FaceCounts count_faces(std::span<const CardId> cards) {
  FaceCounts counts{};
  for (CardId card : cards) ++counts[index(face_of(card))];
  return counts;
}

bool is_set(Face a, Face b, Face c) {
  if (a == b && b == c) return true;
  std::array<int, 3> f = {index(a), index(b), index(c)};
  std::sort(f.begin(), f.end());
  return starts_sequence(f[0]) && f[1] == f[0] + 1 && f[2] == f[0] + 2;
}

bool is_winning(const FaceCounts& concealed, int exposed_sets) {
  const int sets_needed = kSetsToWin - exposed_sets;
  if (sets_needed < 0) return false;
  // Sets never cross suits, so the hand wins when every suit splits into sets, one of
  // them with the pair besides. Each numbered suit is looked up in a table built once
  // by the search; a Season or an Emotion can only be a set (3) or the pair (2). One
  // pass reads each count once, and a suit that cannot split ends it: bots ask this
  // of every discard, and most hands are far from winning.
  static const std::array<SuitShape, kSuitKeys> suit_shapes = all_suit_shapes();
  int cards = 0;
  int pairs = 0;
  for (int first = 0; first < kNumberedFaces; first += kRanks) {
    int key = 0;
    for (int r = 0; r < kRanks; ++r) {
      const int copies = concealed[first + r];
      if (copies > kCopiesPerFace) return wins_by_search(concealed, sets_needed);
      key |= copies << (2 * r);
      cards += copies;
    }
    const SuitShape shape = suit_shapes[key];
    if (shape == SuitShape::broken) return false;
    pairs += shape == SuitShape::sets_and_pair ? 1 : 0;
  }
  for (int f = kNumberedFaces; f < kFaceCount; ++f) {
    const int copies = concealed[f];
    if (copies > kCopiesPerFace) return wins_by_search(concealed, sets_needed);
    if (copies == 1) return false;
    pairs += copies == 2 ? 1 : 0;
    cards += copies;
  }
  return cards == 3 * sets_needed + 2 && pairs == 1;
}

bool is_winning(std::span<const CardId> concealed, int exposed_sets) {
  return is_winning(count_faces(concealed), exposed_sets);
}

SetCompletions set_completions(const FaceCounts& concealed, Face card_face) {
  SetCompletions options;
  const int f = index(card_face);
  auto has = [&](int g) { return g >= 0 && g < kFaceCount && concealed[g] > 0; };
  if (is_numbered(card_face)) {
    const int rank = f % 6;  // 0..5 within the suit
    if (rank >= 2 && has(f - 2) && has(f - 1)) options.push_back({Face(f - 2), Face(f - 1)});
    if (rank >= 1 && rank <= 4 && has(f - 1) && has(f + 1))
      options.push_back({Face(f - 1), Face(f + 1)});
    if (rank <= 3 && has(f + 1) && has(f + 2)) options.push_back({Face(f + 1), Face(f + 2)});
  }
  if (concealed[f] >= 2) options.push_back({card_face, card_face});
  return options;
}

bool completes_a_set(const FaceCounts& concealed, Face card_face) {
  const int f = index(card_face);
  const int rank = rank_of(card_face);  // 0 for Seasons and Emotions: no sequences
  // Neighbours are read at clamped positions and the rank decides whether they count;
  // & rather than && so that no branch hangs on the hand (asked at every discard).
  const auto has = [&](int g) { return concealed[std::clamp(g, 0, kFaceCount - 1)] > 0; };
  const bool below = (rank >= 3) & has(f - 2) & has(f - 1);
  const bool around = (rank >= 2) & (rank <= 5) & has(f - 1) & has(f + 1);
  const bool above = (rank >= 1) & (rank <= 4) & has(f + 1) & has(f + 2);
  return (concealed[f] >= 2) | below | around | above;
}

ClaimKind classify_claim(const FaceCounts& concealed, int exposed_sets, Face discard) {
  FaceCounts with_card = concealed;
  ++with_card[index(discard)];
  if (is_winning(with_card, exposed_sets)) return ClaimKind::wins;
  return completes_a_set(concealed, discard) ? ClaimKind::completes_set : ClaimKind::mistaken;
}

int cards_from_winning(const FaceCounts& concealed, int exposed_sets) {
  const int sets_needed = std::max(0, kSetsToWin - exposed_sets);
  const int placed = Placer(concealed).most(sets_needed, true);
  return 3 * sets_needed + 2 - placed;
}

}  // namespace jongtable::nymj
