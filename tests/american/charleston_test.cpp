// The Charleston (docs/rules/american.md "The Charleston"): sealed passes right, across, left;
// Jokers never passed; the dance-again vote and the second Charleston; blind passes; the courtesy
// pass; three players; the pass clock.
#include <set>

#include "fixture.hpp"

namespace jongtable::american {
namespace {

using testing::seat;

// Hands whose faces tell the seats apart: seat 0 Craks, 1 Dots, 2 Bams, 3 honours.
Scenario charleston_scenario(int seats = 4, bool extras = true) {
  Scenario s;
  s.settings = testing::test_settings(seats);
  s.settings.charleston_extras = extras;
  s.charleston = true;
  s.hands = {"C1 C1 C2 C2 C3 C3 C4 C4 C5 C5 C6 C6 C7 J", "D1 D1 D2 D2 D3 D3 D4 D4 D5 D5 D6 D6 D7",
             "B1 B1 B2 B2 B3 B3 B4 B4 B5 B5 B6 B6 B7", "N N E E S S W W RD RD GD GD WD"};
  if (seats == 3) s.hands.pop_back();
  return s;
}

bool rules_holds(const State& state, int s, CardId card) {
  const auto& hand = state.players[static_cast<std::size_t>(s)].concealed;
  return std::find(hand.begin(), hand.end(), card) != hand.end();
}

// The first three non-Joker cards of a seat.
std::vector<CardId> three(const State& state, int s) {
  std::vector<CardId> out;
  for (CardId c : state.players[static_cast<std::size_t>(s)].concealed) {
    if (!is_joker(c) && out.size() < 3) out.push_back(c);
  }
  return out;
}

int count_suit(const State& state, int s, int first_face, int last_face) {
  int n = 0;
  for (CardId c : state.players[static_cast<std::size_t>(s)].concealed) {
    n += index(face_of(c)) >= first_face && index(face_of(c)) <= last_face;
  }
  return n;
}

// Every seat passes its first three; returns the outcome of the last (the exchange).
Outcome pass_all(State& state, Millis now = 5) {
  Outcome out;
  for (int s = 0; s < state.settings.seats; ++s) {
    out = apply(state, PassCards{seat(s), three(state, s), 0}, now);
    EXPECT_TRUE(out.ok()) << code(*out.error);
  }
  return out;
}

TEST(Charleston, DealIsFourteenToEastThirteenToOthers) {
  State state = create_table(testing::test_settings(), 7);
  ASSERT_TRUE(apply(state, StartGame{}, 0).ok());
  EXPECT_EQ(state.phase, Phase::charleston);
  for (int s = 0; s < 4; ++s) {
    EXPECT_EQ(state.players[static_cast<std::size_t>(s)].concealed.size(),
              seat(s) == state.east ? 14u : 13u);
  }
  EXPECT_EQ(state.wall.size(), 152u - 14u - 39u);
}

TEST(Charleston, APassIsSealedUntilEverySeatHasChosen) {
  State state = testing::make(charleston_scenario());
  const auto before = state.players[1].concealed;
  const Outcome first = apply(state, PassCards{seat(0), three(state, 0), 0}, 5);
  ASSERT_TRUE(first.ok());
  // Only that seat 0 has chosen is told, never what.
  ASSERT_EQ(first.events.size(), 1u);
  EXPECT_TRUE(std::holds_alternative<ChoiceSealed>(first.events[0].body));
  EXPECT_EQ(state.players[1].concealed, before);
  const View view = view_for(state, seat(1));
  EXPECT_TRUE(view.seats[0].chosen);
  EXPECT_FALSE(view.sealed->my_choice.has_value());
  // A seat may not choose twice.
  EXPECT_EQ(apply(state, PassCards{seat(0), three(state, 0), 0}, 6).error,
            RuleError::already_responded);
}

TEST(Charleston, FirstCharlestonPassesRightAcrossLeft) {
  State state = testing::make(charleston_scenario(4, false));
  pass_all(state);  // right: seat 0's Craks go to seat 1
  EXPECT_EQ(count_suit(state, 1, 0, 8), 3);
  pass_all(state);                                  // across: seat 1 -> seat 3
  pass_all(state);                                  // left: seat s -> seat s-1
  EXPECT_EQ(state.phase, Phase::awaiting_discard);  // no extras: play starts
  EXPECT_EQ(state.current, state.east);
  for (int s = 0; s < 4; ++s) {
    EXPECT_EQ(state.players[static_cast<std::size_t>(s)].concealed.size(), s == 0 ? 14u : 13u);
  }
}

TEST(Charleston, PassIsToldOnlyToItsGiverAndReceiver) {
  State state = testing::make(charleston_scenario());
  Outcome out = pass_all(state);
  for (const Event& e : out.events) {
    if (const auto* p = std::get_if<CardsPassed>(&e.body)) {
      for (int s = 0; s < 4; ++s) EXPECT_EQ(e.audience.includes(seat(s)), seat(s) == p->from);
      EXPECT_FALSE(e.audience.includes(std::nullopt));
    }
    if (const auto* r = std::get_if<CardsReceived>(&e.body)) {
      for (int s = 0; s < 4; ++s) EXPECT_EQ(e.audience.includes(seat(s)), seat(s) == r->to);
      EXPECT_FALSE(e.audience.includes(std::nullopt));
      EXPECT_EQ(r->from, Seat(static_cast<std::uint8_t>((kernel::index(r->to) + 3) % 4)));
    }
  }
}

TEST(Charleston, JokersAreNeverPassed) {
  State state = testing::make(charleston_scenario());
  auto cards = three(state, 0);
  cards[2] = testing::held(state, 0, "J");
  const State before = state;
  EXPECT_EQ(apply(state, PassCards{seat(0), cards, 0}, 5).error, RuleError::joker_not_passable);
  EXPECT_EQ(state, before);
  const View view = view_for(state, seat(0));
  for (CardId c : view.legal.passable) EXPECT_FALSE(is_joker(c));
}

TEST(Charleston, APassIsThreeCardsHeld) {
  State state = testing::make(charleston_scenario());
  auto cards = three(state, 0);
  cards.pop_back();
  EXPECT_EQ(apply(state, PassCards{seat(0), cards, 0}, 5).error, RuleError::wrong_card_count);
  EXPECT_EQ(apply(state, PassCards{seat(0), three(state, 1), 0}, 5).error,
            RuleError::card_not_held);
  auto twice = three(state, 0);
  twice[1] = twice[0];
  EXPECT_EQ(apply(state, PassCards{seat(0), twice, 0}, 5).error, RuleError::card_not_held);
}

TEST(Charleston, BlindOnlyOnTheLastPassWithExtras) {
  State state = testing::make(charleston_scenario());
  auto one = three(state, 0);
  one.resize(1);
  EXPECT_EQ(apply(state, PassCards{seat(0), one, 2}, 5).error, RuleError::blind_not_allowed);
  pass_all(state);
  pass_all(state);
  EXPECT_EQ(view_for(state, seat(0)).legal.max_blind, 2);
  one = three(state, 0);
  one.resize(1);
  EXPECT_TRUE(apply(state, PassCards{seat(0), one, 2}, 5).ok());

  State plain = testing::make(charleston_scenario(4, false));
  pass_all(plain);
  pass_all(plain);
  auto mine = three(plain, 0);
  mine.resize(2);
  EXPECT_EQ(apply(plain, PassCards{seat(0), mine, 1}, 5).error, RuleError::blind_not_allowed);
}

TEST(Charleston, BlindChainResolvesCardByCardAndTerminates) {
  State state = testing::make(charleston_scenario());
  pass_all(state);
  pass_all(state);
  // Last pass (left: seat s gives to s-1). Every seat keeps two of its own and passes
  // one, forwarding two arrivals unseen: the chain runs around the whole table.
  std::array<CardId, 4> own{};
  for (int s = 0; s < 4; ++s) own[static_cast<std::size_t>(s)] = three(state, s)[0];
  Outcome out;
  for (int s = 0; s < 4; ++s) {
    out = apply(state, PassCards{seat(s), {own[static_cast<std::size_t>(s)]}, 2}, 5);
    ASSERT_TRUE(out.ok());
  }
  // Seat s received three cards: its giver's own card, then the giver's giver's, then the
  // one before that; it keeps only the last (two went on unseen).
  for (int s = 0; s < 4; ++s) {
    const int kept_from = (s + 3) % 4;  // three givers back: s+1, s+2, s+3
    EXPECT_TRUE(rules_holds(state, s, own[static_cast<std::size_t>(kept_from)])) << "seat " << s;
    // One own card out, one arrival kept: the hand keeps its size.
    EXPECT_EQ(state.players[static_cast<std::size_t>(s)].concealed.size(), s == 0 ? 14u : 13u);
  }
  // Nobody learns the cards it forwarded unseen.
  for (const Event& e : out.events) {
    if (const auto* r = std::get_if<CardsReceived>(&e.body)) {
      EXPECT_EQ(r->cards.size(), 1u);
      EXPECT_EQ(r->forwarded, 2);
    }
  }
  EXPECT_EQ(state.phase, Phase::dance_vote);
}

TEST(Charleston, BlindPassOfTwoOwnAndOneArrival) {
  State state = testing::make(charleston_scenario());
  pass_all(state);
  pass_all(state);
  // Only seat 2 passes blind: two own cards and the first card arriving from seat 3.
  const auto seat3 = three(state, 3);
  auto two = three(state, 2);
  two.resize(2);
  ASSERT_TRUE(apply(state, PassCards{seat(2), two, 1}, 5).ok());
  for (int s : {0, 1, 3}) ASSERT_TRUE(apply(state, PassCards{seat(s), three(state, s), 0}, 5).ok());
  EXPECT_TRUE(rules_holds(state, 1, seat3[0]));  // went on to seat 1 unseen
  EXPECT_FALSE(rules_holds(state, 2, seat3[0]));
  EXPECT_TRUE(rules_holds(state, 2, seat3[1]));
  EXPECT_EQ(state.players[2].concealed.size(), 13u);
  EXPECT_EQ(state.players[1].concealed.size(), 13u);
}

TEST(Charleston, DanceAgainWhenOneSeatSaysYes) {
  State state = testing::make(charleston_scenario());
  for (int k = 0; k < 3; ++k) pass_all(state);
  ASSERT_EQ(state.phase, Phase::dance_vote);
  ASSERT_TRUE(apply(state, VoteDanceAgain{seat(0), false}, 5).ok());
  ASSERT_TRUE(apply(state, VoteDanceAgain{seat(1), false}, 5).ok());
  ASSERT_TRUE(apply(state, VoteDanceAgain{seat(2), true}, 5).ok());
  const Outcome out = apply(state, VoteDanceAgain{seat(3), false}, 5);
  ASSERT_TRUE(out.ok());
  ASSERT_NE(testing::find_event<VoteResolved>(out), nullptr);
  EXPECT_TRUE(testing::find_event<VoteResolved>(out)->dance_again);
  EXPECT_EQ(state.phase, Phase::charleston);
  EXPECT_EQ(state.charleston.number, 2);
  // The second Charleston: left, across, right.
  EXPECT_EQ(charleston_steps(4, 2),
            (std::vector<Direction>{Direction::left, Direction::across, Direction::right}));
  EXPECT_EQ(view_for(state, seat(0)).sealed->direction, Direction::left);
  EXPECT_EQ(view_for(state, seat(0)).sealed->to, seat(3));
  for (int k = 0; k < 3; ++k) pass_all(state);
  EXPECT_EQ(state.phase, Phase::courtesy);  // no second vote
}

TEST(Charleston, NoDanceWhenEverySeatSaysNo) {
  State state = testing::make(charleston_scenario());
  for (int k = 0; k < 3; ++k) pass_all(state);
  for (int s = 0; s < 4; ++s) ASSERT_TRUE(apply(state, VoteDanceAgain{seat(s), false}, 5).ok());
  EXPECT_EQ(state.phase, Phase::courtesy);
}

TEST(Charleston, CourtesyPassExchangesTheSmallerCount) {
  State state = testing::make(charleston_scenario());
  for (int k = 0; k < 3; ++k) pass_all(state);
  for (int s = 0; s < 4; ++s) ASSERT_TRUE(apply(state, VoteDanceAgain{seat(s), false}, 5).ok());
  const auto zero = three(state, 0);
  const auto two = three(state, 2);
  const auto one = three(state, 1);
  auto joker_offer = three(state, 0);
  joker_offer[0] = testing::held(state, 0, "J");
  EXPECT_EQ(apply(state, OfferCourtesy{seat(0), joker_offer}, 5).error,
            RuleError::joker_not_passable);
  ASSERT_TRUE(apply(state, OfferCourtesy{seat(0), zero}, 5).ok());
  ASSERT_TRUE(apply(state, OfferCourtesy{seat(2), {two[0]}}, 5).ok());
  ASSERT_TRUE(apply(state, OfferCourtesy{seat(1), {one[0], one[1]}}, 5).ok());
  const Outcome out = apply(state, OfferCourtesy{seat(3), {}}, 5);
  ASSERT_TRUE(out.ok());
  const auto* crossed = testing::find_event<CourtesyExchanged>(out);
  ASSERT_NE(crossed, nullptr);
  EXPECT_EQ(crossed->count, (std::array<int, 4>{1, 0, 1, 0}));
  EXPECT_TRUE(rules_holds(state, 2, zero[0]));  // seat 0's first offered card crossed
  EXPECT_FALSE(rules_holds(state, 2, zero[1]));
  EXPECT_TRUE(rules_holds(state, 0, two[0]));
  EXPECT_TRUE(rules_holds(state, 1, one[0]));  // seat 3 offered none
  EXPECT_EQ(state.phase, Phase::awaiting_discard);
  EXPECT_EQ(state.players[0].concealed.size(), 14u);
}

TEST(Charleston, ThreePlayersSkipAcrossAndCourtesy) {
  EXPECT_EQ(charleston_steps(3, 1), (std::vector<Direction>{Direction::right, Direction::left}));
  EXPECT_EQ(charleston_steps(3, 2), (std::vector<Direction>{Direction::left, Direction::right}));
  State state = testing::make(charleston_scenario(3));
  pass_all(state);  // right
  EXPECT_EQ(count_suit(state, 1, 0, 8), 3);
  EXPECT_EQ(view_for(state, seat(0)).sealed->direction, Direction::left);
  EXPECT_EQ(view_for(state, seat(0)).legal.max_blind, 2);  // left is the last pass
  pass_all(state);
  ASSERT_EQ(state.phase, Phase::dance_vote);
  for (int s = 0; s < 3; ++s) ASSERT_TRUE(apply(state, VoteDanceAgain{seat(s), false}, 5).ok());
  EXPECT_EQ(state.phase, Phase::awaiting_discard);  // no courtesy pass with three
}

TEST(Charleston, PassClockPassesTheBotsThreeNeverBlindAndVotesNo) {
  State state = testing::make(charleston_scenario());
  ASSERT_TRUE(apply(state, PassCards{seat(0), three(state, 0), 0}, 5).ok());
  const auto decision = state.decision;
  EXPECT_EQ(state.decision_deadline, state.settings.pass_clock);
  ASSERT_TRUE(apply(state, TurnClockExpired{decision}, 60000).ok());
  EXPECT_EQ(state.charleston.step, 1);
  for (int s = 0; s < 4; ++s) {
    EXPECT_EQ(state.players[static_cast<std::size_t>(s)].concealed.size(), s == 0 ? 14u : 13u);
  }
  EXPECT_TRUE(rules_holds(state, 0, testing::held(state, 0, "J")));  // the Joker stayed
  EXPECT_EQ(apply(state, TurnClockExpired{decision}, 60001).error, RuleError::stale_timer);
  ASSERT_TRUE(apply(state, TurnClockExpired{state.decision}, 120000).ok());
  ASSERT_TRUE(apply(state, TurnClockExpired{state.decision}, 180000).ok());
  ASSERT_EQ(state.phase, Phase::dance_vote);
  ASSERT_TRUE(apply(state, TurnClockExpired{state.decision}, 240000).ok());
  EXPECT_EQ(state.phase, Phase::courtesy);  // voted no
  const auto before = state.players;
  ASSERT_TRUE(apply(state, TurnClockExpired{state.decision}, 300000).ok());
  EXPECT_EQ(state.phase, Phase::awaiting_discard);
  for (int s = 0; s < 4; ++s) {
    EXPECT_EQ(state.players[static_cast<std::size_t>(s)].concealed,
              before[static_cast<std::size_t>(s)].concealed);  // offered 0
  }
}

}  // namespace
}  // namespace jongtable::american

