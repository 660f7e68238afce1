#include "jongtable/protocol/pairs_moves.hpp"

namespace jongtable::protocol::pairs_moves {

const MoveTable<Move>& table() {
  static const MoveTable<Move> moves{
      "That move is not part of Pairs.",
      {
          {"draw", [](FieldReader&) -> Move { return Draw{}; }},
          {"discard", [](FieldReader& r) -> Move { return moves::read_discard(r); }},
          {"declare_win", [](FieldReader& r) -> Move { return moves::read_declare_win(r); }},
          {"claim", [](FieldReader& r) -> Move { return Claim{moves::read_window(r)}; }},
          {"pass", [](FieldReader& r) -> Move { return moves::read_pass(r); }},
      }};
  return moves;
}

}  // namespace jongtable::protocol::pairs_moves
