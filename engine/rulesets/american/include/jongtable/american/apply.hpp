#pragma once
// The one entry point of the rules: apply an intent to a table.

#include <optional>
#include <vector>

#include "jongtable/american/event.hpp"
#include "jongtable/american/intent.hpp"
#include "jongtable/american/rule_error.hpp"
#include "jongtable/american/state.hpp"
#include "jongtable/kernel/effect.hpp"

namespace jongtable::american {

struct Outcome {
  std::optional<RuleError> error;  // set: refused, and nothing changed
  std::vector<Event> events;
  std::vector<kernel::Effect> effects;
  [[nodiscard]] bool ok() const { return !error.has_value(); }
};

void apply(State& state, const Intent& intent, Millis now, Outcome& out);
[[nodiscard]] Outcome apply(State& state, const Intent& intent, Millis now);

}  // namespace jongtable::american