namespace jongtable::american {
namespace {

// A pass names the step it answers: one that arrives after its step is over is refused
// and changes nothing, instead of being taken as the next step's pass.
TEST(Charleston, APassForAStepThatIsOverIsRefusedNotTakenForTheNext) {
  State state = testing::make(charleston_scenario());
  const std::uint32_t first_step = state.decision;
  for (int s = 1; s < state.settings.seats; ++s) {
    ASSERT_TRUE(apply(state, PassCards{seat(s), three(state, s), 0, first_step}, 5).ok());
  }
  ASSERT_TRUE(apply(state, TurnClockExpired{first_step}, 60000).ok());  // seat 0 never passed
  ASSERT_NE(state.decision, first_step);
  const State before = state;
  const Outcome late = apply(state, PassCards{seat(0), three(state, 0), 0, first_step}, 60001);
  ASSERT_FALSE(late.ok());
  EXPECT_EQ(*late.error, RuleError::stale_step);
  EXPECT_EQ(state, before);
  EXPECT_EQ(apply(state, VoteDanceAgain{seat(0), true, first_step}, 60001).error,
            RuleError::stale_step);
  EXPECT_EQ(apply(state, OfferCourtesy{seat(0), {}, first_step}, 60001).error,
            RuleError::stale_step);
  // The same pass naming the step under way is this step's.
  EXPECT_TRUE(apply(state, PassCards{seat(0), three(state, 0), 0, state.decision}, 60002).ok());
}

}  // namespace
}  // namespace jongtable::american
