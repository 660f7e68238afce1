#include "jongtable/gimme/rule_error.hpp"

#include "jongtable/kernel/rule_error.hpp"

namespace jongtable::gimme {
namespace {

// One row per RuleError, in its order: the kernel's shared refusals and this game's own.
constexpr kernel::RuleErrorRow<RuleError> kRefusals[] = {
    {RuleError::game_already_started, kernel::refusal::game_already_started},
    {RuleError::game_not_started, kernel::refusal::game_not_started},
    {RuleError::game_over, kernel::refusal::game_over},
    {RuleError::seat_out_of_range, kernel::refusal::seat_out_of_range},
    {RuleError::not_your_turn, kernel::refusal::not_your_turn},
    {RuleError::wrong_phase, kernel::refusal::wrong_phase},
    {RuleError::card_not_held,
     kernel::refusal::card_not_held.told_as("You do not hold that tile.")},
    {RuleError::not_a_winning_hand,
     {"not_a_winning_hand", "Not every tile in your hand is in a set yet, so it is not Mahjong."}},
    {RuleError::no_claim_window, {"no_claim_window", "That tile is no longer open to Gimme."}},
    {RuleError::claim_window_closed,
     {"claim_window_closed", "Too late: the Gimme window had closed."}},
    {RuleError::own_discard, {"own_discard", "You cannot call Gimme on your own tile."}},
    {RuleError::already_responded, {"already_responded", "You have already answered this tile."}},
    {RuleError::not_a_set,
     kernel::refusal::not_a_set.told_as(
         "Those tiles do not make a Pair, Triple or Quadruple with the dropped tile.")},
    {RuleError::stale_timer, kernel::refusal::stale_timer},
    {RuleError::already_finished,
     {"already_finished", "You have Mahjong and are done playing this round."}},
    {RuleError::joker_cannot_be_claimed,
     {"joker_cannot_be_claimed", "Nobody can call Gimme on a dropped Joker."}},
    {RuleError::pesky_pair, {"pesky_pair", "Pesky Pairs: a Pair set cannot use a Joker."}},
    {RuleError::pair_not_mahjong,
     {"pair_not_mahjong",
      "Pesky Pairs: you can call Gimme for a Pair only if it gives you Mahjong."}},
    {RuleError::no_steal_after_gimme,
     {"no_steal_after_gimme", "A Joker Steal is only allowed after taking a tile from the table."}},
    {RuleError::no_joker_to_steal, {"no_joker_to_steal", "That set has no Joker to steal."}},
    {RuleError::wrong_face, {"wrong_face", "That tile is not the one the Joker stands for."}},
    {RuleError::set_owner_finished,
     {"set_owner_finished", "That player has Mahjong, so their sets can no longer be touched."}},
};
static_assert(kernel::in_enum_order(kRefusals));

}  // namespace

std::string_view code(RuleError error) {
  return kernel::words_for(kRefusals, error).code;
}

std::string_view describe(RuleError error) {
  return kernel::words_for(kRefusals, error).sentence;
}

}  // namespace jongtable::gimme
