#pragma once

#include <cstdint>
#include <string_view>

namespace jongtable::gimme {

// Why an intent was refused. The state is unchanged whenever one is returned, and a
// refusal costs the player nothing (a kids' game: no penalty).
enum class RuleError : std::uint8_t {
  game_already_started,
  game_not_started,
  game_over,
  seat_out_of_range,
  not_your_turn,
  wrong_phase,
  card_not_held,
  not_a_winning_hand,
  no_claim_window,      // no drop is open, or the window named has closed
  claim_window_closed,  // arrived after the window's closing time
  own_discard,
  already_responded,
  not_a_set,
  stale_timer,
  already_finished,         // declared Mahjong this round: plays no more
  joker_cannot_be_claimed,  // a dropped Joker is never called
  pesky_pair,               // Pesky Pairs 1: a Pair set holds no Joker
  pair_not_mahjong,         // Pesky Pairs 2: a Pair is called only as the last set
  no_steal_after_gimme,     // Joker Steals follow a draw from the pool only
  no_joker_to_steal,        // no such set, or it holds no Joker
  wrong_face,               // the tile is not the face the set shows
  set_owner_finished,       // a finished player's sets are out of play
};

// Stable snake_case codes used on the wire.
[[nodiscard]] std::string_view code(RuleError error);
// One plain sentence for people.
[[nodiscard]] std::string_view describe(RuleError error);

}  // namespace jongtable::gimme
