#pragma once
// The tag that names Not Your Ma's Jong to the kernel's hosts (kernel::Ruleset).

#include <string_view>

#include "jongtable/kernel/ruleset.hpp"
#include "jongtable/nymj/apply.hpp"
#include "jongtable/nymj/view.hpp"

namespace jongtable::nymj {

struct Game : kernel::GameTypes<Settings, Table, Intent, Event, RuleError, TableView> {
  static constexpr std::string_view id = "nymj";
  // The next round's timer carries the round to begin; the others the window or decision.
  [[nodiscard]] static Intent timer_intent(kernel::TimerKind kind, std::uint32_t timer) {
    switch (kind) {
      case kernel::TimerKind::claim_window:
        return ClaimWindowExpired{timer};
      case kernel::TimerKind::turn_clock:
        return TurnClockExpired{timer};
      case kernel::TimerKind::next_round:
        break;
    }
    return BeginNextRound{static_cast<int>(timer)};
  }
};
static_assert(kernel::Ruleset<Game>);

}  // namespace jongtable::nymj
