#pragma once
// The one entry point of the rules: apply an intent to a table.

#include <optional>
#include <vector>

#include "jongtable/chinese/event.hpp"
#include "jongtable/chinese/intent.hpp"
#include "jongtable/chinese/rule_error.hpp"
#include "jongtable/chinese/state.hpp"
#include "jongtable/kernel/effect.hpp"

namespace jongtable::chinese {

struct Outcome {
  std::optional<RuleError> error;  // set: refused, and nothing changed
  std::vector<Event> events;
  std::vector<kernel::Effect> effects;
  [[nodiscard]] bool ok() const { return !error.has_value(); }
};

// Applies `intent` at host time `now` into `out` (cleared first). On success `state` is
// the next state; on a RuleError it is exactly as it was.
void apply(State& state, const Intent& intent, Millis now, Outcome& out);
[[nodiscard]] Outcome apply(State& state, const Intent& intent, Millis now);

}  // namespace jongtable::chinese
