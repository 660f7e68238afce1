#include "jongtable/chinese/rule_error.hpp"

namespace jongtable::chinese {

std::string_view code(RuleError error) {
  switch (error) {
    case RuleError::game_already_started:
      return "game_already_started";
    case RuleError::game_not_started:
      return "game_not_started";
    case RuleError::game_over:
      return "game_over";
    case RuleError::seat_out_of_range:
      return "seat_out_of_range";
    case RuleError::not_your_turn:
      return "not_your_turn";
    case RuleError::wrong_phase:
      return "wrong_phase";
    case RuleError::card_not_held:
      return "card_not_held";
    case RuleError::not_a_winning_hand:
      return "not_a_winning_hand";
    case RuleError::no_claim_window:
      return "no_claim_window";
    case RuleError::claim_window_closed:
      return "claim_window_closed";
    case RuleError::own_discard:
      return "own_discard";
    case RuleError::already_responded:
      return "already_responded";
    case RuleError::not_a_set:
      return "not_a_set";
    case RuleError::stale_timer:
      return "stale_timer";
    case RuleError::pair_only_for_mah_jongg:
      return "pair_only_for_mah_jongg";
    case RuleError::no_kongs_for_six:
      return "no_kongs_for_six";
    case RuleError::no_card_to_discard:
      return "no_card_to_discard";
  }
  return "unknown";
}

std::string_view describe(RuleError error) {
  switch (error) {
    case RuleError::game_already_started:
      return "The game has already started.";
    case RuleError::game_not_started:
      return "The game has not started yet.";
    case RuleError::game_over:
      return "The game is over.";
    case RuleError::seat_out_of_range:
      return "There is no such seat at this table.";
    case RuleError::not_your_turn:
      return "It is not your turn.";
    case RuleError::wrong_phase:
      return "That cannot be done at this point of the hand.";
    case RuleError::card_not_held:
      return "You do not hold that card.";
    case RuleError::not_a_winning_hand:
      return "Those cards do not make a winning hand.";
    case RuleError::no_claim_window:
      return "That discard is no longer open to calls.";
    case RuleError::claim_window_closed:
      return "The time to call that discard has ended.";
    case RuleError::own_discard:
      return "You cannot call your own discard.";
    case RuleError::already_responded:
      return "You have already answered this discard.";
    case RuleError::not_a_set:
      return "Those cards do not make that group with the discard.";
    case RuleError::stale_timer:
      return "That timer no longer applies.";
    case RuleError::pair_only_for_mah_jongg:
      return "A discard can be called for a pair only to go mah jongg.";
    case RuleError::no_kongs_for_six:
      return "Six players form no kongs and no 4-card chows.";
    case RuleError::no_card_to_discard:
      return "That call would leave you no card to discard.";
  }
  return "Unknown error.";
}

}  // namespace jongtable::chinese
