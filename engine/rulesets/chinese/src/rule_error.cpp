#include "jongtable/chinese/rule_error.hpp"

#include "jongtable/kernel/rule_error.hpp"

namespace jongtable::chinese {
namespace {

// One row per RuleError, in its order: the kernel's shared refusals and this game's own.
constexpr kernel::RuleErrorRow<RuleError> kRefusals[] = {
    {RuleError::game_already_started, kernel::refusal::game_already_started},
    {RuleError::game_not_started, kernel::refusal::game_not_started},
    {RuleError::game_over, kernel::refusal::game_over},
    {RuleError::seat_out_of_range, kernel::refusal::seat_out_of_range},
    {RuleError::not_your_turn, kernel::refusal::not_your_turn},
    {RuleError::wrong_phase,
     kernel::refusal::wrong_phase.told_as("That cannot be done at this point of the hand.")},
    {RuleError::card_not_held, kernel::refusal::card_not_held},
    {RuleError::not_a_winning_hand,
     {"not_a_winning_hand", "Those cards do not make a winning hand."}},
    {RuleError::no_claim_window, {"no_claim_window", "That discard is no longer open to calls."}},
    {RuleError::claim_window_closed,
     {"claim_window_closed", "The time to call that discard has ended."}},
    {RuleError::own_discard, {"own_discard", "You cannot call your own discard."}},
    {RuleError::already_responded,
     {"already_responded", "You have already answered this discard."}},
    {RuleError::not_a_set,
     kernel::refusal::not_a_set.told_as("Those cards do not make that group with the discard.")},
    {RuleError::stale_timer, kernel::refusal::stale_timer.told_as("That timer no longer applies.")},
    {RuleError::pair_only_for_mah_jongg,
     {"pair_only_for_mah_jongg", "A discard can be called for a pair only to go mah jongg."}},
    {RuleError::no_kongs_for_six,
     {"no_kongs_for_six", "Six players form no kongs and no 4-card chows."}},
    {RuleError::no_card_to_discard,
     {"no_card_to_discard", "That call would leave you no card to discard."}},
};
static_assert(kernel::in_enum_order(kRefusals));

}  // namespace

std::string_view code(RuleError error) {
  return kernel::words_for(kRefusals, error).code;
}

std::string_view describe(RuleError error) {
  return kernel::words_for(kRefusals, error).sentence;
}

}  // namespace jongtable::chinese
