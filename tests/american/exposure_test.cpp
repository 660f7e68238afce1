// Exposures beyond the pung: quints and sextets with Jokers, natural Flower quints, and
// no call to add to a group already exposed.
#include "fixture.hpp"

namespace jongtable::american {
namespace {

using testing::held;
using testing::held_n;
using testing::seat;

const std::string kF1 = "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 E";
const std::string kF2 = "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 S";
const std::string kF3 = "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W RD";

// A host's card with a sextet, a quint and a natural Flower quint.
const char* kCard =
    "hand 60 Sextet\n= 6[wind] 4[dragon] 4[number]\n"
    "hand 45 Flower quint\n= 5F 3[dragon] 3[number] 3[number]\n";

TEST(Exposures, SextetWithJokersIsCalledWhenAHandHasOne) {
  Scenario s;
  s.settings.card = kCard;
  s.hands = {kF3.substr(0, kF3.size() - 5) + " GD GD N", "N N J J J " + kF1.substr(0, 23), kF2,
             "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W F"};
  State state = testing::make(s);
  ASSERT_TRUE(apply(state, Discard{seat(0), held(state, 0, "N")}, 10).ok());
  const auto options = view_for(state, seat(1)).legal.expose_options;
  ASSERT_EQ(options.size(), 1u);
  EXPECT_EQ(options[0].size, 6);  // this card has no Wind pung, kong or quint
  std::vector<CardId> cards = held_n(state, 1, "N", 2);
  for (CardId j : held_n(state, 1, "J", 3)) cards.push_back(j);
  ASSERT_TRUE(apply(state, Call{seat(1), state.window.id, false, cards}, 20).ok());
  for (int k : {2, 3}) ASSERT_TRUE(apply(state, PassCall{seat(k), state.window.id}, 21).ok());
  ASSERT_EQ(state.players[1].exposed.size(), 1u);
  EXPECT_EQ(state.players[1].exposed[0].cards.size(), 6u);
  EXPECT_EQ(state.players[1].exposed[0].jokers(), 3);
}

TEST(Exposures, FlowerQuintMayBeNatural) {
  const Card card = std::get<Card>(parse_card(kCard, ""));
  EXPECT_TRUE(best_match(card, testing::holding("F F F F F RD RD RD C7 C7 C7 C5 C5 C5")));
  EXPECT_TRUE(best_match(card, testing::holding("F F F F J RD RD RD C7 C7 C7 C5 C5 C5")));
}

TEST(Exposures, NoCallToAddToAGroupAlreadyExposed) {
  Scenario s;
  s.hands = {kF3 + " GD", "GD J " + kF1.substr(0, 23), kF2, "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W F"};
  s.exposed = {{}, {"GD GD J"}, {}, {}};
  State state = testing::make(s);
  ASSERT_TRUE(apply(state, Discard{seat(0), held(state, 0, "GD")}, 10).ok());
  const State before = state;
  EXPECT_EQ(
      apply(state,
            Call{seat(1), state.window.id, false, {held(state, 1, "GD"), held(state, 1, "J")}}, 20)
          .error,
      RuleError::already_exposed);
  EXPECT_EQ(state, before);
  EXPECT_TRUE(view_for(state, seat(1)).legal.expose_options.empty());
}

}  // namespace
}  // namespace jongtable::american
