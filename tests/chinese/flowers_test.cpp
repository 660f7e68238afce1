// docs/rules/chinese.md "Deal and play" with the `flowers` setting: a Flower dealt or drawn is
// laid faceup at once and replaced from the draw pile; after the deal, in turn order
// from East until no one holds one. Each Flower laid down is worth 1 to a winner.
#include <gtest/gtest.h>

#include "fixture.hpp"

namespace jongtable::chinese {
namespace {

using testing::seat;

class FlowersTest : public testing::ChineseTest {
 protected:
  Scenario with_flowers(std::vector<std::string> hands, std::string wall_top, int east = 0) {
    Scenario s = scenario(std::move(hands), std::move(wall_top), east);
    s.settings.flowers = true;
    return s;
  }
  static std::vector<std::string> faces(const FixedList<CardId, 8>& cards) {
    std::vector<std::string> out;
    for (CardId c : cards) out.emplace_back(face_code(face_of(c)));
    return out;
  }
};

TEST_F(FlowersTest, DealtFlowersAreReplacedInTurnOrderFromEast) {
  // East (seat 1) holds F1; South (seat 2) S2; West (seat 3) nothing; North (seat 0) F4.
  // The top of the wall: C1 for East, F3 then C2 for South (a replacement that is itself
  // a Flower is replaced in turn), C3 for North.
  const Outcome out = start(with_flowers(
      {"C4 C7 D2 D5 D8 B3 B6 B9 EW SW WW NW F4", "C1 C4 C7 D2 D5 D8 B3 B6 B9 EW SW WW NW F1",
       "C2 C5 C8 D3 D6 D9 B1 B4 B7 RD GD WD S2", testing::kJunkC},
      "C1 F3 C2 C3", 1));
  EXPECT_EQ(faces(state.players[1].flowers), (std::vector<std::string>{"F1"}));
  EXPECT_EQ(faces(state.players[2].flowers), (std::vector<std::string>{"S2", "F3"}));
  EXPECT_EQ(faces(state.players[0].flowers), (std::vector<std::string>{"F4"}));
  EXPECT_TRUE(state.players[3].flowers.empty());
  EXPECT_EQ(state.players[1].concealed.size(), 14u);
  EXPECT_EQ(state.players[2].concealed.size(), 13u);
  EXPECT_EQ(state.players[0].concealed.size(), 13u);
  EXPECT_EQ(testing::count_events<FlowerLaidDown>(out), 4);
  // In order: East's, then South's two, then North's.
  std::vector<int> order;
  for (const Event& e : out.events) {
    if (const auto* laid = std::get_if<FlowerLaidDown>(&e.body))
      order.push_back(kernel::index(laid->seat));
  }
  EXPECT_EQ(order, (std::vector<int>{1, 2, 2, 0}));
  // Each replacement is the next card of the wall, in that order.
  EXPECT_EQ(count_kinds(state.players[1].concealed)[index(testing::kind("C1"))], 2);
  EXPECT_EQ(count_kinds(state.players[2].concealed)[index(testing::kind("C2"))], 2);
  EXPECT_EQ(count_kinds(state.players[0].concealed)[index(testing::kind("C3"))], 1);
  EXPECT_EQ(state.phase, Phase::discarding);
  EXPECT_EQ(state.current, seat(1));
}

TEST_F(FlowersTest, ADrawnFlowerIsLaidDownAndReplacedAtOnce) {
  start(with_flowers({"C1 C4 C7 D2 D5 D8 B3 B6 B9 EW SW WW NW RD", testing::kJunkB, testing::kJunkC,
                      "C2 C5 C8 D3 D6 D9 B1 B4 B7 GD GD WD WD"},
                     "S3 C6"));
  discard(0, "RD");
  const Outcome out = all_pass();
  EXPECT_EQ(faces(state.players[1].flowers), (std::vector<std::string>{"S3"}));
  EXPECT_EQ(state.players[1].concealed.size(), 14u);
  EXPECT_EQ(state.just_drawn, card(1, "C6"));
  const auto* laid = testing::find_event<FlowerLaidDown>(out);
  ASSERT_NE(laid, nullptr);
  // Laid faceup: the whole table sees it.
  for (const Event& e : out.events) {
    if (std::holds_alternative<FlowerLaidDown>(e.body)) {
      EXPECT_TRUE(e.audience.includes(std::nullopt));
    }
  }
}

TEST_F(FlowersTest, EachFlowerIsWorthOneToTheWinner) {
  // South is dealt four pungs and F2 (replaced by a B5), then draws S1 (laid down and
  // replaced by the B5 it needs).
  start(with_flowers(
      {"C1 C4 C7 D2 D5 D8 B3 B6 B9 EW SW WW NW RD", "C2 C2 C2 D3 D3 D3 B4 B4 B4 D6 D6 D6 F2",
       testing::kJunkC, "C3 C5 C8 D1 D4 D9 B1 B2 B7 GD GD WD WD"},
      "B5 S1 B5"));
  discard(0, "RD");
  all_pass();
  ASSERT_EQ(state.phase, Phase::discarding);
  play(DeclareMahJongg{seat(1)});
  const HandScore& s = last_hand().scores[1];
  int flowers = 0;
  for (const BonusLine& b : s.bonuses) {
    if (b.bonus == Bonus::flowers) flowers = b.points;
  }
  EXPECT_EQ(flowers, 2);
  EXPECT_EQ(state.players[1].flowers.size(), 2u);
}

}  // namespace
}  // namespace jongtable::chinese
