#pragma once
// The tag that names this game to the kernel's hosts (kernel::Ruleset).

#include <string_view>

#include "jongtable/american/apply.hpp"
#include "jongtable/american/view.hpp"
#include "jongtable/kernel/ruleset.hpp"

namespace jongtable::american {

struct Game : kernel::GameTypes<Settings, State, Intent, Event, RuleError, View> {
  static constexpr std::string_view id = "american";
  [[nodiscard]] static Intent timer_intent(kernel::TimerKind kind, std::uint32_t timer) {
    return american::timer_intent(kind, timer);
  }
};
static_assert(kernel::Ruleset<Game>);

}  // namespace jongtable::american
