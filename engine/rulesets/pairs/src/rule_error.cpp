#include "jongtable/pairs/rule_error.hpp"

#include "jongtable/kernel/rule_error.hpp"

namespace jongtable::pairs {
namespace {

// One row per RuleError, in its order: the kernel's shared refusals and this game's own.
constexpr kernel::RuleErrorRow<RuleError> kRefusals[] = {
    {RuleError::game_already_started, kernel::refusal::game_already_started},
    {RuleError::game_not_started, kernel::refusal::game_not_started},
    {RuleError::game_over, kernel::refusal::game_over},
    {RuleError::seat_out_of_range, kernel::refusal::seat_out_of_range},
    {RuleError::not_your_turn, kernel::refusal::not_your_turn},
    {RuleError::wrong_phase, kernel::refusal::wrong_phase},
    {RuleError::card_not_held, kernel::refusal::card_not_held},
    {RuleError::not_a_winning_hand,
     {"not_a_winning_hand", "Your hand is not three pairs, so it does not win."}},
    {RuleError::no_claim_window, {"no_claim_window", "That card is no longer open to claims."}},
    {RuleError::claim_window_closed,
     {"claim_window_closed", "Too late: the claim window had closed."}},
    {RuleError::own_discard, {"own_discard", "You cannot claim your own discard."}},
    {RuleError::already_responded,
     {"already_responded", "You have already answered this discard."}},
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

}  // namespace jongtable::pairs
