#pragma once
// The one entry point of the rules: apply an intent to a table.

#include "jongtable/american/event.hpp"
#include "jongtable/american/intent.hpp"
#include "jongtable/american/rule_error.hpp"
#include "jongtable/american/state.hpp"
#include "jongtable/kernel/outcome.hpp"

namespace jongtable::american {

using Outcome = kernel::Outcome<Event, RuleError>;

void apply(State& state, const Intent& intent, Millis now, Outcome& out);
[[nodiscard]] Outcome apply(State& state, const Intent& intent, Millis now);

}  // namespace jongtable::american
