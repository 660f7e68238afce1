// Pairs' move table: the shapes it reads, strictly, and another game's moves
// refused with not_in_this_game.
#include "jongtable/protocol/pairs_moves.hpp"

#include <gtest/gtest.h>

#include "move_table.hpp"

namespace jongtable::protocol {
namespace {

// A Pairs claim can only take the open discard: it names its window and nothing else.
TEST(PairsMoves, ADrawNamesNothingAndAClaimOnlyItsWindow) {
  const auto& moves = pairs_moves::table();
  EXPECT_EQ(code_of(moves, R"({"type":"draw","seq":1})"), "ok");
  EXPECT_EQ(code_of(moves, R"({"type":"draw","seq":1,"card":3})"), "unknown_field");
  EXPECT_EQ(code_of(moves, R"({"type":"claim","seq":1,"window":2})"), "ok");
  EXPECT_EQ(code_of(moves, R"({"type":"claim","seq":1,"window":2,"cards":[1]})"), "unknown_field");
  EXPECT_EQ(code_of(moves, R"({"type":"claim","seq":1})"), "missing_field");
  EXPECT_EQ(code_of(moves, R"({"type":"pass","seq":1,"window":2})"), "ok");
  EXPECT_EQ(std::get<ProtocolError>(moves.decode(move_of(R"({"type":"steal","seq":1})"))).message,
            "That move is not part of Pairs.");
}

}  // namespace
}  // namespace jongtable::protocol
