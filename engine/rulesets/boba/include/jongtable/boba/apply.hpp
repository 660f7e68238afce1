#pragma once
// The one entry point of the Boba Mahjong rules: apply an intent to a table.

#include "jongtable/boba/event.hpp"
#include "jongtable/boba/intent.hpp"
#include "jongtable/boba/rule_error.hpp"
#include "jongtable/boba/state.hpp"
#include "jongtable/kernel/outcome.hpp"

namespace jongtable::boba {

using Outcome = kernel::Outcome<Event, RuleError>;

// Applies `intent` at host time `now`. On success `state` is the next state; on a
// RuleError it is exactly as it was. Never throws for a player's mistake.
void apply(State& state, const Intent& intent, Millis now, Outcome& out);
[[nodiscard]] Outcome apply(State& state, const Intent& intent, Millis now);

}  // namespace jongtable::boba
