#pragma once

#include <cstdint>
#include <string_view>

namespace jongtable::boba {

// Why an intent was refused. The state is unchanged whenever one is returned.
enum class RuleError : std::uint8_t {
  game_already_started,
  game_not_started,
  game_over,
  seat_out_of_range,
  not_your_turn,
  wrong_phase,
  card_not_held,
  not_a_set,
  no_such_pile,
  pile_empty,
  must_use_empty_pile,  // while a pile is empty, discards go to the lowest empty pile
  wrong_set_cards,      // the kept and placed cards are not the set's three
  hand_within_limit,    // step 3 discards only while holding more than seven
  stale_timer,
  supply_empty,  // nothing to draw from the supply: take a mixing pile's top instead
};

// Stable snake_case codes used on the wire.
[[nodiscard]] std::string_view code(RuleError error);
// One plain sentence for people.
[[nodiscard]] std::string_view describe(RuleError error);

}  // namespace jongtable::boba
