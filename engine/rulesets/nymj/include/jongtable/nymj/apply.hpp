#pragma once
// The one entry point of the rules: apply an intent to a table.

#include "jongtable/kernel/outcome.hpp"
#include "jongtable/nymj/event.hpp"
#include "jongtable/nymj/intent.hpp"
#include "jongtable/nymj/kernel_names.hpp"
#include "jongtable/nymj/rule_error.hpp"
#include "jongtable/nymj/table.hpp"

namespace jongtable::nymj {

using Outcome = kernel::Outcome<Event, RuleError>;

// Applies `intent` at host time `now`. On success `table` is the next state; on a
// RuleError it is exactly as it was. Never throws for a player's mistake.
[[nodiscard]] Outcome apply(Table& table, const Intent& intent, Millis now);
// The same into an existing outcome (cleared first), so hosts that apply intents in a
// tight loop (bot matches) reuse its storage instead of allocating for every intent.
void apply(Table& table, const Intent& intent, Millis now, Outcome& out);

}  // namespace jongtable::nymj
