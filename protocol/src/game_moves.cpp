#include "jongtable/protocol/every_game_moves.hpp"
#include "jongtable/protocol/game_move.hpp"

namespace jongtable::protocol {

bool is_game_move_type(std::string_view type) {
#define JONGTABLE_HAS_MOVE(game) \
  if (game::table().has(type)) return true;
  JONGTABLE_EACH_GAME_MOVES(JONGTABLE_HAS_MOVE)
#undef JONGTABLE_HAS_MOVE
  return false;
}

}  // namespace jongtable::protocol
