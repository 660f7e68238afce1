// American Mah Jongg's move table: the shapes it reads, strictly, and another game's moves
// refused with not_in_this_game.
#include "jongtable/protocol/american_moves.hpp"

#include <gtest/gtest.h>

#include "move_table.hpp"

namespace jongtable::protocol {
namespace {

TEST(AmericanMoves, SealedStepsAndCalls) {
  const auto& moves = american_moves::table();
  EXPECT_EQ(code_of(moves, R"({"type":"pass_cards","seq":1,"cards":[1,2,3],"blind":0})"), "ok");
  EXPECT_EQ(code_of(moves, R"({"type":"pass_cards","seq":1,"cards":[1,2,3,4]})"), "bad_field");
  EXPECT_EQ(code_of(moves, R"({"type":"vote_dance_again","seq":1,"yes":1})"), "bad_field");
  EXPECT_EQ(code_of(moves, R"({"type":"offer_courtesy","seq":1,"cards":[],"decision":4})"), "ok");
  EXPECT_EQ(code_of(moves, R"({"type":"claim_mah_jongg","seq":1,"window":9})"), "ok");
  EXPECT_EQ(code_of(moves, R"({"type":"call","seq":1})"), "not_in_this_game");
}

}  // namespace
}  // namespace jongtable::protocol
