// Gimme! Mahjong's move table: the shapes it reads, strictly, and another game's moves
// refused with not_in_this_game.
#include "jongtable/protocol/gimme_moves.hpp"

#include <gtest/gtest.h>

#include "move_table.hpp"

namespace jongtable::protocol {
namespace {

TEST(GimmeMoves, ClaimsNameOneToSixCards) {
  const auto& moves = gimme_moves::table();
  EXPECT_EQ(code_of(moves, R"({"type":"claim","seq":1,"window":2,"cards":[1,2]})"), "ok");
  EXPECT_EQ(code_of(moves, R"({"type":"claim","seq":1,"window":2,"cards":[]})"), "bad_field");
  EXPECT_EQ(code_of(moves, R"({"type":"claim","seq":1,"cards":[1]})"), "missing_field");
  EXPECT_EQ(code_of(moves, R"({"type":"joker_steal","seq":1,"card":3,"seat":6,"set":0})"),
            "bad_field");
  EXPECT_EQ(std::get<ProtocolError>(moves.decode(move_of(R"({"type":"steal","seq":1})"))).message,
            "That move is not part of Gimme! Mahjong.");
}

}  // namespace
}  // namespace jongtable::protocol
