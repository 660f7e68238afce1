// The friendly bot plays like a kind person at a table of people: it always takes a win,
// but of the steals that would only bring its hand closer it takes about half (the ones
// a strong bot takes; its seed picks which), lays down the first set it is offered, and
// throws away its loneliest card as the basic bot does. It never steals by mistake.

#include "hand_reading.hpp"
#include "strategies.hpp"

namespace jongtable::bots {
namespace {

using namespace engine;

// Distinct from the discard tie-breaks, which key on view.decision.
constexpr std::uint64_t kStealWhim = 0x5745414bULL;

class FriendlyBot final : public Bot {
 public:
  explicit FriendlyBot(std::uint64_t seed) : seed_(seed) {}

  [[nodiscard]] std::optional<Intent> decide(const TableView& view) override {
    if (!view.viewer) return std::nullopt;
    const Seat me = *view.viewer;
    if (view.legal.declare_win) return DeclareWin{me};
    if (!view.legal.expose_options.empty()) {
      const auto& [first, second] = view.legal.expose_options.front();
      return ExposeSet{me, first, second};
    }
    if (const ClaimWindowView* window = answerable_window(view)) return answer(view, *window);
    if (view.legal.discard && !view.hand.empty()) return Discard{me, loneliest(view, seed_)};
    return std::nullopt;
  }

 private:
  [[nodiscard]] Intent answer(const TableView& view, const ClaimWindowView& window) const {
    const Seat me = *view.viewer;
    const Pass pass{me, window.id};
    if (!view.legal.steal) return pass;
    const FaceCounts hand = counts_of(view.hand);
    const Face offered = face_of(window.card);
    const ClaimKind kind = classify_claim(hand, exposed_sets(view), offered);
    if (kind == ClaimKind::wins) return Steal{me, window.id, 0};
    if (kind == ClaimKind::mistaken) return pass;
    // The whim comes first: it is cheap, and a passed window costs no hand search.
    const bool in_the_mood = (tie_key(seed_ ^ kStealWhim, window.id) & 1u) == 0;
    if (in_the_mood && steal_brings_closer(view, hand, offered)) return Steal{me, window.id, 0};
    return pass;
  }

  std::uint64_t seed_;
};

}  // namespace

std::unique_ptr<Bot> make_friendly_bot(std::uint64_t seed) {
  return std::make_unique<FriendlyBot>(seed);
}

}  // namespace jongtable::bots
