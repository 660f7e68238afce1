// The basic bot: always legal and quick. It wins when it can, steals only when the
// steal is valid, passes every other window at once, and throws away its loneliest card.

#include <limits>
#include <optional>

#include "hand_reading.hpp"
#include "strategies.hpp"

namespace jongtable::bots {
namespace {

using namespace nymj;

class BasicBot final : public Bot {
 public:
  explicit BasicBot(std::uint64_t seed) : seed_(seed) {}

  [[nodiscard]] std::optional<Intent> decide(const TableView& view) override {
    if (!view.viewer) return std::nullopt;
    const Seat me = *view.viewer;
    if (view.legal.declare_win) return DeclareWin{me};
    if (!view.legal.expose_options.empty()) {
      const auto& [first, second] = view.legal.expose_options.front();
      return ExposeSet{me, first, second};
    }
    if (const ClaimWindowView* window = answerable_window(view)) {
      if (view.legal.steal && steal_is_valid(view, face_of(window->card)))
        return Steal{me, window->id, 0};
      if (view.legal.pass) return Pass{me, window->id};
      return std::nullopt;
    }
    if (view.legal.discard && !view.hand.empty()) return Discard{me, loneliest(view, seed_)};
    return std::nullopt;
  }

 private:
  // Whether a STEAL! of `offered` would not be mistaken (classify_claim's answer is not
  // `mistaken`): it completes a set, or else it is the last card for a win. The set is
  // looked for first, as it is cheaper and settles most claims.
  [[nodiscard]] static bool steal_is_valid(const TableView& view, Face offered) {
    FaceCounts hand = counts_of(view.hand);
    if (completes_a_set(hand, offered)) return true;
    ++hand[index(offered)];
    return is_winning(hand, exposed_sets(view));
  }

  std::uint64_t seed_;
};

}  // namespace

// Every copy of a face scores the same, so a copy right after another (the hand is
// sorted) is not scored again; the first card with the lowest score and key wins.
nymj::CardId loneliest(const nymj::TableView& view, std::uint64_t seed) {
  const nymj::FaceCounts counts = counts_of(view.hand);
  nymj::CardId choice = view.hand.front();
  int best_score = std::numeric_limits<int>::max();
  std::uint64_t best_key = 0;
  std::optional<nymj::Face> previous;
  for (const nymj::CardId card : view.hand) {
    const nymj::Face face = face_of(card);
    if (face == previous) continue;
    previous = face;
    const int score = connectedness(counts, face);
    const std::uint64_t key = tie_key(seed, view.decision * 128u + index(face));
    if (score < best_score || (score == best_score && key < best_key)) {
      choice = card;
      best_score = score;
      best_key = key;
    }
  }
  return choice;
}

std::unique_ptr<Bot> make_basic_bot(std::uint64_t seed) {
  return std::make_unique<BasicBot>(seed);
}

}  // namespace jongtable::bots
