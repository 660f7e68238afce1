#pragma once
// The tag that names this game to the kernel's hosts (kernel::Ruleset).

#include <string_view>

#include "jongtable/kernel/ruleset.hpp"
#include "jongtable/pairs/apply.hpp"
#include "jongtable/pairs/view.hpp"

namespace jongtable::pairs {

struct Game : kernel::GameTypes<Settings, State, Intent, Event, RuleError, View> {
  static constexpr std::string_view id = "pairs";
  [[nodiscard]] static Intent timer_intent(kernel::TimerKind kind, std::uint32_t timer) {
    return pairs::timer_intent(kind, timer);
  }
};
static_assert(kernel::Ruleset<Game>);

}  // namespace jongtable::pairs
