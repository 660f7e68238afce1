#pragma once
// The one entry point of the Pairs rules: apply an intent to a table.

#include "jongtable/kernel/outcome.hpp"
#include "jongtable/pairs/event.hpp"
#include "jongtable/pairs/intent.hpp"
#include "jongtable/pairs/rule_error.hpp"
#include "jongtable/pairs/state.hpp"

namespace jongtable::pairs {

using Outcome = kernel::Outcome<Event, RuleError>;

// Applies `intent` at host time `now` into `out` (cleared first). On success `state` is
// the next state; on a RuleError it is exactly as it was.
void apply(State& state, const Intent& intent, Millis now, Outcome& out);
[[nodiscard]] Outcome apply(State& state, const Intent& intent, Millis now);

}  // namespace jongtable::pairs
