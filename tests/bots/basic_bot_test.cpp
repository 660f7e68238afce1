// The basic bot: legal, quick, never a mistaken steal.

#include <gtest/gtest.h>

#include "jongtable/bots/bot.hpp"
#include "view_builder.hpp"

namespace jongtable::bots {
namespace {

using namespace nymj;
using namespace fixtures;

std::optional<Intent> basic_decides(const TableView& view) {
  return make_bot(Strength::basic, 1)->decide(view);
}

TEST(BasicBot, DeclaresAWinWhenItMay) {
  CardBox box;
  TableView view =
      my_turn(box.take({"R1", "R2", "R3", "B4", "B4", "B4", "G2", "G3", "G4", "love", "love"}));
  view.legal.declare_win = true;
  const auto intent = basic_decides(view);
  ASSERT_TRUE(intent);
  EXPECT_TRUE(std::holds_alternative<DeclareWin>(*intent));
}

TEST(BasicBot, StealsACardThatCompletesASet) {
  CardBox box;
  auto hand = box.take({"R1", "R2", "B4", "B6", "G1", "G5", "spring", "summer", "love", "pride"});
  const auto intent = basic_decides(offered(hand, box.take("R3")));
  ASSERT_TRUE(intent);
  const auto* steal = std::get_if<Steal>(&*intent);
  ASSERT_NE(steal, nullptr);
  EXPECT_EQ(steal->window, 12u);
  EXPECT_EQ(steal->seat, Seat{0});
}

TEST(BasicBot, PassesACardThatWouldOnlyMakeAPair) {
  // A pair may be stolen only as the last card of a win: stealing here is a mistake.
  CardBox box;
  auto hand = box.take({"R1", "R3", "B4", "B6", "G1", "G5", "spring", "summer", "love", "pride"});
  const auto intent = basic_decides(offered(hand, box.take("love")));
  ASSERT_TRUE(intent);
  const auto* pass = std::get_if<Pass>(&*intent);
  ASSERT_NE(pass, nullptr);
  EXPECT_EQ(pass->window, 12u);
}

TEST(BasicBot, PassesACardThatDoesNotHelp) {
  CardBox box;
  auto hand = box.take({"R1", "R2", "B4", "B6", "G1", "G5", "spring", "summer", "love", "pride"});
  const auto intent = basic_decides(offered(hand, box.take("G3")));
  ASSERT_TRUE(intent);
  EXPECT_TRUE(std::holds_alternative<Pass>(*intent));
}

TEST(BasicBot, SaysNothingOnceItHasAnsweredTheWindow) {
  CardBox box;
  auto hand = box.take({"R1", "R2", "B4", "B6", "G1", "G5", "spring", "summer", "love", "pride"});
  TableView view = offered(hand, box.take("R3"));
  view.window->answered = true;
  view.legal.steal = false;
  view.legal.pass = false;
  EXPECT_FALSE(basic_decides(view));
}

TEST(BasicBot, SaysNothingWhenItIsSomeoneElsesTurn) {
  CardBox box;
  TableView view = view_for_seat0(
      box.take({"R1", "R2", "B4", "B6", "G1", "G5", "spring", "summer", "love", "pride"}));
  view.phase = Phase::awaiting_discard;
  view.current = Seat{2};
  EXPECT_FALSE(basic_decides(view));
}

TEST(BasicBot, ExposesTheFirstOption) {
  CardBox box;
  auto hand = box.take({"R2", "R3", "R4", "R4", "B6", "G1", "G5", "spring", "summer", "love"});
  TableView view = view_for_seat0(hand);
  view.phase = Phase::awaiting_exposure;
  view.stolen_card = box.take("R4");
  view.legal.expose_options = {{hand[0], hand[1]}, {hand[2], hand[3]}};
  const auto intent = basic_decides(view);
  ASSERT_TRUE(intent);
  const auto* expose = std::get_if<ExposeSet>(&*intent);
  ASSERT_NE(expose, nullptr);
  EXPECT_EQ(expose->first, hand[0]);
  EXPECT_EQ(expose->second, hand[1]);
}

TEST(BasicBot, DiscardsTheLoneliestCard) {
  CardBox box;
  // Everything touches something except Pride.
  auto hand =
      box.take({"R1", "R2", "R3", "B4", "B5", "G2", "G2", "spring", "spring", "spring", "pride"});
  const CardId pride = hand.back();
  const auto intent = basic_decides(my_turn(hand));
  ASSERT_TRUE(intent);
  const auto* discard = std::get_if<Discard>(&*intent);
  ASSERT_NE(discard, nullptr);
  EXPECT_EQ(discard->card, pride);
}

TEST(BasicBot, SameSeedSameChoice) {
  CardBox box;
  auto hand = box.take(
      {"R1", "B3", "G5", "spring", "summer", "fall", "winter", "love", "guilt", "pride", "R6"});
  const TableView view = my_turn(hand);
  const auto first = make_bot(Strength::basic, 99)->decide(view);
  const auto again = make_bot(Strength::basic, 99)->decide(view);
  ASSERT_TRUE(first && again);
  EXPECT_EQ(std::get<Discard>(*first).card, std::get<Discard>(*again).card);
}

TEST(BotNames, RoundTrip) {
  EXPECT_EQ(name(Strength::basic), "basic");
  EXPECT_EQ(name(Strength::strong), "strong");
  EXPECT_EQ(strength_from_name("strong"), Strength::strong);
  EXPECT_EQ(strength_from_name("basic"), Strength::basic);
  EXPECT_FALSE(strength_from_name("godlike"));
}

}  // namespace
}  // namespace jongtable::bots
