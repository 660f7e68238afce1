// The "nearest hands" hint: a pure function of the player's own cards and exposures.
#include "fixture.hpp"

namespace jongtable::american {
namespace {

using testing::face;
using testing::holding;
using testing::shipped;

TEST(NearestHands, ThreeHandsClosestFirstWithTheMissingCards) {
  // One card short of 2011: the 2 of Dots.
  const auto near = nearest_hands(shipped(), holding("D1 D1 WD F F C5 C5 C5 C5 B7 B7 B7 B7"));
  ASSERT_EQ(near.size(), 3u);
  EXPECT_EQ(shipped().hands[static_cast<std::size_t>(near[0].hand)].points, 35);
  EXPECT_EQ(near[0].missing, 1);
  ASSERT_EQ(near[0].still_missing.size(), 1u);
  EXPECT_EQ(near[0].still_missing[0].face, face("D2"));
  EXPECT_EQ(near[0].still_missing[0].count, 1);
  EXPECT_LE(near[0].missing, near[1].missing);
  EXPECT_LE(near[1].missing, near[2].missing);
}

TEST(NearestHands, ACompleteHandIsZeroAway) {
  const auto near = nearest_hands(shipped(), holding("N N N N E E E S S S RD RD W W"), 1);
  ASSERT_EQ(near.size(), 1u);
  EXPECT_EQ(near[0].missing, 0);
  EXPECT_TRUE(near[0].still_missing.empty());
}

TEST(NearestHands, JokersCountTowardBigGroupsOnly) {
  // Three kongs with Jokers and a pair short of one card: the pair's card, never a Joker.
  const auto near = nearest_hands(shipped(), holding("C1 C1 J J D5 D5 D5 J N N N J B9"), 1);
  ASSERT_EQ(near.size(), 1u);
  EXPECT_EQ(near[0].missing, 1);
  ASSERT_EQ(near[0].still_missing.size(), 1u);
  EXPECT_EQ(near[0].still_missing[0].face, face("B9"));
}

TEST(NearestHands, ExposuresRuleOutHandsWithoutSuchAGroup) {
  Holding h = holding("C1 C1 C1 D5 D5 D5 B9 B9 E E");
  h.exposed.push_back({face("N"), 4, 1});
  for (const NearHand& n : nearest_hands(shipped(), h, 10)) {
    const auto& name = shipped().hands[static_cast<std::size_t>(n.hand)].name;
    EXPECT_EQ(name.find("Pairs"), std::string::npos) << name;
    EXPECT_EQ(name.find("Quints"), std::string::npos) << name;
  }
}

TEST(NearestHands, OpenGroupsNameTheirClassWhenNoFaceIsHeld) {
  const auto near =
      nearest_hands(shipped(HandsChoice::beginner), holding("C1 C1 C1 C1 D5 D5 D5 D5 B9 B9"), 1);
  ASSERT_EQ(near.size(), 1u);
  EXPECT_EQ(near[0].missing, 4);
  ASSERT_EQ(near[0].still_missing.size(), 1u);
  EXPECT_FALSE(near[0].still_missing[0].face.has_value());
  EXPECT_TRUE(near[0].still_missing[0].faces & bit(face("N")));
  EXPECT_FALSE(near[0].still_missing[0].faces & bit(face("C1")));  // already a group's face
}

// Every need names a face: with a Flower kong exposed, no hand asks for Flowers in
// another group (one face, one group), and nothing asks for an empty list.
TEST(NearestHands, EveryNeedNamesAFaceAfterAFlowerKongIsExposed) {
  for (const char* concealed : {"D1 D1 WD D2 C5 C5 C5 B7 B7 B7", "C2 C4 D6 D8 B1 B3 N E S J"}) {
    Holding h = holding(concealed);
    h.exposed.push_back({face("F"), 4, 0});
    const auto near = nearest_hands(shipped(), h, 10);
    ASSERT_FALSE(near.empty());
    for (const NearHand& n : near) {
      for (const MissingCards& m : n.still_missing) {
        EXPECT_NE(m.faces, 0u) << shipped().hands[static_cast<std::size_t>(n.hand)].name;
        EXPECT_FALSE(m.faces & bit(face("F")));
      }
    }
  }
}

// When all eight Flowers are out of play (exposed), no need asks for one.
TEST(NearestHands, NoNeedAsksForAFaceAllOfWhichAreOutOfPlay) {
  const Holding h = holding("D1 D1 WD D2 C5 C5 C5 C5 B7 B7 B7 B7 N");
  std::array<std::uint8_t, kFaceCount> out_of_play{};
  const auto asks_for_flowers = [](const NearHand& n) {
    return std::any_of(n.still_missing.begin(), n.still_missing.end(),
                       [](const MissingCards& m) { return (m.faces & bit(face("F"))) != 0; });
  };
  const auto before = nearest_hands(shipped(), h, 10);
  EXPECT_TRUE(std::any_of(before.begin(), before.end(), asks_for_flowers));  // 2011's pair
  out_of_play[static_cast<std::size_t>(index(face("F")))] = 8;
  for (const NearHand& n : nearest_hands(shipped(), h, 10, out_of_play)) {
    for (const MissingCards& m : n.still_missing) {
      EXPECT_NE(m.faces, 0u);
      EXPECT_FALSE(m.faces & bit(face("F")))
          << shipped().hands[static_cast<std::size_t>(n.hand)].name;
    }
  }
}

TEST(NearestHands, SameInputSameAnswer) {
  const Holding h = holding("C2 C4 D6 D8 B1 B3 N E S W RD GD F");
  const auto a = nearest_hands(shipped(), h);
  const auto b = nearest_hands(shipped(), h);
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].variation, b[i].variation);
    EXPECT_EQ(a[i].missing, b[i].missing);
  }
}

