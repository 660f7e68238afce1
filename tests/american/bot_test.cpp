// The basic bot: aims at the nearest hands, passes and discards what none needs, calls
// and exchanges Jokers when that helps; it sees only its own seat's view.
#include "jongtable/american/bot.hpp"

#include "fixture.hpp"

namespace jongtable::american {
namespace {

using testing::held;
using testing::seat;

const std::string kF1 = "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 E";
const std::string kF2 = "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 S";
const std::string kF3 = "C3 C7 C9 D2 D4 D6 D8 B1 B3 B9 W RD GD";

TEST(BasicBot, PassesThreeCardsNeverAJoker) {
  Scenario s;
  s.charleston = true;
  s.hands = {"J J J C1 C1 C1 D5 D5 D5 N N N B9 E", kF1, kF2,
             "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W RD"};
  State state = testing::make(s);
  BasicBot bot(1);
  const auto intent = bot.decide(view_for(state, seat(0)));
  ASSERT_TRUE(intent.has_value());
  const auto* pass = std::get_if<PassCards>(&*intent);
  ASSERT_NE(pass, nullptr);
  EXPECT_EQ(pass->cards.size(), 3u);
  EXPECT_EQ(pass->blind, 0);
  for (CardId c : pass->cards) EXPECT_FALSE(is_joker(c));
  EXPECT_TRUE(apply(state, *intent, 1).ok());
}

TEST(BasicBot, DiscardsWhatNoNearHandNeeds) {
  Scenario s;
  s.hands = {"D1 D1 WD D2 F F C5 C5 C5 C5 B7 B7 B7 N", kF1, kF2, kF3};
  State state = testing::make(s);
  BasicBot bot(1);
  const auto intent = bot.decide(view_for(state, seat(0)));
  ASSERT_TRUE(intent.has_value());
  const auto* discard = std::get_if<Discard>(&*intent);
  ASSERT_NE(discard, nullptr);
  EXPECT_EQ(face_of(discard->card), testing::face("N"));
}

TEST(BasicBot, DeclaresMahJonggWhenItCan) {
  Scenario s;
  s.hands = {"N N N N E E E S S S RD RD W W", kF1, kF2, "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W RD"};
  State state = testing::make(s);
  BasicBot bot(1);
  const auto intent = bot.decide(view_for(state, seat(0)));
  ASSERT_TRUE(intent.has_value());
  EXPECT_TRUE(std::holds_alternative<DeclareMahJongg>(*intent));
}

TEST(BasicBot, CallsMahJonggOrAHelpfulExposureOtherwisePasses) {
  Scenario s;
  s.hands = {"C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W F GD", "J J C1 C1 C1 D5 D5 D5 E E B9 B9 B8",
             "GD GD GD C1 D6 D6 N N N N B2 B2 B2", kF2};
  State state = testing::make(s);
  ASSERT_TRUE(apply(state, Discard{seat(0), held(state, 0, "GD")}, 1).ok());
  BasicBot bot(1);
  const auto two = bot.decide(view_for(state, seat(2)));
  ASSERT_TRUE(two.has_value());
  const auto* call = std::get_if<Call>(&*two);
  ASSERT_NE(call, nullptr);  // a Green kong brings seat 2 closer
  EXPECT_FALSE(call->mah_jongg);
  const auto three = bot.decide(view_for(state, seat(3)));
  ASSERT_TRUE(three.has_value());
  EXPECT_TRUE(std::holds_alternative<PassCall>(*three));
}

TEST(BasicBot, CallsMahJonggOnTheWinningDiscard) {
  Scenario s;
  s.hands = {"C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W F GD", kF1, "GD GD GD C1 C1 C1 C1 D5 D5 D5 D5 N N",
             kF2};
  State state = testing::make(s);
  ASSERT_TRUE(apply(state, Discard{seat(0), held(state, 0, "GD")}, 1).ok());
  BasicBot bot(1);
  const auto intent = bot.decide(view_for(state, seat(2)));
  ASSERT_TRUE(intent.has_value());
  const auto* call = std::get_if<Call>(&*intent);
  ASSERT_NE(call, nullptr);
  EXPECT_TRUE(call->mah_jongg);
}

TEST(BasicBot, ExchangesASpareCardForAnExposedJoker) {
  Scenario s;
  s.hands = {"C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W F B5", "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4", kF2,
             "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W RD"};
  s.exposed = {{}, {"B5 B5 J"}, {}, {}};
  State state = testing::make(s);
  BasicBot bot(1);
  const auto intent = bot.decide(view_for(state, seat(0)));
  ASSERT_TRUE(intent.has_value());
  const auto* exchange = std::get_if<ExchangeJoker>(&*intent);
  ASSERT_NE(exchange, nullptr);
  EXPECT_EQ(exchange->owner, seat(1));
  EXPECT_TRUE(apply(state, *intent, 1).ok());
}

TEST(BasicBot, NothingToDoOutOfTurn) {
  Scenario s;
  s.hands = {"C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W F B5", kF1, kF2,
             "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W RD"};
  State state = testing::make(s);
  BasicBot bot(1);
  EXPECT_FALSE(bot.decide(view_for(state, seat(1))).has_value());
  EXPECT_FALSE(bot.decide(view_for(state, std::nullopt)).has_value());
}

}  // namespace
}  // namespace jongtable::american
