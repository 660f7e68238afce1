#include "jongtable/american/rule_error.hpp"

#include "jongtable/kernel/rule_error.hpp"

namespace jongtable::american {
namespace {

// One row per RuleError, in its order: the kernel's shared refusals and this game's own.
constexpr kernel::RuleErrorRow<RuleError> kRefusals[] = {
    {RuleError::game_already_started, kernel::refusal::game_already_started},
    {RuleError::game_not_started, kernel::refusal::game_not_started},
    {RuleError::game_over, kernel::refusal::game_over},
    {RuleError::seat_out_of_range, kernel::refusal::seat_out_of_range},
    {RuleError::not_your_turn, kernel::refusal::not_your_turn},
    {RuleError::wrong_phase,
     kernel::refusal::wrong_phase.told_as("That is not possible at this point of the hand.")},
    {RuleError::card_not_held, kernel::refusal::card_not_held},
    {RuleError::not_a_winning_hand,
     {"not_a_winning_hand", "Those cards match no hand of the card."}},
    {RuleError::no_claim_window, {"no_claim_window", "No discard is open to calling."}},
    {RuleError::claim_window_closed,
     {"claim_window_closed", "The discard is no longer open to calling."}},
    {RuleError::own_discard, {"own_discard", "You cannot call your own discard."}},
    {RuleError::already_responded, {"already_responded", "You have already answered."}},
    {RuleError::not_a_set,
     kernel::refusal::not_a_set.told_as("Those cards do not make a group with the discard.")},
    {RuleError::stale_timer,
     kernel::refusal::stale_timer.told_as("That timer is no longer current.")},
    {RuleError::joker_not_passable, {"joker_not_passable", "Jokers are never passed."}},
    {RuleError::wrong_card_count, {"wrong_card_count", "That is the wrong number of cards."}},
    {RuleError::blind_not_allowed,
     {"blind_not_allowed", "A blind pass is only allowed on the last pass."}},
    {RuleError::exposure_unusable,
     {"exposure_unusable", "No hand of the card could use that exposure."}},
    {RuleError::already_exposed,
     {"already_exposed", "You have already exposed a group of that face."}},
    {RuleError::joker_cannot_be_called,
     {"joker_cannot_be_called", "A discarded Joker cannot be called."}},
    {RuleError::hand_is_dead, {"hand_is_dead", "Your hand is dead for the rest of this round."}},
    {RuleError::no_joker_to_exchange, {"no_joker_to_exchange", "That group holds no Joker."}},
    {RuleError::wrong_face, {"wrong_face", "That card is not the face the group shows."}},
    {RuleError::stale_step,
     {"stale_step", "That choice was for a step of the Charleston that is already over."}},
};
static_assert(kernel::in_enum_order(kRefusals));

}  // namespace

std::string_view code(RuleError error) {
  return kernel::words_for(kRefusals, error).code;
}

std::string_view describe(RuleError error) {
  return kernel::words_for(kRefusals, error).sentence;
}

}  // namespace jongtable::american
