#include "jongtable/boba/rule_error.hpp"

#include "jongtable/kernel/rule_error.hpp"

namespace jongtable::boba {
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
    {RuleError::not_a_set,
     kernel::refusal::not_a_set.told_as(
         "Those cards are not a set: three of a kind, three in a row or three toppings.")},
    {RuleError::no_such_pile, {"no_such_pile", "There are only three mixing piles."}},
    {RuleError::pile_empty, {"pile_empty", "That mixing pile is empty."}},
    {RuleError::must_use_empty_pile,
     {"must_use_empty_pile", "While a mixing pile is empty, cards go to the first empty pile."}},
    {RuleError::wrong_set_cards,
     {"wrong_set_cards", "Keep one card of the set and place the other two."}},
    {RuleError::hand_within_limit,
     {"hand_within_limit", "You hold seven cards or fewer, so there is nothing to discard."}},
    {RuleError::stale_timer, kernel::refusal::stale_timer},
    {RuleError::supply_empty,
     {"supply_empty", "The supply is empty: take the top card of a mixing pile instead."}},
};
static_assert(kernel::in_enum_order(kRefusals));

}  // namespace

std::string_view code(RuleError error) {
  return kernel::words_for(kRefusals, error).code;
}

std::string_view describe(RuleError error) {
  return kernel::words_for(kRefusals, error).sentence;
}

}  // namespace jongtable::boba
