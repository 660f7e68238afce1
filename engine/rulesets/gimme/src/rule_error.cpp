#include "jongtable/gimme/rule_error.hpp"

namespace jongtable::gimme {

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
    case RuleError::already_finished:
      return "already_finished";
    case RuleError::joker_cannot_be_claimed:
      return "joker_cannot_be_claimed";
    case RuleError::pesky_pair:
      return "pesky_pair";
    case RuleError::pair_not_mahjong:
      return "pair_not_mahjong";
    case RuleError::no_steal_after_gimme:
      return "no_steal_after_gimme";
    case RuleError::no_joker_to_steal:
      return "no_joker_to_steal";
    case RuleError::wrong_face:
      return "wrong_face";
    case RuleError::set_owner_finished:
      return "set_owner_finished";
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
      return "You do not hold that tile.";
    case RuleError::not_a_winning_hand:
      return "Not every tile in your hand is in a set yet, so it is not Mahjong.";
    case RuleError::no_claim_window:
      return "That tile is no longer open to Gimme.";
    case RuleError::claim_window_closed:
      return "Too late: the Gimme window had closed.";
    case RuleError::own_discard:
      return "You cannot call Gimme on your own tile.";
    case RuleError::already_responded:
      return "You have already answered this tile.";
    case RuleError::not_a_set:
      return "Those tiles do not make a Pair, Triple or Quadruple with the dropped tile.";
    case RuleError::stale_timer:
      return "That timer is no longer running.";
    case RuleError::already_finished:
      return "You have Mahjong and are done playing this round.";
    case RuleError::joker_cannot_be_claimed:
      return "Nobody can call Gimme on a dropped Joker.";
    case RuleError::pesky_pair:
      return "Pesky Pairs: a Pair set cannot use a Joker.";
    case RuleError::pair_not_mahjong:
      return "Pesky Pairs: you can call Gimme for a Pair only if it gives you Mahjong.";
    case RuleError::no_steal_after_gimme:
      return "A Joker Steal is only allowed after taking a tile from the table.";
    case RuleError::no_joker_to_steal:
      return "That set has no Joker to steal.";
    case RuleError::wrong_face:
      return "That tile is not the one the Joker stands for.";
    case RuleError::set_owner_finished:
      return "That player has Mahjong, so their sets can no longer be touched.";
  }
  return "Unknown error.";
}

}  // namespace jongtable::gimme
