#pragma once
// The one entry point of the rules: apply an intent to a table.

#include <optional>
#include <vector>

#include "jongtable/gimme/event.hpp"
#include "jongtable/gimme/intent.hpp"
#include "jongtable/gimme/rule_error.hpp"
#include "jongtable/gimme/state.hpp"
#include "jongtable/kernel/effect.hpp"

namespace jongtable::gimme {

struct Outcome {
  std::optional<RuleError> error;  // set: the intent was refused and nothing changed
  std::vector<Event> events;
  std::vector<kernel::Effect> effects;
  [[nodiscard]] bool ok() const { return !error.has_value(); }
};

// Applies `intent` at host time `now` into `out` (cleared first, its storage reused). On
// success `state` is the next state; on a RuleError it is exactly as it was.
void apply(State& state, const Intent& intent, Millis now, Outcome& out);
[[nodiscard]] Outcome apply(State& state, const Intent& intent, Millis now);

}  // namespace jongtable::gimme
