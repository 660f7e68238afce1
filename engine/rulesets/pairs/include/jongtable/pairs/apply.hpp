#pragma once
// The one entry point of the Pairs rules: apply an intent to a table.

#include <optional>
#include <vector>

#include "jongtable/kernel/effect.hpp"
#include "jongtable/pairs/event.hpp"
#include "jongtable/pairs/intent.hpp"
#include "jongtable/pairs/rule_error.hpp"
#include "jongtable/pairs/state.hpp"

namespace jongtable::pairs {

struct Outcome {
  std::optional<RuleError> error;  // set: the intent was refused and nothing changed
  std::vector<Event> events;
  std::vector<kernel::Effect> effects;
  [[nodiscard]] bool ok() const { return !error.has_value(); }
};

// Applies `intent` at host time `now` into `out` (cleared first). On success `state` is
// the next state; on a RuleError it is exactly as it was.
void apply(State& state, const Intent& intent, Millis now, Outcome& out);
[[nodiscard]] Outcome apply(State& state, const Intent& intent, Millis now);

}  // namespace jongtable::pairs
