// Exact matching (RULINGS "Groups and jokers", "Winning hands"): each of the book's ten
// hands, the highest value counting, and the mistakes other implementations made.
#include "fixture.hpp"

namespace jongtable::american {
namespace {

using testing::holding;
using testing::shipped;

int points_of(const std::string& codes, HandsChoice hands = HandsChoice::advanced) {
  const auto m = best_match(shipped(hands), holding(codes));
  return m ? m->points : 0;
}

TEST(Matching, BeginnerHandIsThreeKongsAndAPair) {
  EXPECT_EQ(points_of("C1 C1 C1 C1 D5 D5 D5 D5 N N N N B9 B9", HandsChoice::beginner), 50);
  EXPECT_EQ(points_of("F F F F RD RD J J W W W J B9 B9", HandsChoice::beginner), 50);
  // Three pungs and a kong are not the beginner hand.
  EXPECT_EQ(points_of("C1 C1 C1 D5 D5 D5 N N N B9 B9 B9 B9 E", HandsChoice::beginner), 0);
}

TEST(Matching, EachAdvancedHandWithTheBooksExample) {
  EXPECT_EQ(points_of("C1 C1 C1 C1 D5 D5 D5 D5 N N N N B9 B9"), 25);
  EXPECT_EQ(points_of("RD RD RD RD C1 C1 C1 C1 N N N N B9 B9"), 30);
  EXPECT_EQ(points_of("C2 C2 C2 C4 C4 C4 C6 C6 C6 D8 D8 D8 B2 B2"), 25);
  EXPECT_EQ(points_of("C2 C2 C2 C4 C4 C4 D6 D6 D6 D8 D8 D8 B2 B2"), 25);
  EXPECT_EQ(points_of("D2 D2 D3 D3 D3 D4 D4 D5 D5 D5 D5 D6 D6 D6"), 30);  // the book's run
  EXPECT_EQ(points_of("B5 B5 B5 B5 B6 B6 B7 B7 B7 B8 B8 B9 B9 B9"), 30);  // another order
  EXPECT_EQ(points_of("B2 B2 B2 B2 B4 B4 B4 B4 B8 B8 B8 B8 F F"), 30);
  EXPECT_EQ(points_of("B2 B2 B2 B2 B4 B4 B4 B4 B8 B8 B8 B8 WD WD"), 30);
  EXPECT_EQ(points_of("C1 C1 C1 C1 C3 C3 C3 C3 C9 C9 C9 C9 C7 C7"), 30);
  EXPECT_EQ(points_of("N N N N E E E S S S RD RD W W"), 35);
  EXPECT_EQ(points_of("D1 D1 WD D2 F F C5 C5 C5 C5 B7 B7 B7 B7"), 35);
  EXPECT_EQ(points_of("D3 D3 D3 D3 J D4 D4 D4 D4 J B5 B5 B6 B6"), 40);
  EXPECT_EQ(points_of("B5 B5 B6 B6 D7 D7 D7 D7 J D8 D8 D8 J J"), 40);  // halves swapped
  EXPECT_EQ(points_of("F F C2 C2 D4 D4 B6 B6 C8 C8 D2 D2 B4 B4"), 50);
  EXPECT_EQ(points_of("F F C1 C1 D3 D3 B5 B5 C7 C7 D9 D9 B3 B3"), 50);
}

TEST(Matching, HandsThatBreakARuleOfTheirLineDoNotMatch) {
  // Run on numbers that are not consecutive.
  EXPECT_EQ(points_of("D2 D2 D3 D3 D3 D4 D4 D5 D5 D5 D5 D7 D7 D7"), 0);
  // Odd kongs in one suit, pair in another suit.
  EXPECT_EQ(points_of("C1 C1 C1 C1 C3 C3 C3 C3 C9 C9 C9 C9 D7 D7"), 25);
  // Even pungs in three suits.
  EXPECT_EQ(points_of("C2 C2 C2 D4 D4 D4 B6 B6 B6 D8 D8 D8 B2 B2"), 0);
  // Pairs mixing even and odd.
  EXPECT_EQ(points_of("F F C2 C2 D4 D4 B6 B6 C8 C8 D2 D2 B5 B5"), 0);
  // 2011 with the 2 in another suit than the 1s.
  EXPECT_EQ(points_of("D1 D1 WD C2 F F C5 C5 C5 C5 B7 B7 B7 B7"), 0);
}

TEST(Matching, HighestValuedMatchingHandCounts) {
  // Also three kongs and a pair (25), but the Dragon kong makes it 30.
  const auto m = best_match(shipped(), holding("RD RD RD RD C1 C1 C1 C1 N N N N B9 B9"));
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->points, 30);
  // Three even kongs in one suit and a Flower pair is also three kongs and a pair.
  EXPECT_EQ(points_of("B2 B2 B2 B2 B4 B4 B4 B4 B8 B8 B8 B8 F F"), 30);
}

// Known mistake 1: a Joker accepted in a pair.
TEST(Matching, JokerIsNeverAcceptedInAPair) {
  EXPECT_EQ(points_of("C1 C1 C1 C1 D5 D5 D5 D5 N N N N B9 J"), 0);
  EXPECT_EQ(points_of("C1 C1 C1 C1 D5 D5 D5 D5 N N N N B9 J", HandsChoice::beginner), 0);
  EXPECT_EQ(points_of("F J C2 C2 D4 D4 B6 B6 C8 C8 D2 D2 B4 B4"), 0);
}

TEST(Matching, JokerIsNeverASingle) {
  EXPECT_EQ(points_of("D1 D1 WD J F F C5 C5 C5 C5 B7 B7 B7 B7"), 0);
}

TEST(Matching, JokersStandInPungsKongsAndQuints) {
  EXPECT_EQ(points_of("C1 J J J D5 D5 D5 J N N N J B9 B9"), 25);
  EXPECT_EQ(points_of("C2 C2 J C4 J J C6 C6 C6 D8 D8 D8 B2 B2"), 25);
}

TEST(Matching, AGroupHasAtLeastOneNatural) {
  EXPECT_EQ(points_of("J J J J C1 C1 C1 C1 D5 D5 D5 D5 N N"), 0);
}

TEST(Matching, QuintsNeedJokers) {
  // Five of a number exists only with a Joker: four naturals and no Joker fall short.
  EXPECT_EQ(points_of("D3 D3 D3 D3 D4 D4 D4 D4 B5 B5 B6 B6 C1 C2"), 0);
}

// Known mistake 2: two pairs of a face read as a kong (and a kong read as two pairs).
TEST(Matching, TwoPairsOfAFaceAreNotAKong) {
  // Seven pairs with the 2 Craks twice: not six different faces.
  EXPECT_EQ(points_of("F F C2 C2 C2 C2 D4 D4 B6 B6 C8 C8 D2 D2"), 0);
  // With a custom card that wants two pairs, a kong does not give them.
  const Card card = std::get<Card>(
      parse_card("hand 10 Pairs\n= 2[any] 2[any] 2[any] 2[any] 2[any] 2[any] 2[any]\n", ""));
  EXPECT_FALSE(best_match(card, holding("N N N N E E S S W W RD RD GD GD")));
  EXPECT_TRUE(best_match(card, holding("N N F F E E S S W W RD RD GD GD")));
}

TEST(Matching, FourteenCardsExactly) {
  EXPECT_EQ(points_of("C1 C1 C1 C1 D5 D5 D5 D5 N N N N B9"), 0);
  EXPECT_EQ(points_of("C1 C1 C1 C1 D5 D5 D5 D5 N N N N B9 B9 B9"), 0);
}

TEST(Matching, ExposedGroupsMustBeGroupsOfTheHand) {
  Holding h = holding("C1 C1 C1 C1 D5 D5 D5 D5 B9 B9");
  h.exposed.push_back({testing::face("N"), 4, 1});
  EXPECT_TRUE(best_match(shipped(), h));
  // An exposed pung cannot be read as part of a kong.
  Holding pung = holding("C1 C1 C1 C1 D5 D5 D5 D5 N B9 B9");
  pung.exposed.push_back({testing::face("N"), 3, 0});
  EXPECT_FALSE(best_match(shipped(), pung));
  // A face both exposed and concealed would need two groups of one face.
  Holding twice = holding("C1 C1 C1 C1 D5 D5 D5 D5 N N");
  twice.exposed.push_back({testing::face("N"), 4, 2});
  EXPECT_FALSE(best_match(shipped(), twice));
}

TEST(Matching, ExposureUsableOnlyWhenSomeHandHasSuchAGroup) {
  const Face north = testing::face("N");
  EXPECT_TRUE(exposure_usable(shipped(), {}, {north, 3, 0}));   // Winds/Dragons pung
  EXPECT_TRUE(exposure_usable(shipped(), {}, {north, 4, 0}));   // a kong of any face
  EXPECT_FALSE(exposure_usable(shipped(), {}, {north, 5, 1}));  // no hand has a Wind quint
  EXPECT_FALSE(exposure_usable(shipped(HandsChoice::beginner), {}, {north, 3, 0}));
  EXPECT_TRUE(exposure_usable(shipped(HandsChoice::beginner), {}, {north, 4, 0}));
  // Next to an exposed Wind kong, a pung of Craks fits no hand.
  const std::vector<ExposedShape> exposed = {{north, 4, 0}};
  EXPECT_FALSE(exposure_usable(shipped(), exposed, {testing::face("C2"), 3, 0}));
  EXPECT_TRUE(exposure_usable(shipped(), exposed, {testing::face("RD"), 3, 0}));
}

TEST(Matching, HoldingKnowsItsJokers) {
  EXPECT_FALSE(holding("C1 C1").has_joker());
  EXPECT_TRUE(holding("C1 J").has_joker());
  Holding h = holding("C1");
  h.exposed.push_back({testing::face("N"), 3, 1});
  EXPECT_TRUE(h.has_joker());
}

}  // namespace
}  // namespace jongtable::american
