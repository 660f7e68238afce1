// Each game's move table: the shapes it reads, strictly, and another game's moves refused
// with not_in_this_game (the codes and messages clients got from the shared decoder).
#include <gtest/gtest.h>

#include <string>

#include "jongtable/protocol/american_moves.hpp"
#include "jongtable/protocol/boba_moves.hpp"
#include "jongtable/protocol/chinese_moves.hpp"
#include "jongtable/protocol/gimme_moves.hpp"
#include "jongtable/protocol/nymj_moves.hpp"
#include "jongtable/protocol/pairs_moves.hpp"

namespace jongtable::protocol {
namespace {

using nlohmann::json;

in::GameMove move_of(std::string_view text) {
  json body = json::parse(text);
  return in::GameMove{body["type"].get<std::string>(), body};
}

// "ok" or the refusal's code.
template <typename Table>
std::string code_of(const Table& table, std::string_view text) {
  const auto decoded = table.decode(move_of(text));
  const auto* refused = std::get_if<ProtocolError>(&decoded);
  return refused ? refused->code : "ok";
}

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

TEST(AmericanMoves, SealedStepsAndCalls) {
  const auto& moves = american_moves::table();
  EXPECT_EQ(code_of(moves, R"({"type":"pass_cards","seq":1,"cards":[1,2,3],"blind":0})"), "ok");
  EXPECT_EQ(code_of(moves, R"({"type":"pass_cards","seq":1,"cards":[1,2,3,4]})"), "bad_field");
  EXPECT_EQ(code_of(moves, R"({"type":"vote_dance_again","seq":1,"yes":1})"), "bad_field");
  EXPECT_EQ(code_of(moves, R"({"type":"offer_courtesy","seq":1,"cards":[],"decision":4})"), "ok");
  EXPECT_EQ(code_of(moves, R"({"type":"claim_mah_jongg","seq":1,"window":9})"), "ok");
  EXPECT_EQ(code_of(moves, R"({"type":"call","seq":1})"), "not_in_this_game");
}

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
