// Boba Mahjong's move table: the shapes it reads, strictly, and another game's moves
// refused with not_in_this_game.
#include "jongtable/protocol/boba_moves.hpp"

#include <gtest/gtest.h>

#include "move_table.hpp"

namespace jongtable::protocol {
namespace {

TEST(BobaMoves, SetsAndPiles) {
  const auto& moves = boba_moves::table();
  EXPECT_EQ(
      code_of(
          moves,
          R"({"type":"make_set","seq":1,"cards":[3,5],"pile":0,"keep":14,"others":[{"card":3,"pile":0},{"card":5,"pile":1}]})"),
      "ok");
  EXPECT_EQ(code_of(moves, R"({"type":"make_set","seq":1,"cards":[3],"keep":1,"others":[]})"),
            "bad_field");
  EXPECT_EQ(code_of(moves, R"({"type":"take_pile","seq":1,"pile":16})"), "bad_field");
  EXPECT_EQ(code_of(moves, R"({"type":"draw_supply","seq":1,"x":1})"), "unknown_field");
  EXPECT_EQ(code_of(moves, R"({"type":"pass","seq":1,"window":1})"), "not_in_this_game");
}

}  // namespace
}  // namespace jongtable::protocol
