// Chinese Mah Jongg's move table: the shapes it reads, strictly, and another game's moves
// refused with not_in_this_game.
#include "jongtable/protocol/chinese_moves.hpp"

#include <gtest/gtest.h>

#include "move_table.hpp"

namespace jongtable::protocol {
namespace {

TEST(ChineseMoves, CallsNameTheirGroup) {
  const auto& moves = chinese_moves::table();
  EXPECT_EQ(code_of(moves, R"({"type":"call","seq":1,"window":1,"group":"pung","cards":[1,2]})"),
            "ok");
  EXPECT_EQ(code_of(moves, R"({"type":"call","seq":1,"window":1,"group":"set","cards":[1]})"),
            "bad_field");
  EXPECT_EQ(
      code_of(moves,
              R"({"type":"call","seq":1,"window":1,"group":"chow","cards":[1],"mah_jongg":"y"})"),
      "bad_field");
  EXPECT_EQ(code_of(moves, R"({"type":"claim","seq":1})"), "not_in_this_game");
}

}  // namespace
}  // namespace jongtable::protocol
