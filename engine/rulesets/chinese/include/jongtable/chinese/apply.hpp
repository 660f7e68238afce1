#pragma once
// The one entry point of the rules: apply an intent to a table.

#include "jongtable/chinese/event.hpp"
#include "jongtable/chinese/intent.hpp"
#include "jongtable/chinese/rule_error.hpp"
#include "jongtable/chinese/state.hpp"
#include "jongtable/kernel/outcome.hpp"

namespace jongtable::chinese {

using Outcome = kernel::Outcome<Event, RuleError>;

// Applies `intent` at host time `now` into `out` (cleared first). On success `state` is
// the next state; on a RuleError it is exactly as it was.
void apply(State& state, const Intent& intent, Millis now, Outcome& out);
[[nodiscard]] Outcome apply(State& state, const Intent& intent, Millis now);

}  // namespace jongtable::chinese
