#include "jongtable/engine/hand.hpp"

#include <algorithm>

namespace jongtable::engine {
namespace {

// Faces f, f+1, f+2 form a sequence only within one numbered suit (no wrap-around).
bool starts_sequence(int f) { return f < 18 && f % 6 <= 3; }

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

// The most cards of `counts` that fit into `sets_left` partial sets and (if
// `pair_open`) one partial pair. Used only for planning distance.
int most_cards_placed(FaceCounts& counts, int from, int sets_left, bool pair_open) {
  int f = from;
  while (f < kFaceCount && counts[f] == 0) ++f;
  if (f == kFaceCount || (sets_left == 0 && !pair_open)) return 0;

  // Leave one copy of f unplaced.
  --counts[f];
  int best = most_cards_placed(counts, f, sets_left, pair_open);
  ++counts[f];

  auto try_take = [&](std::initializer_list<int> faces, int sets_used, bool uses_pair) {
    int taken = 0;
    for (int g : faces) {
      if (g >= kFaceCount || counts[g] == 0) break;
      --counts[g];
      ++taken;
    }
    if (taken == static_cast<int>(faces.size())) {
      best = std::max(best, taken + most_cards_placed(counts, f, sets_left - sets_used,
                                                      pair_open && !uses_pair));
    }
    for (int g : faces) {
      if (taken-- == 0) break;
      ++counts[g];
    }
  };

  if (sets_left > 0) {
    try_take({f, f, f}, 1, false);
    try_take({f, f}, 1, false);
    try_take({f}, 1, false);
    if (starts_sequence(f)) try_take({f, f + 1, f + 2}, 1, false);
    if (f < 18 && f % 6 <= 4) try_take({f, f + 1}, 1, false);
    if (starts_sequence(f)) try_take({f, f + 2}, 1, false);
  }
  if (pair_open) {
    try_take({f, f}, 0, true);
    try_take({f}, 0, true);
  }
  return best;
}

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
  if (sets_needed < 0 || total(concealed) != 3 * sets_needed + 2) return false;
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

bool is_winning(std::span<const CardId> concealed, int exposed_sets) {
  return is_winning(count_faces(concealed), exposed_sets);
}

std::vector<SetCompletion> set_completions(const FaceCounts& concealed, Face card_face) {
  std::vector<SetCompletion> options;
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

ClaimKind classify_claim(const FaceCounts& concealed, int exposed_sets, Face discard) {
  FaceCounts with_card = concealed;
  ++with_card[index(discard)];
  if (is_winning(with_card, exposed_sets)) return ClaimKind::wins;
  return set_completions(concealed, discard).empty() ? ClaimKind::mistaken
                                                     : ClaimKind::completes_set;
}

int cards_from_winning(const FaceCounts& concealed, int exposed_sets) {
  const int sets_needed = std::max(0, kSetsToWin - exposed_sets);
  FaceCounts counts = concealed;
  const int placed = most_cards_placed(counts, 0, sets_needed, true);
  return 3 * sets_needed + 2 - placed;
}

}  // namespace jongtable::engine
