#include "jongtable/protocol/gimme_moves.hpp"

namespace jongtable::protocol::gimme_moves {

const MoveTable<Move>& table() {
  static const MoveTable<Move> moves{
      "That move is not part of Gimme! Mahjong.",
      {
          {"discard", [](FieldReader& r) -> Move { return moves::read_discard(r); }},
          {"claim", [](FieldReader& r) -> Move { return moves::read_claim(r); }},
          {"pass", [](FieldReader& r) -> Move { return moves::read_pass(r); }},
          {"declare_win", [](FieldReader& r) -> Move { return moves::read_declare_win(r); }},
          {"joker_steal", [](FieldReader& r) -> Move { return moves::read_joker_steal(r); }},
      }};
  return moves;
}

}  // namespace jongtable::protocol::gimme_moves
