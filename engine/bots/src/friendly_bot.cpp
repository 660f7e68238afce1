// The friendly bot plays like a kind person at a table of people: outside claim windows
// it plays as the basic bot does (the first set it is offered, its loneliest card); in a
// window it always takes a win, but of the steals that would only bring its hand closer
// (the ones the strong bot takes) it takes about half, its seed picking which. It never
// steals by mistake.

#include "strategies.hpp"

namespace jongtable::bots {
namespace {

using namespace nymj;

// Keys the steal whims apart from the discard tie-breaks, which key on view.decision.
constexpr std::uint64_t kStealWhim = 0x5745414bULL;

class FriendlyBot final : public Bot {
 public:
  explicit FriendlyBot(std::uint64_t seed) : seed_(seed), plain_(make_basic_bot(seed)) {}

  [[nodiscard]] std::optional<Intent> decide(const TableView& view) override {
    if (!view.viewer || view.legal.declare_win || !view.legal.expose_options.empty())
      return plain_->decide(view);
    if (const ClaimWindowView* window = answerable_window(view)) {
      const bool in_the_mood = (tie_key(seed_ ^ kStealWhim, window->id) & 1u) == 0;
      return answer_window(view, *window, in_the_mood);
    }
    return plain_->decide(view);
  }

 private:
  std::uint64_t seed_;
  std::unique_ptr<Bot> plain_;
};

}  // namespace

std::unique_ptr<Bot> make_friendly_bot(std::uint64_t seed) {
  return std::make_unique<FriendlyBot>(seed);
}

}  // namespace jongtable::bots
