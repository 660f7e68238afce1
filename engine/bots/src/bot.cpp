#include "jongtable/bots/bot.hpp"

#include <algorithm>

#include "strategies.hpp"

namespace jongtable::bots {

std::string_view name(Strength strength) {
  switch (strength) {
    case Strength::basic:
      return "basic";
    case Strength::strong:
      return "strong";
    case Strength::friendly:
      return "friendly";
  }
  return "basic";
}

std::optional<Strength> strength_from_name(std::string_view text) {
  if (text == "basic") return Strength::basic;
  if (text == "strong") return Strength::strong;
  if (text == "friendly") return Strength::friendly;
  return std::nullopt;
}

std::unique_ptr<Bot> make_bot(Strength strength, std::uint64_t seed) {
  switch (strength) {
    case Strength::basic:
      return make_basic_bot(seed);
    case Strength::strong:
      return make_strong_bot(seed);
    case Strength::friendly:
      return make_friendly_bot(seed);
  }
  return make_basic_bot(seed);
}

kernel::Millis think_ms(Strength strength, kernel::Millis low, kernel::Millis high,
                        kernel::Rng& rng) {
  if (high < low) return low;
  const auto span = static_cast<std::uint64_t>(high - low) + 1;
  if (strength != Strength::friendly) return low + static_cast<kernel::Millis>(rng.below(span));
  // The later of two draws leans towards the end of the range (three quarters of the
  // waits fall in its upper half) but still varies from move to move.
  const auto first = rng.below(span);
  const auto second = rng.below(span);
  return low + static_cast<kernel::Millis>(std::max(first, second));
}

const nymj::ClaimWindowView* answerable_window(const nymj::TableView& view) {
  if (!view.window || view.window->answered) return nullptr;
  if (!view.legal.pass && !view.legal.steal) return nullptr;
  return &*view.window;
}

}  // namespace jongtable::bots
