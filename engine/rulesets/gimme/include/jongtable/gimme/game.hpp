#pragma once
// The tag that names this game to the kernel's hosts (kernel::Ruleset).

#include <string_view>

#include "jongtable/gimme/apply.hpp"
#include "jongtable/gimme/view.hpp"
#include "jongtable/kernel/ruleset.hpp"

namespace jongtable::gimme {

struct Game : kernel::GameTypes<Settings, State, Intent, Event, RuleError, View> {
  static constexpr std::string_view id = "gimme";
  [[nodiscard]] static Intent timer_intent(kernel::TimerKind kind, std::uint32_t timer) {
    return gimme::timer_intent(kind, timer);
  }
};
static_assert(kernel::Ruleset<Game>);

}  // namespace jongtable::gimme
