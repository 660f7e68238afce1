// Views and the basic bot: a seat sees its own cards and nothing concealed of others; the
// legal actions are concrete; the bot declares, calls what helps and discards isolated
// cards.
#include <gtest/gtest.h>

#include "fixture.hpp"
#include "jongtable/chinese/bot.hpp"

namespace jongtable::chinese {
namespace {

using testing::seat;

const std::string kEast = "C1 C4 C7 D2 D5 D8 B3 B6 B9 EW SW WW NW RD";

class ViewTest : public testing::ChineseTest {};

TEST_F(ViewTest, ASeatSeesItsOwnCardsAndOnlyCountsOfOthers) {
  start(scenario(
      {kEast, testing::kJunkB, testing::kJunkC, "C2 C5 C8 D3 D6 D9 B1 B4 B7 GD GD WD WD"}));
  const View v = view_for(state, seat(1));
  EXPECT_EQ(v.cards, state.players[1].concealed);
  EXPECT_EQ(v.seats[0].concealed_count, 14);
  EXPECT_EQ(v.seats[3].concealed_count, 13);
  EXPECT_TRUE(v.legal.discard.empty());
  const View spectator = view_for(state, std::nullopt);
  EXPECT_TRUE(spectator.cards.empty());
  const View east = view_for(state, seat(0));
  EXPECT_EQ(east.legal.discard.size(), 14u);
  EXPECT_FALSE(east.legal.declare_mah_jongg);
}

TEST_F(ViewTest, CallOptionsAreConcreteAndIncludeMahJongg) {
  start(scenario(
      {kEast, testing::kJunkB, testing::kJunkC, "B6 B6 B4 B5 B7 B8 C3 C3 C3 D1 D1 D1 WD"}));
  discard(0, "B6");
  const View v = view_for(state, seat(3));
  int pungs = 0, chows = 0, wins = 0;
  for (const CallOption& option : v.legal.calls) {
    pungs += option.type == GroupType::pung;
    chows += option.type == GroupType::chow;
    wins += option.mah_jongg;
  }
  EXPECT_EQ(pungs, 1);
  // B4-5-6, B5-6-7, B6-7-8 and B4-5-6-7, B5-6-7-8 (and B3-...: no B3 held).
  EXPECT_EQ(chows, 5);
  EXPECT_EQ(wins, 0);
}

TEST_F(ViewTest, TheBotDeclaresWhenItCan) {
  start(scenario({"C2 C2 C2 D3 D3 D3 B4 B4 B4 D6 D6 D6 RD RD", testing::kJunkA, testing::kJunkC,
                  "C3 C5 C8 D1 D4 D9 B1 B2 B7 GD GD WD WD"}));
  BasicBot bot(1);
  const auto intent = bot.decide(view_for(state, seat(0)));
  ASSERT_TRUE(intent);
  EXPECT_TRUE(std::holds_alternative<DeclareMahJongg>(*intent));
}

TEST_F(ViewTest, TheBotCallsAPungThatHelpsAndPassesOtherwise) {
  start(scenario(
      {kEast, testing::kJunkB, testing::kJunkC, "B6 B6 C2 C5 C8 D3 D6 D9 B1 GD WD WD NW"}));
  discard(0, "B6");
  BasicBot bot(1);
  const auto north = bot.decide(view_for(state, seat(3)));
  ASSERT_TRUE(north);
  const auto* call = std::get_if<Call>(&*north);
  ASSERT_NE(call, nullptr);
  EXPECT_EQ(call->type, GroupType::pung);
  const auto south = bot.decide(view_for(state, seat(1)));
  ASSERT_TRUE(south);
  EXPECT_TRUE(std::holds_alternative<Pass>(*south));
}

TEST_F(ViewTest, TheBotDiscardsAnIsolatedCard) {
  // Everything in East's hand belongs to a pung or a run but the North Wind.
  start(scenario({"C1 C1 C1 C2 C3 C4 D5 D6 D7 B5 B5 B5 RD NW", testing::kJunkB, testing::kJunkC,
                  "C2 C5 C8 D3 D6 D9 B1 B4 B7 GD GD WD WD"}));
  BasicBot bot(7);
  const auto intent = bot.decide(view_for(state, seat(0)));
  ASSERT_TRUE(intent);
  const auto* d = std::get_if<Discard>(&*intent);
  ASSERT_NE(d, nullptr);
  const std::string code(face_code(face_of(d->card)));
  EXPECT_TRUE(code == "NW" || code == "RD") << code;
}

}  // namespace
}  // namespace jongtable::chinese
