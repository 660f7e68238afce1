// The hands notation (docs/rules/american-card.md): the shipped card, a host's pasted card, and
// every faulty line refused with its number and what is wrong.
#include "fixture.hpp"

namespace jongtable::american {
namespace {

using testing::shipped;

CardError error_of(std::string_view text, std::string_view section = "advanced") {
  auto parsed = parse_card(text, section);
  if (auto* e = std::get_if<CardError>(&parsed)) return *e;
  ADD_FAILURE() << "parsed: " << text;
  return {};
}

TEST(Notation, ShippedCardHoldsTheBeginnerHandAndTheTenAdvancedHands) {
  const Card& beginner = shipped(HandsChoice::beginner);
  ASSERT_EQ(beginner.hands.size(), 1u);
  EXPECT_EQ(beginner.hands[0].points, 50);
  const Card& advanced = shipped(HandsChoice::advanced);
  ASSERT_EQ(advanced.hands.size(), 10u);
  const int points[] = {25, 30, 25, 30, 30, 30, 35, 35, 40, 50};
  for (std::size_t h = 0; h < 10; ++h) EXPECT_EQ(advanced.hands[h].points, points[h]) << h;
}

// The card as printed for players: each hand's lines with their groups as written.
TEST(Notation, EveryHandKeepsItsLinesAsWritten) {
  const Card& card = shipped();
  EXPECT_EQ(card.hands[2].lines.size(), 3u);  // Even Numbers: three ways of splitting suits
  const auto& run = card.hands[3].lines.at(0);
  ASSERT_EQ(run.size(), 5u);
  for (int i = 0; i < 5; ++i) {
    const PrintedGroup& g = run[static_cast<std::size_t>(i)];
    EXPECT_EQ(g.suit, 3) << i;        // the suit variable a
    EXPECT_EQ(g.number_var, 0) << i;  // n
    EXPECT_EQ(g.number, i) << i;      // n, n+1 .. n+4
    EXPECT_TRUE(g.any_order) << i;
  }
  EXPECT_EQ(run[4].size, 4);
  const auto& pair = card.hands[4].lines.at(0).at(3);  // 2[flower|dragon]
  EXPECT_EQ(pair.kinds, "flower|dragon");
  EXPECT_EQ(pair.suit, -1);
  EXPECT_FALSE(pair.face.has_value());
  const auto& kong = card.hands[4].lines.at(0).at(0);  // 4a[even]
  EXPECT_EQ(kong.kinds, "even");
  EXPECT_EQ(kong.suit, 3);
  const auto& year = card.hands[7].lines.at(0);  // 2a1 1WD 1a2 2F 4[any] 4[any]
  ASSERT_EQ(year.size(), 6u);
  EXPECT_EQ(year[0].suit, 3);
  EXPECT_EQ(year[0].number, 1);
  EXPECT_EQ(year[0].number_var, -1);
  EXPECT_EQ(year[1].face, testing::face("WD"));
  EXPECT_EQ(year[3].face, testing::face("F"));
  EXPECT_FALSE(year[3].any_order);
  const Card fixed = std::get<Card>(parse_card("hand 5 F\n= 4C1 4D[odd] 4N 2E\n", ""));
  EXPECT_EQ(fixed.hands[0].lines.at(0).at(0).face, testing::face("C1"));
  EXPECT_EQ(fixed.hands[0].lines.at(0).at(1).suit, 1);
  EXPECT_EQ(fixed.hands[0].lines.at(0).at(1).kinds, "odd");
}

TEST(Notation, VariationsAreSortedByPointsHighestFirst) {
  const Card& card = shipped();
  for (std::size_t i = 1; i < card.variations.size(); ++i) {
    EXPECT_GE(card.hands[static_cast<std::size_t>(card.variations[i - 1].hand)].points,
              card.hands[static_cast<std::size_t>(card.variations[i].hand)].points);
  }
}

TEST(Notation, RunExpandsToEveryOrderOfSizesSuitAndStart) {
  const Card card =
      std::get<Card>(parse_card("hand 30 Run\n= (2an 2an+1 3an+2 3an+3 4an+4)\n", ""));
  // 30 orders of the sizes 2,2,3,3,4, five starting numbers, three suits.
  EXPECT_EQ(card.variations.size(), 30u * 5u * 3u);
}

TEST(Notation, SymmetricSuitChoicesCountOnce) {
  const Card card = std::get<Card>(parse_card("hand 1 X\n= 4a2 4b2 4N 2E\n", ""));
  EXPECT_EQ(card.variations.size(), 3u);  // {C,D} {C,B} {D,B}
}

TEST(Notation, MatchingDragonOfASuit) {
  const Card card = std::get<Card>(parse_card("hand 5 M\n= 4a1 4a[dragon] 4N 2E\n", ""));
  ASSERT_EQ(card.variations.size(), 3u);
  const auto craks = best_match(card, testing::holding("C1 C1 C1 C1 RD RD RD RD N N N N E E"));
  const auto wrong = best_match(card, testing::holding("C1 C1 C1 C1 GD GD GD GD N N N N E E"));
  EXPECT_TRUE(craks.has_value());
  EXPECT_FALSE(wrong.has_value());
}

TEST(Notation, CardWithoutSectionsIsReadWhole) {
  const auto parsed = parse_card("# my card\nhand 10 Winds\n= 4N 4E 4S 2W\n", "beginner");
  ASSERT_TRUE(std::holds_alternative<Card>(parsed));
  EXPECT_EQ(std::get<Card>(parsed).hands[0].name, "Winds");
}

TEST(Notation, FaultyLinesNameTheirNumberAndTheFault) {
  EXPECT_EQ(error_of("hand 10 A\n= 4N 4E\n").line, 2);
  EXPECT_NE(error_of("hand 10 A\n= 4N 4E\n").what.find("8 cards"), std::string::npos);
  EXPECT_EQ(error_of("\n\nhand ten A\n").line, 3);
  EXPECT_EQ(error_of("hand 10 A\n= 4N 4E 4S 2X\n").line, 2);
  EXPECT_NE(error_of("hand 10 A\n= 4N 4E 4S 2X\n").what.find("unknown face"), std::string::npos);
  EXPECT_EQ(error_of("hand 10 A\n= 4N 4E 4S 2J\n").what,
            "group '2J': a Joker is not a face of a group");
  EXPECT_EQ(error_of("= 4N 4E 4S 2W\n").line, 1);
  EXPECT_EQ(error_of("hand 10 A\n= 7[even] 7[purple]\n").line, 2);
  EXPECT_EQ(error_of("hand 10 A\n= 8N 6E\n").line, 2);
  EXPECT_EQ(error_of("hand 10 A\nhello\n").line, 2);
  EXPECT_EQ(error_of("hand 10 A\n= (4N 4E 4S 2W\n").line, 2);
  EXPECT_EQ(error_of("hand 10 A\n= 4a0 4E 4S 2W\n").line, 2);
}

TEST(Notation, HandWithoutAPatternIsNamed) {
  const CardError e = error_of("hand 10 A\n= 4N 4E 4S 2W\nhand 20 B\n");
  EXPECT_EQ(e.line, 3);
  EXPECT_EQ(e.what, "the hand has no '=' line");
}

TEST(Notation, ImpossibleLinesAreRefused) {
  // Two groups of one fixed face can never be made.
  EXPECT_EQ(error_of("hand 10 A\n= 4N 4N 4S 2W\n").line, 2);
}

TEST(Notation, MissingSectionAndEmptyCard) {
  EXPECT_EQ(error_of("[beginner]\nhand 5 A\n= 4N 4E 4S 2W\n").what,
            "the card has no [advanced] section");
  EXPECT_EQ(error_of("# nothing\n").what, "the card has no hands");
}

TEST(Notation, CardLargerThan64KiloBytesIsRefused) {
  std::string text = "hand 10 A\n= 4N 4E 4S 2W\n";
  text.append(kMaxCardText, '#');
  EXPECT_EQ(error_of(text).what, "the card is larger than 64 KB");
}

TEST(Notation, SettingsNameTheCardAndItsBadLine) {
  Settings settings;
  settings.card = "hand 10 A\n= 4N 4E 4S 2W\n= 4N\n";
  EXPECT_EQ(invalid_setting(settings), std::optional<std::string_view>("card"));
  const auto error = card_error(settings);
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->line, 3);
  settings.card = "hand 10 A\n= 4N 4E 4S 2W\n";
  EXPECT_EQ(invalid_setting(settings), std::nullopt);
}

TEST(Notation, PastedCardIsTheTablesCard) {
  Scenario s;
  s.settings.card =
      "hand 77 Three Wind kongs and a Dragon pair\n= 4[wind] 4[wind] 4[wind] 2[dragon]\n";
  s.hands = {"N N N N E E E E S S S S RD RD", "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 GD",
             "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 WD", "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 F F"};
  State state = testing::make(s);
  const Outcome out = apply(state, DeclareMahJongg{testing::seat(0)}, 10);
  ASSERT_TRUE(out.ok());
  const auto* won = testing::find_event<MahJonggDeclared>(out);
  ASSERT_NE(won, nullptr);
  EXPECT_EQ(won->win.points, 77);
  EXPECT_EQ(won->win.hand_name, "Three Wind kongs and a Dragon pair");
}

}  // namespace
}  // namespace jongtable::american
