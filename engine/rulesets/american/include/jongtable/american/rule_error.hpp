#pragma once

#include <cstdint>
#include <string_view>

namespace jongtable::american {

// Why an intent was refused; the state is then unchanged.
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
  joker_not_passable,  // Jokers are never passed in a Charleston or courtesy pass
  wrong_card_count,    // a pass is three cards; a courtesy offer 0-3
  blind_not_allowed,   // blind passes: the last pass of a Charleston, charleston_extras on
  exposure_unusable,   // no hand of the card could use this exposure
  already_exposed,     // a call never adds to a group already exposed
  joker_cannot_be_called,
  hand_is_dead,
  no_joker_to_exchange,
  wrong_face,
  stale_step,  // a sealed choice for a pass, vote or offer that is already over
};

[[nodiscard]] std::string_view code(RuleError error);
[[nodiscard]] std::string_view describe(RuleError error);

}  // namespace jongtable::american
