#pragma once
// The one entry point of the rules: apply an intent to a table.

#include "jongtable/gimme/event.hpp"
#include "jongtable/gimme/intent.hpp"
#include "jongtable/gimme/rule_error.hpp"
#include "jongtable/gimme/state.hpp"
#include "jongtable/kernel/outcome.hpp"

namespace jongtable::gimme {

using Outcome = kernel::Outcome<Event, RuleError>;

// Applies `intent` at host time `now` into `out` (cleared first, its storage reused). On
// success `state` is the next state; on a RuleError it is exactly as it was.
void apply(State& state, const Intent& intent, Millis now, Outcome& out);
[[nodiscard]] Outcome apply(State& state, const Intent& intent, Millis now);

}  // namespace jongtable::gimme
