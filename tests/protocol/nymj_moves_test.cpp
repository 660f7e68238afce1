// Not Your Ma's Jong's move table: the shapes it reads, strictly, and another game's moves
// refused with not_in_this_game.
#include "jongtable/protocol/nymj_moves.hpp"

#include <gtest/gtest.h>

#include "move_table.hpp"

namespace jongtable::protocol {
namespace {

TEST(NymjMoves, ShapesAreStrict) {
  const auto& moves = nymj_moves::table();
  EXPECT_EQ(code_of(moves, R"({"type":"discard","seq":1,"card":74})"), "ok");
  EXPECT_EQ(code_of(moves, R"({"type":"discard","seq":1,"card":256})"), "bad_field");
  EXPECT_EQ(code_of(moves, R"({"type":"discard","seq":1,"card":"3"})"), "bad_field");
  EXPECT_EQ(code_of(moves, R"({"type":"discard","seq":1,"card":2.5})"), "bad_field");
  EXPECT_EQ(code_of(moves, R"({"type":"discard","seq":1})"), "missing_field");
  EXPECT_EQ(code_of(moves, R"({"type":"expose","seq":1,"cards":[1,2]})"), "ok");
  EXPECT_EQ(code_of(moves, R"({"type":"expose","seq":1,"cards":[1]})"), "bad_field");
  EXPECT_EQ(code_of(moves, R"({"type":"pass","seq":6,"window":3,"extra":true})"), "unknown_field");
}

TEST(NymjMoves, StealReadsItsWindow) {
  const auto decoded =
      nymj_moves::table().decode(move_of(R"({"type":"steal","seq":3,"window":12})"));
  const auto& steal = std::get<nymj_moves::Steal>(std::get<nymj_moves::Move>(decoded));
  EXPECT_EQ(steal.window, 12u);
}

TEST(NymjMoves, AnotherGamesMoveIsNotInThisGame) {
  const auto decoded = nymj_moves::table().decode(move_of(R"({"type":"claim","seq":1})"));
  const auto& refused = std::get<ProtocolError>(decoded);
  EXPECT_EQ(refused.code, "not_in_this_game");
  EXPECT_EQ(refused.message, "That move is not part of this game.");
}

}  // namespace
}  // namespace jongtable::protocol
