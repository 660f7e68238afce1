#pragma once
// The one entry point of the rules: apply an intent to a table.

#include <optional>
#include <vector>

#include "jongtable/engine/effect.hpp"
#include "jongtable/engine/event.hpp"
#include "jongtable/engine/intent.hpp"
#include "jongtable/engine/rule_error.hpp"
#include "jongtable/engine/table.hpp"

namespace jongtable::engine {

struct Outcome {
  std::optional<RuleError> error;  // set: the intent was refused and nothing changed
  std::vector<Event> events;
  std::vector<Effect> effects;
  [[nodiscard]] bool ok() const { return !error.has_value(); }
};

// Applies `intent` at host time `now`. On success `table` is the next state; on a
// RuleError it is exactly as it was. Never throws for a player's mistake.
[[nodiscard]] Outcome apply(Table& table, const Intent& intent, Millis now);
// The same into an existing outcome (cleared first), so hosts that apply intents in a
// tight loop (bot matches) reuse its storage instead of allocating for every intent.
void apply(Table& table, const Intent& intent, Millis now, Outcome& out);

}  // namespace jongtable::engine
