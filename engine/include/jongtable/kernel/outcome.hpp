#pragma once
// What applying one intent gives back, in every game: the events and the host's timer
// effects, or the refusal with nothing changed.

#include <optional>
#include <vector>

#include "jongtable/kernel/effect.hpp"

namespace jongtable::kernel {

template <typename Event, typename RuleError>
struct Outcome {
  std::optional<RuleError> error;  // set: the intent was refused and nothing changed
  std::vector<Event> events;
  std::vector<Effect> effects;
  [[nodiscard]] bool ok() const { return !error.has_value(); }
};

}  // namespace jongtable::kernel
