#include "jongtable/boba/rule_error.hpp"

namespace jongtable::boba {

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
    case RuleError::not_a_set:
      return "not_a_set";
    case RuleError::no_such_pile:
      return "no_such_pile";
    case RuleError::pile_empty:
      return "pile_empty";
    case RuleError::supply_empty:
      return "supply_empty";
    case RuleError::must_use_empty_pile:
      return "must_use_empty_pile";
    case RuleError::wrong_set_cards:
      return "wrong_set_cards";
    case RuleError::hand_within_limit:
      return "hand_within_limit";
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
    case RuleError::not_a_set:
      return "Those cards are not a set: three of a kind, three in a row or three toppings.";
    case RuleError::no_such_pile:
      return "There are only three mixing piles.";
    case RuleError::pile_empty:
      return "That mixing pile is empty.";
    case RuleError::supply_empty:
      return "The supply is empty: take the top card of a mixing pile instead.";
    case RuleError::must_use_empty_pile:
      return "While a mixing pile is empty, cards go to the first empty pile.";
    case RuleError::wrong_set_cards:
      return "Keep one card of the set and place the other two.";
    case RuleError::hand_within_limit:
      return "You hold seven cards or fewer, so there is nothing to discard.";
    case RuleError::stale_timer:
      return "That timer is no longer running.";
  }
  return "Unknown error.";
}

}  // namespace jongtable::boba
