// Play (docs/rules/american.md "Play"): East first, calling and its priority, exposures with Jokers,
// refused exposures, Joker exchange, dead hands, wall games.
#include "fixture.hpp"

namespace jongtable::american {
namespace {

using testing::held;
using testing::held_n;
using testing::seat;

// Fillers with faces the tests below do not use.
const std::string kF1 = "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 E";
const std::string kF2 = "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 S";
const std::string kF3 = "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W RD";
// Wins with a Green Dragon: three kongs (one of Dragons) and a pair.
const std::string kWinsOnGreen = "GD GD GD C1 C1 C1 C1 D5 D5 D5 D5 N N";

// East (seat 0) discards a Green Dragon; seat 1 can expose it with two Jokers, seat 2
// wins with it.
Scenario green_scenario() {
  Scenario s;
  s.settings = testing::test_settings();
  s.hands = {kF3 + " GD", "J J " + kF1.substr(0, kF1.size() - 5), kWinsOnGreen, kF2};
  s.wall_top = "F F F F";
  return s;
}

std::uint32_t discard_green(State& state) {
  const Outcome out = apply(state, Discard{seat(0), held(state, 0, "GD")}, 10);
  EXPECT_TRUE(out.ok());
  EXPECT_EQ(state.phase, Phase::call_window);
  return state.window.id;
}

TEST(Play, EastDiscardsFirstWithoutADraw) {
  State state = testing::make(green_scenario());
  EXPECT_EQ(state.phase, Phase::awaiting_discard);
  EXPECT_EQ(state.current, seat(0));
  EXPECT_EQ(state.players[0].concealed.size(), 14u);
  EXPECT_EQ(state.wall.size(), 152u - 14u - 39u);
  EXPECT_EQ(apply(state, Discard{seat(1), held(state, 1, "J")}, 5).error, RuleError::not_your_turn);
}

TEST(Play, NoCallThenTheNextSeatDraws) {
  State state = testing::make(green_scenario());
  const auto window = discard_green(state);
  EXPECT_EQ(state.window.closes_at, 10 + 2500);
  ASSERT_TRUE(apply(state, PassCall{seat(1), window}, 20).ok());
  ASSERT_TRUE(apply(state, PassCall{seat(2), window}, 20).ok());
  const Outcome out = apply(state, PassCall{seat(3), window}, 20);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(state.phase, Phase::awaiting_discard);
  EXPECT_EQ(state.current, seat(1));
  EXPECT_EQ(state.players[1].concealed.size(), 14u);
  EXPECT_EQ(face_of(*state.just_drawn), kFlower);
  // The draw is told to the drawer only.
  for (const Event& e : out.events) {
    if (const auto* d = std::get_if<CardDrawn>(&e.body)) {
      EXPECT_EQ(d->card.has_value(), e.audience.includes(seat(1)) && !e.audience.includes(seat(2)));
    }
  }
}

TEST(Play, MahJonggCallOutranksANearerExposure) {
  State state = testing::make(green_scenario());
  const auto window = discard_green(state);
  const auto jokers = held_n(state, 1, "J", 2);
  ASSERT_TRUE(apply(state, Call{seat(1), window, false, jokers}, 20).ok());
  EXPECT_EQ(state.phase, Phase::call_window);  // never resolved on the first call
  const Outcome out = apply(state, Call{seat(2), window, true, {}}, 30);
  ASSERT_TRUE(out.ok());
  // Seat 3 could only tie... it sits further than seat 2, so the window closes now.
  const auto* closed = testing::find_event<WindowClosed>(out);
  ASSERT_NE(closed, nullptr);
  EXPECT_EQ(closed->awarded_to, seat(2));
  EXPECT_TRUE(closed->mah_jongg);
  const auto* won = testing::find_event<MahJonggDeclared>(out);
  ASSERT_NE(won, nullptr);
  EXPECT_EQ(won->win.points, 30);
  EXPECT_FALSE(won->win.self_drawn);
  EXPECT_TRUE(won->win.jokerless);
  EXPECT_EQ(won->win.value, 60);  // called: no self-draw double; jokerless: doubled
  EXPECT_EQ(state.phase, Phase::round_over);
}

TEST(Play, AFurtherMahJonggCallWaitsForNearerSeats) {
  Scenario s = green_scenario();
  std::swap(s.hands[2], s.hands[3]);  // the winner sits at seat 3 now
  State state = testing::make(s);
  const auto window = discard_green(state);
  ASSERT_TRUE(apply(state, Call{seat(3), window, true, {}}, 20).ok());
  EXPECT_EQ(state.phase, Phase::call_window);  // seats 1 and 2 might still call mah jongg
  ASSERT_TRUE(apply(state, PassCall{seat(2), window}, 25).ok());
  EXPECT_EQ(state.phase, Phase::call_window);
  ASSERT_TRUE(apply(state, Call{seat(1), window, false, held_n(state, 1, "J", 2)}, 30).ok());
  EXPECT_EQ(state.phase, Phase::round_over);
  EXPECT_EQ(state.history.back().win->seat, seat(3));
}

TEST(Play, AmongExposuresTheNextInTurnWinsWhateverTheArrivalOrder) {
  Scenario s = green_scenario();
  s.hands[2] = kF2;
  s.hands[3] = "GD GD " + kF1.substr(0, kF1.size() - 5);
  State state = testing::make(s);
  const auto window = discard_green(state);
  ASSERT_TRUE(apply(state, Call{seat(3), window, false, held_n(state, 3, "GD", 2)}, 11).ok());
  ASSERT_TRUE(apply(state, PassCall{seat(2), window}, 12).ok());
  EXPECT_EQ(state.phase, Phase::call_window);
  const Outcome out = apply(state, Call{seat(1), window, false, held_n(state, 1, "J", 2)}, 2400);
  ASSERT_TRUE(out.ok());
  const auto* exposed = testing::find_event<GroupExposed>(out);
  ASSERT_NE(exposed, nullptr);
  EXPECT_EQ(exposed->seat, seat(1));
  EXPECT_EQ(exposed->group.cards.size(), 3u);
  EXPECT_EQ(exposed->group.jokers(), 2);
  EXPECT_EQ(state.current, seat(1));
  EXPECT_EQ(state.phase, Phase::awaiting_discard);
  EXPECT_EQ(state.players[1].concealed.size(), 11u);  // 13 - 2 from hand; discard to come
}

TEST(Play, ACallerFurtherOnSkipsTheSeatsBetween) {
  Scenario s = green_scenario();
  s.hands[1] = kF1;
  s.hands[2] = kF2;
  s.hands[3] = "GD GD GD " + kF1.substr(0, kF1.size() - 8);
  State state = testing::make(s);
  const auto window = discard_green(state);
  ASSERT_TRUE(apply(state, Call{seat(3), window, false, held_n(state, 3, "GD", 3)}, 11).ok());
  ASSERT_TRUE(apply(state, PassCall{seat(1), window}, 12).ok());
  ASSERT_TRUE(apply(state, PassCall{seat(2), window}, 12).ok());
  EXPECT_EQ(state.current, seat(3));
  EXPECT_EQ(state.players[3].exposed.size(), 1u);
  EXPECT_EQ(state.players[3].exposed[0].cards.size(), 4u);  // a kong
  const auto window2 = state.window.id;
  ASSERT_TRUE(apply(state, Discard{seat(3), state.players[3].concealed.front()}, 20).ok());
  EXPECT_NE(state.window.id, window2);
  for (int s2 : {0, 1, 2}) ASSERT_TRUE(apply(state, PassCall{seat(s2), state.window.id}, 21).ok());
  EXPECT_EQ(state.current, seat(0));  // play passes to the caller's right
}

TEST(Play, WindowClosesAtItsFullLengthWithoutAnswers) {
  State state = testing::make(green_scenario());
  const auto window = discard_green(state);
  ASSERT_TRUE(apply(state, Call{seat(1), window, false, held_n(state, 1, "J", 2)}, 20).ok());
  EXPECT_EQ(apply(state, PassCall{seat(2), window}, 10 + 2501).error,
            RuleError::claim_window_closed);
  EXPECT_EQ(apply(state, WindowExpired{window + 1}, 2510).error, RuleError::stale_timer);
  ASSERT_TRUE(apply(state, WindowExpired{window}, 2510).ok());
  EXPECT_EQ(state.current, seat(1));
  EXPECT_EQ(state.players[1].exposed.size(), 1u);
}

TEST(Play, ClaimWindowLooksTheSameToEverySeat) {
  State state = testing::make(green_scenario());
  discard_green(state);
  for (int s : {1, 2, 3}) {
    const View v = view_for(state, seat(s));
    ASSERT_TRUE(v.window.has_value());
    EXPECT_EQ(v.window->closes_at, 2510);
    EXPECT_TRUE(v.legal.pass_call);
  }
  EXPECT_TRUE(view_for(state, seat(2)).legal.call_mah_jongg);
  EXPECT_FALSE(view_for(state, seat(3)).legal.call_mah_jongg);
  EXPECT_FALSE(view_for(state, seat(1)).legal.expose_options.empty());
  EXPECT_FALSE(view_for(state, seat(0)).legal.pass_call);
}

TEST(Play, ExposureNoHandCouldUseIsRefused) {
  Scenario s = green_scenario();
  s.settings.hands = HandsChoice::beginner;  // kongs only
  s.hands[1] = "J J J " + kF1.substr(0, kF1.size() - 8);
  State state = testing::make(s);
  const auto window = discard_green(state);
  const State before = state;
  EXPECT_EQ(apply(state, Call{seat(1), window, false, held_n(state, 1, "J", 2)}, 20).error,
            RuleError::exposure_unusable);
  EXPECT_EQ(state, before);
  // A kong is fine.
  EXPECT_TRUE(apply(state, Call{seat(1), window, false, {}}, 20).error.has_value());
  const auto options = view_for(state, seat(1)).legal.expose_options;
  ASSERT_EQ(options.size(), 1u);
  EXPECT_EQ(options[0].size, 4);
}

TEST(Play, AdvancedRefusesAWindQuint) {
  Scenario s = green_scenario();
  s.hands[0] = kF3.substr(0, kF3.size() - 5) + " RD N N";  // 14, discards a North
  s.hands[1] = "N J J J " + kF1.substr(0, kF1.size() - 11);
  s.hands[2] = kF2;
  State state = testing::make(s);
  ASSERT_TRUE(apply(state, Discard{seat(0), held(state, 0, "N")}, 10).ok());
  std::vector<CardId> cards = held_n(state, 1, "J", 3);
  cards.push_back(held(state, 1, "N"));
  EXPECT_EQ(apply(state, Call{seat(1), state.window.id, false, cards}, 20).error,
            RuleError::exposure_unusable);
  cards.pop_back();
  EXPECT_TRUE(apply(state, Call{seat(1), state.window.id, false, cards}, 20).ok());  // a kong
}

TEST(Play, CallsNeedAGroupOfTheDiscardsFace) {
  State state = testing::make(green_scenario());
  const auto window = discard_green(state);
  EXPECT_EQ(apply(state, Call{seat(1), window, false, {held(state, 1, "J")}}, 20).error,
            RuleError::not_a_set);  // a pair is no exposure
  EXPECT_EQ(
      apply(state, Call{seat(1), window, false, {held(state, 1, "J"), held(state, 1, "C2")}}, 20)
          .error,
      RuleError::not_a_set);
  EXPECT_EQ(apply(state, Call{seat(0), window, true, {}}, 20).error, RuleError::own_discard);
  EXPECT_EQ(apply(state, Call{seat(1), window + 1, true, {}}, 20).error,
            RuleError::no_claim_window);
}

TEST(Play, DiscardedJokerCannotBeCalled) {
  Scenario s = green_scenario();
  s.hands[0] = kF3 + " J";
  State state = testing::make(s);
  const Outcome out = apply(state, Discard{seat(0), held(state, 0, "J")}, 10);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(testing::find_event<Discarded>(out)->window, 0u);
  EXPECT_EQ(state.phase, Phase::awaiting_discard);
  EXPECT_EQ(state.current, seat(1));
}

TEST(Play, JokerExchangeOnYourOwnTurn) {
  Scenario s = green_scenario();
  s.exposed = {{}, {"B5 B5 J"}, {}, {}};
  s.hands[1] = "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4";
  s.hands[2] = "B5 " + kF2.substr(0, kF2.size() - 2);
  s.hands[0] = kF3 + " WD";
  s.wall_top = "F F F F";
  State state = testing::make(s);
  // Not on another's turn.
  EXPECT_EQ(apply(state, ExchangeJoker{seat(2), held(state, 2, "B5"), seat(1), 0}, 5).error,
            RuleError::not_your_turn);
  ASSERT_TRUE(apply(state, Discard{seat(0), held(state, 0, "WD")}, 10).ok());
  for (int k : {1, 2, 3}) ASSERT_TRUE(apply(state, PassCall{seat(k), state.window.id}, 11).ok());
  ASSERT_TRUE(apply(state, Discard{seat(1), held(state, 1, "F")}, 20).ok());
  for (int k : {0, 2, 3}) ASSERT_TRUE(apply(state, PassCall{seat(k), state.window.id}, 21).ok());
  ASSERT_EQ(state.current, seat(2));
  EXPECT_EQ(view_for(state, seat(2)).legal.joker_exchanges.size(), 1u);
  EXPECT_EQ(apply(state, ExchangeJoker{seat(2), held(state, 2, "C2"), seat(1), 0}, 30).error,
            RuleError::wrong_face);
  const Outcome out = apply(state, ExchangeJoker{seat(2), held(state, 2, "B5"), seat(1), 0}, 30);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(state.players[1].exposed[0].jokers(), 0);
  EXPECT_EQ(state.players[1].exposed[0].cards.size(), 3u);  // keeps its face and size
  EXPECT_EQ(state.players[2].concealed.size(), 14u);
  EXPECT_TRUE(is_joker(state.players[2].concealed.back()));
  EXPECT_EQ(apply(state, ExchangeJoker{seat(2), held(state, 2, "C2"), seat(1), 0}, 31).error,
            RuleError::no_joker_to_exchange);
}

TEST(Play, EastMayDeclareTheDealtFourteen) {
  Scenario s = green_scenario();
  s.hands[0] = "N N N N E E E S S S RD RD W W";
  s.hands[1] = kF1.substr(0, kF1.size() - 2) + " GD";
  s.hands[2] = kF2.substr(0, kF2.size() - 2) + " GD";
  State state = testing::make(s);
  EXPECT_TRUE(view_for(state, seat(0)).legal.declare_mah_jongg);
  const Outcome out = apply(state, DeclareMahJongg{seat(0)}, 5);
  ASSERT_TRUE(out.ok());
  const auto* won = testing::find_event<MahJonggDeclared>(out);
  ASSERT_NE(won, nullptr);
  EXPECT_TRUE(won->win.self_drawn);  // not called
  EXPECT_TRUE(won->win.jokerless);
  EXPECT_EQ(won->win.value, 35 * 4);
}

TEST(Play, FalseMahJonggMakesTheHandDead) {
  State state = testing::make(green_scenario());
  const Outcome out = apply(state, DeclareMahJongg{seat(0)}, 5);
  ASSERT_TRUE(out.ok());
  EXPECT_EQ(testing::count_events<HandWentDead>(out), 1);
  EXPECT_TRUE(state.players[0].dead);
  EXPECT_EQ(state.current, seat(1));  // play moves on; the dead seat holds its cards
  EXPECT_EQ(state.players[0].concealed.size(), 14u);
  // The dead seat may not call and is skipped.
  ASSERT_TRUE(apply(state, Discard{seat(1), held(state, 1, "F")}, 10).ok());
  EXPECT_EQ(apply(state, PassCall{seat(0), state.window.id}, 11).error, RuleError::hand_is_dead);
  ASSERT_TRUE(apply(state, PassCall{seat(2), state.window.id}, 11).ok());
  ASSERT_TRUE(apply(state, PassCall{seat(3), state.window.id}, 11).ok());  // window closes
  ASSERT_TRUE(apply(state, Discard{seat(2), held(state, 2, "F")}, 20).ok());
  ASSERT_TRUE(apply(state, PassCall{seat(1), state.window.id}, 21).ok());
  ASSERT_TRUE(apply(state, PassCall{seat(3), state.window.id}, 21).ok());
  ASSERT_TRUE(apply(state, Discard{seat(3), held(state, 3, "F")}, 30).ok());
  ASSERT_TRUE(apply(state, PassCall{seat(1), state.window.id}, 31).ok());
  ASSERT_TRUE(apply(state, PassCall{seat(2), state.window.id}, 31).ok());
  EXPECT_EQ(state.current, seat(1));  // seat 0 skipped
  // Its cards stay concealed.
  const View other = view_for(state, seat(1));
  EXPECT_TRUE(other.seats[0].dead);
  EXPECT_EQ(other.seats[0].concealed_count, 14);
}

TEST(Play, FalseMahJonggCallIsRefusedAndChangesNothing) {
  // A call is not yet a declaration: the hand stays alive and may still pass or call.
  State state = testing::make(green_scenario());
  const auto window = discard_green(state);
  const State before = state;
  EXPECT_EQ(apply(state, Call{seat(3), window, true, {}}, 20).error, RuleError::not_a_winning_hand);
  EXPECT_EQ(state, before);
  EXPECT_FALSE(state.players[3].dead);
  EXPECT_TRUE(apply(state, PassCall{seat(3), window}, 21).ok());
}

TEST(Play, DeadHandOffRefusesAFalseMahJongg) {
  Scenario s = green_scenario();
  s.settings.dead_hand = false;
  State state = testing::make(s);
  const State before = state;
  EXPECT_EQ(apply(state, DeclareMahJongg{seat(0)}, 5).error, RuleError::not_a_winning_hand);
  EXPECT_EQ(state, before);
  const auto window = discard_green(state);
  EXPECT_EQ(apply(state, Call{seat(3), window, true, {}}, 20).error, RuleError::not_a_winning_hand);
  EXPECT_FALSE(state.players[3].dead);
}

TEST(Play, DeadHandPaysLikeAnyLoser) {
  Scenario s = green_scenario();
  s.hands[0] = kF3 + " F";
  s.hands[1] = "GD " + kF1.substr(0, kF1.size() - 2);
  State state = testing::make(s);
  // East goes dead on a false declaration; seat 2 wins seat 1's Green Dragon.
  ASSERT_TRUE(apply(state, DeclareMahJongg{seat(0)}, 5).ok());
  ASSERT_TRUE(state.players[0].dead);
  ASSERT_EQ(state.current, seat(1));
  ASSERT_TRUE(apply(state, Discard{seat(1), held(state, 1, "GD")}, 10).ok());
  ASSERT_TRUE(apply(state, Call{seat(2), state.window.id, true, {}}, 20).ok());
  ASSERT_EQ(state.phase, Phase::round_over);
  const RoundResult& r = state.history.back();
  EXPECT_EQ(r.points, (std::array<int, 4>{-60, -60, 180, -60}));
  EXPECT_TRUE(r.dead.contains(seat(0)));
}

TEST(Play, WallGameScoresNothingAndEastMovesOn) {
  State state = testing::make(green_scenario());
  state.wall.resize(1);  // one card left
  discard_green(state);
  for (int k : {1, 2, 3}) ASSERT_TRUE(apply(state, PassCall{seat(k), state.window.id}, 11).ok());
  ASSERT_EQ(state.current, seat(1));
  EXPECT_TRUE(state.wall.empty());
  ASSERT_TRUE(apply(state, Discard{seat(1), state.players[1].concealed.front()}, 20).ok());
  for (int k : {0, 2, 3}) ASSERT_TRUE(apply(state, PassCall{seat(k), state.window.id}, 21).ok());
  ASSERT_EQ(state.phase, Phase::round_over);
  EXPECT_FALSE(state.history.back().win.has_value());
  EXPECT_EQ(state.history.back().points, (std::array<int, 4>{0, 0, 0, 0}));
  ASSERT_TRUE(apply(state, BeginNextRound{1}, 10000).ok());
  EXPECT_EQ(state.east, seat(1));
  EXPECT_EQ(state.round, 2);
}

}  // namespace
}  // namespace jongtable::american
