// Exact matching (docs/rules/american.md "Groups and jokers", "Winning hands"): each of the book's ten
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

// The pair's face differs from each kong's (docs/rules/american.md "Beginner").
TEST(Matching, BeginnerPairIsOfAFaceNoKongHas) {
  const auto beginner = HandsChoice::beginner;
  // Four Norths are a kong; two Jokers cannot be the pair beside it.
  EXPECT_EQ(points_of("N N J J C1 C1 C1 C1 D5 D5 D5 D5 N N", beginner), 0);
  // An exposed North kong and a concealed North pair: one face, two groups.
  Holding h = holding("N N C1 C1 C1 C1 D5 D5 D5 D5");
  h.exposed.push_back({testing::face("N"), 4, 2});
  EXPECT_FALSE(best_match(shipped(beginner), h));
  // A kong of Jokers alone takes a face other than the pair's too.
  h = holding("J J J J C1 C1 C1 C1 D5 D5 D5 D5 N N");
  const auto m = best_match(shipped(beginner), h);
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(m->points, 50);
}

TEST(Matching, EachAdvancedHandWithTheBooksExample) {
  EXPECT_EQ(points_of("C1 C1 C1 C1 D5 D5 D5 D5 N N N N B9 B9"), 25);
  EXPECT_EQ(points_of("RD RD RD RD C1 C1 C1 C1 N N N N B9 B9"), 30);
  EXPECT_EQ(points_of("C2 C2 C2 C4 C4 C4 C6 C6 C6 D8 D8 D8 C8 C8"), 25);
  EXPECT_EQ(points_of("C2 C2 C2 C4 C4 C4 C6 C6 C6 D8 D8 D8 D2 D2"), 25);
  EXPECT_EQ(points_of("C2 C2 C2 C4 C4 C4 D6 D6 D6 D8 D8 D8 D2 D2"), 25);
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
  // Even Numbers (hand 3): two suits throughout, so a pair in a third suit is no hand.
  EXPECT_EQ(points_of("C2 C2 C2 C4 C4 C4 C6 C6 C6 D8 D8 D8 B2 B2"), 0);
  EXPECT_EQ(points_of("C2 C2 C2 C4 C4 C4 D6 D6 D6 D8 D8 D8 B2 B2"), 0);
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
  EXPECT_EQ(points_of("C2 C2 J C4 J J C6 C6 C6 D8 D8 D8 D2 D2"), 25);
}

// A group of Jokers alone is any pung, kong, quint or sextet, of whichever face the hand
// needs there (docs/rules/american.md "Jokers").
TEST(Matching, AGroupOfJokersAloneTakesTheFaceTheHandNeeds) {
  EXPECT_EQ(points_of("J J J J C1 C1 C1 C1 D5 D5 D5 D5 N N", HandsChoice::beginner), 50);
  // The Jokers may be the Dragon kong, which makes it the 30-point Like Numbers.
  EXPECT_EQ(points_of("J J J J C1 C1 C1 C1 D5 D5 D5 D5 N N"), 30);
  // Even Numbers with a pung of Jokers: the fourth pung takes the even face left.
  EXPECT_EQ(points_of("C2 C2 C2 C4 C4 C4 C6 C6 C6 J J J D2 D2"), 25);
  // Two kongs of Jokers and the Run's five numbers cannot both happen, but two Joker
  // pungs in Winds/Dragons can.
  EXPECT_EQ(points_of("N N N N J J J J J J S S RD RD"), 35);
  // Quints: a quint of Jokers alone.
  EXPECT_EQ(points_of("D3 D3 D3 D3 J J J J J J B5 B5 B6 B6"), 40);
  // An exposed group keeps its face: Jokers alone fill a concealed group only.
  Holding h = holding("J J J J D5 D5 D5 D5 B9 B9");
  h.exposed.push_back({testing::face("N"), 4, 1});
  EXPECT_EQ(best_match(shipped(), h).value_or(HandMatch{}).points, 30);
}

TEST(Matching, JokersAloneNeverMakeAPairOrASingle) {
  // Four Jokers are a kong, not two pairs: seven pairs need naturals.
  EXPECT_EQ(points_of("F F C2 C2 D4 D4 B6 B6 C8 C8 J J J J"), 0);
  EXPECT_EQ(points_of("C1 C1 C1 C1 D5 D5 D5 D5 N N N N J J"), 0);
}

TEST(Matching, AGroupOfJokersAloneTakesAFaceOfItsOwn) {
  // Red and Green are held: the Jokers are the White Dragon kong.
  const Card card =
      std::get<Card>(parse_card("hand 10 D\n= 4[dragon] 4[dragon] 4[dragon] 2N\n", ""));
  EXPECT_TRUE(best_match(card, holding("RD RD RD RD GD GD GD GD J J J J N N")));
  // A host's card with a fixed kong: Jokers alone are that face.
  const Card fixed = std::get<Card>(parse_card("hand 10 F\n= 4C1 4C2 4C3 2N\n", ""));
  EXPECT_TRUE(best_match(fixed, holding("C1 C1 C1 C1 J J J J C3 C3 C3 C3 N N")));
  EXPECT_FALSE(best_match(fixed, holding("C1 C1 C1 C1 J J J J C3 C3 C3 C3 J J")));
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
