#include "jongtable/pairs/rule_error.hpp"

namespace jongtable::pairs {

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
    case RuleError::stale_timer:
      return "stale_timer";
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
      return "That cannot be done at this point of the turn.";
    case RuleError::card_not_held:
      return "You do not hold that card.";
    case RuleError::not_a_winning_hand:
      return "Your hand is not three pairs, so it does not win.";
    case RuleError::no_claim_window:
      return "That card is no longer open to claims.";
    case RuleError::claim_window_closed:
      return "Too late: the claim window had closed.";
    case RuleError::own_discard:
      return "You cannot claim your own discard.";
    case RuleError::already_responded:
      return "You have already answered this discard.";
    case RuleError::stale_timer:
      return "That timer is no longer running.";
  }
  return "Unknown error.";
}

}  // namespace jongtable::pairs
