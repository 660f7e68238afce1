#include "jongtable/american/rule_error.hpp"

namespace jongtable::american {

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
    case RuleError::joker_not_passable:
      return "joker_not_passable";
    case RuleError::wrong_card_count:
      return "wrong_card_count";
    case RuleError::blind_not_allowed:
      return "blind_not_allowed";
    case RuleError::exposure_unusable:
      return "exposure_unusable";
    case RuleError::already_exposed:
      return "already_exposed";
    case RuleError::joker_cannot_be_called:
      return "joker_cannot_be_called";
    case RuleError::hand_is_dead:
      return "hand_is_dead";
    case RuleError::no_joker_to_exchange:
      return "no_joker_to_exchange";
    case RuleError::wrong_face:
      return "wrong_face";
    case RuleError::stale_step:
      return "stale_step";
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
      return "That is not possible at this point of the hand.";
    case RuleError::card_not_held:
      return "You do not hold that card.";
    case RuleError::not_a_winning_hand:
      return "Those cards match no hand of the card.";
    case RuleError::no_claim_window:
      return "No discard is open to calling.";
    case RuleError::claim_window_closed:
      return "The discard is no longer open to calling.";
    case RuleError::own_discard:
      return "You cannot call your own discard.";
    case RuleError::already_responded:
      return "You have already answered.";
    case RuleError::not_a_set:
      return "Those cards do not make a group with the discard.";
    case RuleError::stale_timer:
      return "That timer is no longer current.";
    case RuleError::joker_not_passable:
      return "Jokers are never passed.";
    case RuleError::wrong_card_count:
      return "That is the wrong number of cards.";
    case RuleError::blind_not_allowed:
      return "A blind pass is only allowed on the last pass.";
    case RuleError::exposure_unusable:
      return "No hand of the card could use that exposure.";
    case RuleError::already_exposed:
      return "You have already exposed a group of that face.";
    case RuleError::joker_cannot_be_called:
      return "A discarded Joker cannot be called.";
    case RuleError::hand_is_dead:
      return "Your hand is dead for the rest of this round.";
    case RuleError::no_joker_to_exchange:
      return "That group holds no Joker.";
    case RuleError::wrong_face:
      return "That card is not the face the group shows.";
    case RuleError::stale_step:
      return "That choice was for a step of the Charleston that is already over.";
  }
  return "Unknown error.";
}

}  // namespace jongtable::american
