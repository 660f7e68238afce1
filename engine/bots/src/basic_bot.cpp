// The basic bot: always legal and quick. It wins when it can, steals only when the
// steal is valid, passes every other window at once, and throws away its loneliest card.

#include <limits>

#include "hand_reading.hpp"
#include "strategies.hpp"

namespace jongtable::bots {
namespace {

using namespace engine;

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
      const ClaimKind kind =
          classify_claim(counts_of(view.hand), exposed_sets(view), face_of(window->card));
      if (kind != ClaimKind::mistaken && view.legal.steal) return Steal{me, window->id, 0};
      if (view.legal.pass) return Pass{me, window->id};
      return std::nullopt;
    }
    if (view.legal.discard && !view.hand.empty()) return Discard{me, loneliest(view)};
    return std::nullopt;
  }

 private:
  // Scored face by face (every copy of a face scores the same), lowest face first; the
  // card is the first copy of the chosen face in the hand.
  [[nodiscard]] CardId loneliest(const TableView& view) const {
    const FaceCounts counts = counts_of(view.hand);
    int choice = 0;
    int best_score = std::numeric_limits<int>::max();
    std::uint64_t best_key = 0;
    for (int f = 0; f < kFaceCount; ++f) {
      if (counts[f] == 0) continue;
      const int score = connectedness(counts, Face(f));
      const std::uint64_t key = tie_key(seed_, view.decision * 128u + static_cast<unsigned>(f));
      if (score < best_score || (score == best_score && key < best_key)) {
        choice = f;
        best_score = score;
        best_key = key;
      }
    }
    for (const CardId card : view.hand)
      if (index(face_of(card)) == choice) return card;
    return view.hand.front();
  }

  std::uint64_t seed_;
};

}  // namespace

std::unique_ptr<Bot> make_basic_bot(std::uint64_t seed) {
  return std::make_unique<BasicBot>(seed);
}

}  // namespace jongtable::bots
