#pragma once

#include <cstdint>
#include <string_view>

namespace jongtable::pairs {

// Why an intent was refused. The state is unchanged whenever one is returned. Every
// code is one the other games already use with the same meaning.
enum class RuleError : std::uint8_t {
  game_already_started,
  game_not_started,
  game_over,
  seat_out_of_range,
  not_your_turn,
  wrong_phase,
  card_not_held,
  not_a_winning_hand,
  no_claim_window,      // no discard is open, or the window named has closed
  claim_window_closed,  // arrived after the window's closing time
  own_discard,
  already_responded,
  stale_timer,
};

// Stable snake_case codes used on the wire.
[[nodiscard]] std::string_view code(RuleError error);
// One plain sentence for people.
[[nodiscard]] std::string_view describe(RuleError error);

}  // namespace jongtable::pairs
