// The strong bot: plans by distance to a win over the live cards, steals only to help.

#include <gtest/gtest.h>

#include "jongtable/bots/bot.hpp"
#include "view_builder.hpp"

namespace jongtable::bots {
namespace {

using namespace nymj;
using namespace fixtures;

std::optional<Intent> strong_decides(const TableView& view) {
  return make_bot(Strength::strong, 1)->decide(view);
}

Face face(std::string_view code) {
  return *face_from_code(code);
}

TEST(StrongBot, DeclaresAWinWhenItMay) {
  CardBox box;
  TableView view =
      my_turn(box.take({"R1", "R2", "R3", "B4", "B4", "B4", "G2", "G3", "G4", "love", "love"}));
  view.legal.declare_win = true;
  const auto intent = strong_decides(view);
  ASSERT_TRUE(intent);
  EXPECT_TRUE(std::holds_alternative<DeclareWin>(*intent));
}

TEST(StrongBot, StealsTheCardThatWins) {
  CardBox box;
  // Three sets and a lone Love: the second Love wins, as the pair.
  auto hand = box.take({"R1", "R2", "R3", "B4", "B4", "B4", "G2", "G3", "G4", "love"});
  const auto intent = strong_decides(offered(hand, box.take("love")));
  ASSERT_TRUE(intent);
  EXPECT_TRUE(std::holds_alternative<Steal>(*intent));
}

TEST(StrongBot, PassesAValidStealThatDoesNotBringTheWinCloser) {
  CardBox box;
  // Waiting on Love for the pair. R4 would make R2-R3-R4, but then R1 and Love are
  // left alone: still one card from winning, so taking it gains nothing.
  auto hand = box.take({"R1", "R2", "R3", "B4", "B4", "B4", "G2", "G3", "G4", "love"});
  const auto intent = strong_decides(offered(hand, box.take("R4")));
  ASSERT_TRUE(intent);
  EXPECT_TRUE(std::holds_alternative<Pass>(*intent));
}

TEST(StrongBot, StealsASetThatBringsTheWinCloser) {
  CardBox box;
  auto hand = box.take({"R1", "R2", "B4", "B4", "G2", "G3", "G4", "love", "love", "pride"});
  const auto intent = strong_decides(offered(hand, box.take("R3")));
  ASSERT_TRUE(intent);
  EXPECT_TRUE(std::holds_alternative<Steal>(*intent));
}

TEST(StrongBot, NeverStealsAPairThatDoesNotWin) {
  CardBox box;
  auto hand = box.take({"R1", "R3", "B4", "B6", "G1", "G5", "spring", "summer", "love", "pride"});
  const auto intent = strong_decides(offered(hand, box.take("pride")));
  ASSERT_TRUE(intent);
  EXPECT_TRUE(std::holds_alternative<Pass>(*intent));
}

TEST(StrongBot, DiscardsTheCardOutsideItsPlan) {
  CardBox box;
  // Two sets, a pair, R1-R2 waiting on R3, and a lone B5.
  auto hand = box.take({"G1", "G1", "G1", "G4", "G5", "G6", "love", "love", "R1", "R2", "B5"});
  const CardId b5 = hand.back();
  const auto intent = strong_decides(my_turn(hand));
  ASSERT_TRUE(intent);
  ASSERT_TRUE(std::holds_alternative<Discard>(*intent));
  EXPECT_EQ(std::get<Discard>(*intent).card, b5);
}

TEST(StrongBot, GivesUpAPartialSetWhoseMissingCardIsAllInView) {
  CardBox box;
  auto hand = box.take({"G1", "G1", "G1", "G4", "G5", "G6", "love", "love", "R1", "R2", "B5"});
  TableView view = my_turn(hand);
  // Every R3 is already in the discard pile: R1-R2 can never become a set.
  view.discard_pile = box.take({"R3", "R3", "R3"});
  const auto intent = strong_decides(view);
  ASSERT_TRUE(intent);
  ASSERT_TRUE(std::holds_alternative<Discard>(*intent));
  const Face thrown = face_of(std::get<Discard>(*intent).card);
  EXPECT_NE(thrown, face("B5"));
  EXPECT_TRUE(thrown == face("R1") || thrown == face("R2"));
}

TEST(StrongBot, ExposesTheSetThatKeepsTheBetterHand) {
  CardBox box;
  auto hand = box.take({"R1", "R2", "R3", "R3", "R4", "R5", "B1", "B1", "G6", "pride"});
  TableView view = view_for_seat0(hand);
  view.phase = Phase::awaiting_exposure;
  view.stolen_card = box.take("R3");
  // Exposing R3-R3-R3 would leave R1-R2 and R4-R5, both waiting on a card that is now
  // all in view (or on R6 alone); R1-R2-R3 or R3-R4-R5 keeps a set in hand.
  view.legal.expose_options = {{hand[2], hand[3]}, {hand[0], hand[1]}, {hand[4], hand[5]}};
  const auto intent = strong_decides(view);
  ASSERT_TRUE(intent);
  const auto* expose = std::get_if<ExposeSet>(&*intent);
  ASSERT_NE(expose, nullptr);
  EXPECT_NE(expose->first, hand[2]);
}

TEST(StrongBot, PassesEveryWindowItMayAnswer) {
  CardBox box;
  auto hand = box.take({"R1", "R3", "B4", "B6", "G1", "G5", "spring", "summer", "love", "pride"});
  for (const char* code : {"R5", "B1", "G3", "fall", "guilt"}) {
    const auto intent = strong_decides(offered(hand, box.take(code)));
    ASSERT_TRUE(intent) << code;
    EXPECT_TRUE(std::holds_alternative<Pass>(*intent)) << code;
  }
}

}  // namespace
}  // namespace jongtable::bots
