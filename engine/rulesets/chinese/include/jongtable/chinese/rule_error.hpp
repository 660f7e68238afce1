#pragma once

#include <cstdint>
#include <string_view>

namespace jongtable::chinese {

// Why an intent was refused. The state is unchanged whenever one is returned.
enum class RuleError : std::uint8_t {
  game_already_started,
  game_not_started,
  game_over,
  seat_out_of_range,
  not_your_turn,
  wrong_phase,
  card_not_held,
  not_a_winning_hand,
  no_claim_window,
  claim_window_closed,
  own_discard,
  already_responded,
  not_a_set,
  stale_timer,
  pair_only_for_mah_jongg,  // a pair is called only to complete a winning hand
  no_kongs_for_six,         // six players form no kongs and no 4-card chows
  no_card_to_discard,       // the group would take the caller's last cards
};

[[nodiscard]] std::string_view code(RuleError error);
[[nodiscard]] std::string_view describe(RuleError error);

}  // namespace jongtable::chinese
