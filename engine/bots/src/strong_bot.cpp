// The strong bot plans toward a win. It measures every choice by the distance to three
// sets and a pair over the cards still live for it (not in its hand, not exposed, not
// discarded), breaking ties by how many live cards would help next. It steals a card
// when the steal wins or brings the hand closer, and never steals by mistake.

#include <algorithm>
#include <array>
#include <limits>
#include <tuple>

#include "hand_reading.hpp"
#include "strategies.hpp"

namespace jongtable::bots {
namespace {

using namespace nymj;

// How good a waiting hand is: fewer draws to win first, then more live cards that help.
struct Prospect {
  int distance = std::numeric_limits<int>::max();
  int useful = 0;
  [[nodiscard]] bool better_than(const Prospect& other) const {
    return std::tie(distance, other.useful) < std::tie(other.distance, useful);
  }
  [[nodiscard]] bool same_as(const Prospect& other) const {
    return distance == other.distance && useful == other.useful;
  }
};

struct DiscardChoice {
  Face face{};
  Prospect after;
};

// The fewest draws from winning that any one discard leaves (and each face's own).
int closest_after_discard(const FaceCounts& hand, int sets, const FaceCounts& live,
                          std::array<int, kFaceCount>& distance) {
  int closest = std::numeric_limits<int>::max();
  for (int f = 0; f < kFaceCount; ++f) {
    if (hand[f] == 0) continue;
    FaceCounts waiting = hand;
    --waiting[f];
    distance[f] = distance_to_win(waiting, sets, live);
    closest = std::min(closest, distance[f]);
  }
  return closest;
}

class StrongBot final : public Bot {
 public:
  explicit StrongBot(std::uint64_t seed) : seed_(seed) {}

  [[nodiscard]] std::optional<Intent> decide(const TableView& view) override {
    if (!view.viewer) return std::nullopt;
    const Seat me = *view.viewer;
    if (view.legal.declare_win) return DeclareWin{me};
    if (!view.legal.expose_options.empty()) return best_exposure(view);
    if (const ClaimWindowView* window = answerable_window(view))
      return answer_window(view, *window, true);
    if (view.legal.discard && !view.hand.empty()) return best_discard(view);
    return std::nullopt;
  }

 private:
  // The discard that leaves the best waiting hand: the fewest draws from winning, then
  // the most live cards that help (counted only for the discards tied on distance).
  [[nodiscard]] DiscardChoice choose_discard(const FaceCounts& hand, int sets,
                                             const FaceCounts& live,
                                             std::uint32_t situation) const {
    std::array<int, kFaceCount> distance{};
    const int closest = closest_after_discard(hand, sets, live, distance);
    DiscardChoice best;
    std::uint64_t best_key = 0;
    for (int f = 0; f < kFaceCount; ++f) {
      if (hand[f] == 0 || distance[f] != closest) continue;
      FaceCounts waiting = hand;
      --waiting[f];
      const Prospect after{closest, useful_draws(waiting, sets, live)};
      const std::uint64_t key = tie_key(seed_, situation * 128u + static_cast<unsigned>(f));
      if (after.better_than(best.after) || (after.same_as(best.after) && key < best_key)) {
        best = {Face(f), after};
        best_key = key;
      }
    }
    return best;
  }

  [[nodiscard]] Intent best_discard(const TableView& view) const {
    const FaceCounts hand = counts_of(view.hand);
    const DiscardChoice choice =
        choose_discard(hand, sets_needed(view), live_counts(view), view.decision);
    // Any copy of the chosen face will do; prefer the one just drawn.
    CardId card = view.hand.front();
    for (const CardId c : view.hand)
      if (face_of(c) == choice.face) card = c;
    if (view.just_drawn && face_of(*view.just_drawn) == choice.face) card = *view.just_drawn;
    return Discard{*view.viewer, card};
  }

  [[nodiscard]] Intent best_exposure(const TableView& view) const {
    const auto& options = view.legal.expose_options;
    const FaceCounts hand = counts_of(view.hand);
    const FaceCounts live = live_counts(view);
    const int sets_after = std::max(0, sets_needed(view) - 1);
    std::size_t best = 0;
    Prospect best_prospect;
    for (std::size_t i = 0; i < options.size(); ++i) {
      FaceCounts rest = hand;
      --rest[index(face_of(options[i].first))];
      --rest[index(face_of(options[i].second))];
      const Prospect after = choose_discard(rest, sets_after, live, view.decision).after;
      if (after.better_than(best_prospect)) {
        best = i;
        best_prospect = after;
      }
    }
    return ExposeSet{*view.viewer, options[best].first, options[best].second};
  }

  std::uint64_t seed_;
};

}  // namespace

namespace {

// Whether taking `offered` (and then discarding the best card) leaves the hand fewer
// draws from winning than waiting for the next draw would.
bool steal_brings_closer(const TableView& view, const FaceCounts& hand, Face offered) {
  const FaceCounts live = live_counts(view);
  const int sets = sets_needed(view);
  const int waiting = distance_to_win(hand, sets, live);
  std::array<int, nymj::kFaceCount> distance{};
  for (const nymj::SetCompletion& completion : set_completions(hand, offered)) {
    FaceCounts rest = hand;
    --rest[index(completion.first)];
    --rest[index(completion.second)];
    // Only the distance decides here, so the tie-breaking count of useful draws is skipped.
    if (closest_after_discard(rest, sets - 1, live, distance) < waiting) return true;
  }
  return false;
}

}  // namespace

Intent answer_window(const TableView& view, const ClaimWindowView& window, bool closer_too) {
  const Seat me = *view.viewer;
  const Pass pass{me, window.id};
  if (!view.legal.steal) return pass;
  const FaceCounts hand = counts_of(view.hand);
  const Face offered = face_of(window.card);
  const ClaimKind kind = classify_claim(hand, exposed_sets(view), offered);
  if (kind == ClaimKind::wins) return Steal{me, window.id, 0};
  if (kind == ClaimKind::mistaken || !closer_too) return pass;
  if (steal_brings_closer(view, hand, offered)) return Steal{me, window.id, 0};
  return pass;
}

std::unique_ptr<Bot> make_strong_bot(std::uint64_t seed) {
  return std::make_unique<StrongBot>(seed);
}

}  // namespace jongtable::bots
