// A host's card cannot make the server slow (docs/rules/american-card.md "Limits"):
// matching does a bounded number of steps per variation whatever the card, a card past
// the limits is refused cheaply with the limit named, and hand names are checked. Work is
// counted by the matcher's own step counter, never timed.
#include "adversarial_cards.hpp"
#include "fixture.hpp"

namespace jongtable::american {
namespace {

CardError error_of(std::string_view text) {
  auto parsed = parse_card(text, "");
  if (auto* e = std::get_if<CardError>(&parsed)) return *e;
  ADD_FAILURE() << "parsed: " << text.substr(0, 200);
  return {};
}

// The steps one call makes.
template <typename F>
std::uint64_t steps_of(F&& call) {
  const std::uint64_t before = matcher_steps();
  call();
  return matcher_steps() - before;
}

TEST(CardLimits, SinglesOfOverlappingClassesMatchInBoundedSteps) {
  // 55 lines of singles: the shape of card that once took seconds per check.
  const auto parsed = parse_card(testing::card_of_singles(55), "");
  ASSERT_TRUE(std::holds_alternative<Card>(parsed));
  const Card& card = std::get<Card>(parsed);
  ASSERT_GE(card.variations.size(), 55u * 7u);
  std::uint64_t most = 0;
  for (const Holding& h : testing::holdings_of_singles(200, 11)) {
    most = std::max(most, steps_of([&] { (void)best_match(card, h); }));
    most = std::max(most, steps_of([&] { (void)nearest_hands(card, h); }));
  }
  EXPECT_GT(most, 0u);
  EXPECT_LE(most, card.variations.size() * kMatchStepsPerVariation);
  // Far below the bound in practice: a few hundred steps per variation at most.
  EXPECT_LE(most, card.variations.size() * 400) << most;
}

TEST(CardLimits, TheWorstAcceptedCardStaysWithinTheBound) {
  const int lines = testing::most_lines_of_singles();
  const auto parsed = parse_card(testing::card_of_singles(lines), "");
  ASSERT_TRUE(std::holds_alternative<Card>(parsed));
  const Card& card = std::get<Card>(parsed);
  EXPECT_LE(card.variations.size(), kMaxVariations);
  for (const Holding& h : testing::holdings_of_singles(20, 3)) {
    EXPECT_LE(steps_of([&] { (void)best_match(card, h); }),
              card.variations.size() * kMatchStepsPerVariation);
  }
  // One line more is refused, naming the limit.
  const CardError error = error_of(testing::card_of_singles(lines + 1));
  EXPECT_NE(error.what.find("(the limit)"), std::string::npos) << error.what;
}

TEST(CardLimits, ALineThatExpandsPastTheLimitIsRefusedBeforeItIsExpanded) {
  // 320 bytes that would expand to millions of ways: six suit choices, 9 x 9 numbers
  // and 7!/(2!2!) orders of sizes per line.
  std::string text = "hand 10 Many\n";
  while (text.size() < 320) text += "= (1an 1bm 1c1 2a9 2b9 3[honour] 4[flower|wind])\n";
  const CardError error = error_of(text);
  EXPECT_EQ(error.line, 2);  // the first such line already
  EXPECT_NE(error.what.find(std::to_string(kMaxExpansions)), std::string::npos) << error.what;
  EXPECT_NE(error.what.find("(the limit)"), std::string::npos) << error.what;
}

TEST(CardLimits, AHandsNameIsShortAndPrintable) {
  EXPECT_NE(error_of("hand 10 A\tB\n= 4C1 4C2 4C3 2N\n").what.find("control"), std::string::npos);
  EXPECT_NE(
      error_of(std::string("hand 10 A") + '\0' + "B\n= 4C1 4C2 4C3 2N\n").what.find("control"),
      std::string::npos);
  const CardError long_name =
      error_of("hand 10 " + std::string(10000, 'x') + "\n= 4C1 4C2 4C3 2N\n");
  EXPECT_EQ(long_name.line, 1);
  EXPECT_NE(long_name.what.find("64 bytes"), std::string::npos) << long_name.what;
  const std::string longest = "hand 10 " + std::string(kMaxHandName, 'x') + "\n= 4C1 4C2 4C3 2N\n";
  EXPECT_TRUE(std::holds_alternative<Card>(parse_card(longest, "")));
}

}  // namespace
}  // namespace jongtable::american