// The hint in a view is the viewer's alone: another seat's concealed cards (changed here
// while the viewer's stay the same) never move it, and a spectator gets none.
TEST(NearestHands, AViewsHintIgnoresOtherSeatsConcealedCards) {
  Scenario s;
  s.hands = {"D1 D1 WD F F C5 C5 C5 C5 B7 B7 B7 N N", "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 E",
             "C2 C4 C6 C8 D3 D7 D9 B2 B4 B6 B8 S E", "C3 C7 C9 D2 D4 D6 D8 B1 B3 B9 W RD GD"};
  const State a = testing::make(s);
  s.hands[1] = "D2 D2 D2 D2 GD GD GD GD F F F F E";  // a hand that would suit seat 0 well
  s.hands[3] = "B3 B3 B3 B3 RD RD RD RD C9 C9 C9 W W";
  const State b = testing::make(s);
  const auto near_a = nearest_hands_for(view_for(a, testing::seat(0)));
  const auto near_b = nearest_hands_for(view_for(b, testing::seat(0)));
  ASSERT_EQ(near_a.size(), 3u);
  ASSERT_EQ(near_a.size(), near_b.size());
  for (std::size_t i = 0; i < near_a.size(); ++i) {
    EXPECT_EQ(near_a[i].hand, near_b[i].hand);
    EXPECT_EQ(near_a[i].variation, near_b[i].variation);
    EXPECT_EQ(near_a[i].missing, near_b[i].missing);
    EXPECT_EQ(near_a[i].keeps, near_b[i].keeps);
  }
  // Seat 1's own hint does follow its own cards.
  EXPECT_NE(nearest_hands_for(view_for(a, testing::seat(1)))[0].missing,
            nearest_hands_for(view_for(b, testing::seat(1)))[0].missing);
  EXPECT_TRUE(nearest_hands_for(view_for(b, std::nullopt)).empty());
}

}  // namespace
}  // namespace jongtable::american
