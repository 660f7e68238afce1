#pragma once
// The tag that names this game to the kernel's hosts (kernel::Ruleset).

#include <string_view>

#include "jongtable/boba/apply.hpp"
#include "jongtable/boba/view.hpp"
#include "jongtable/kernel/ruleset.hpp"

namespace jongtable::boba {

struct Game : kernel::GameTypes<Settings, State, Intent, Event, RuleError, View> {
  static constexpr std::string_view id = "boba";
  [[nodiscard]] static Intent timer_intent(kernel::TimerKind kind, std::uint32_t timer) {
    return boba::timer_intent(kind, timer);
  }
};
static_assert(kernel::Ruleset<Game>);

}  // namespace jongtable::boba
