#include "jongtable/nymj/rule_error.hpp"

#include "jongtable/kernel/rule_error.hpp"

namespace jongtable::nymj {
namespace {

// One row per RuleError, in its order: the kernel's shared refusals and this game's own.
constexpr kernel::RuleErrorRow<RuleError> kRefusals[] = {
    {RuleError::game_already_started, kernel::refusal::game_already_started},
    {RuleError::game_not_started, kernel::refusal::game_not_started},
    {RuleError::game_over, kernel::refusal::game_over},
    {RuleError::seat_out_of_range, kernel::refusal::seat_out_of_range},
    {RuleError::not_dealt_in, {"not_dealt_in", "You are sitting out this tiebreaker round."}},
    {RuleError::not_your_turn, kernel::refusal::not_your_turn},
    {RuleError::wrong_phase, kernel::refusal::wrong_phase},
    {RuleError::card_not_held, kernel::refusal::card_not_held},
    {RuleError::not_a_winning_hand,
     {"not_a_winning_hand", "Your hand is not three sets and a pair, so it does not win."}},
    {RuleError::no_claim_window, {"no_claim_window", "That discard is no longer open to STEAL!."}},
    {RuleError::claim_window_closed,
     {"claim_window_closed", "Too late: the claim window had closed."}},
    {RuleError::own_discard, {"own_discard", "You cannot steal your own discard."}},
    {RuleError::already_responded,
     {"already_responded", "You have already answered this discard."}},
    {RuleError::not_a_set,
     kernel::refusal::not_a_set.told_as("Those two cards do not make a set with the stolen card.")},
    {RuleError::stale_timer, kernel::refusal::stale_timer},
};
static_assert(kernel::in_enum_order(kRefusals));

}  // namespace

std::string_view code(RuleError error) {
  return kernel::words_for(kRefusals, error).code;
}

std::string_view describe(RuleError error) {
  return kernel::words_for(kRefusals, error).sentence;
}

}  // namespace jongtable::nymj
