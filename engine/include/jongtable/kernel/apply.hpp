#pragma once
// The frame of every game's apply(): the outcome is cleared (its storage kept, so a bot
// match does not allocate per intent), then the game's applier takes the intent and
// checks everything before it changes anything.

#include <variant>

#include "jongtable/kernel/millis.hpp"

namespace jongtable::kernel {

template <typename Applier, typename Intent, typename Outcome>
void apply_with(Applier applier, const Intent& intent, Outcome& out) {
  out.events.clear();
  out.effects.clear();
  out.error = std::visit(applier, intent);
}

// The form that returns a fresh outcome, through the game's own apply() into one.
template <typename Outcome, typename State, typename Intent>
[[nodiscard]] Outcome apply_into_fresh(State& state, const Intent& intent, Millis now) {
  Outcome out;
  apply(state, intent, now, out);
  return out;
}

}  // namespace jongtable::kernel
