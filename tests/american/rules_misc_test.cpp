// Cards and codes, settings, errors, timers, views: the table's plumbing.
#include <set>

#include "fixture.hpp"

namespace jongtable::american {
namespace {

using testing::seat;

TEST(Cards, FacesAndCodesRoundTrip) {
  std::set<std::string_view> codes;
  for (const FaceEntry& entry : catalogue()) {
    EXPECT_EQ(face_from_code(entry.code), entry.face);
    EXPECT_EQ(face_name(entry.face), entry.name);
    codes.insert(entry.code);
  }
  EXPECT_EQ(codes.size(), 36u);
  EXPECT_FALSE(face_from_code("X9").has_value());
}

TEST(Cards, FourOfEachFaceEightFlowersEightJokers) {
  std::array<int, kFaceCount> count{};
  for (int c = 0; c < kCardCount; ++c)
    ++count[static_cast<std::size_t>(index(face_of(CardId(static_cast<std::uint8_t>(c)))))];
  for (int f = 0; f < kFaceCount; ++f) {
    EXPECT_EQ(count[static_cast<std::size_t>(f)], copies_of(Face(static_cast<std::uint8_t>(f))))
        << f;
  }
  EXPECT_EQ(count[static_cast<std::size_t>(index(kFlower))], 8);
  EXPECT_EQ(count[static_cast<std::size_t>(index(kJoker))], 8);
  EXPECT_EQ(face_code(kWhiteDragon), "WD");
  EXPECT_EQ(face_code(number_face(Suit::dots, 7)), "D7");
}

TEST(Settings, DefaultsFollowTheRulings) {
  const Settings s;
  EXPECT_EQ(s.seats, 4);
  EXPECT_EQ(s.hands, HandsChoice::advanced);
  EXPECT_TRUE(s.charleston_extras);
  EXPECT_TRUE(s.dead_hand);
  EXPECT_EQ(s.call_window, 2500);
  EXPECT_EQ(s.pass_clock, 60000);
  EXPECT_EQ(invalid_setting(s), std::nullopt);
}

TEST(Settings, FirstBadFieldIsNamed) {
  Settings s;
  s.seats = 5;
  EXPECT_EQ(invalid_setting(s), std::optional<std::string_view>("seats"));
  s = Settings{};
  s.call_window = 0;
  EXPECT_EQ(invalid_setting(s), std::optional<std::string_view>("call_window"));
  s = Settings{};
  s.card = std::string(kMaxCardText + 1, '#');
  EXPECT_EQ(invalid_setting(s), std::optional<std::string_view>("card"));
}

TEST(RuleErrors, CodesAreDistinctAndDescribed) {
  std::set<std::string_view> codes;
  for (int e = 0; e <= static_cast<int>(RuleError::wrong_face); ++e) {
    const auto error = RuleError(static_cast<std::uint8_t>(e));
    codes.insert(code(error));
    EXPECT_NE(describe(error), "Unknown error.");
  }
  EXPECT_EQ(codes.size(), static_cast<std::size_t>(RuleError::wrong_face) + 1);
  EXPECT_EQ(code(RuleError::not_a_winning_hand), "not_a_winning_hand");
}

TEST(Timers, EachKindMapsToItsIntent) {
  EXPECT_TRUE(
      std::holds_alternative<WindowExpired>(timer_intent(kernel::TimerKind::claim_window, 3)));
  EXPECT_TRUE(
      std::holds_alternative<TurnClockExpired>(timer_intent(kernel::TimerKind::turn_clock, 3)));
  EXPECT_EQ(std::get<BeginNextRound>(timer_intent(kernel::TimerKind::next_round, 3)).round, 3);
}

TEST(Table, StartsOnceAndNamesWhoseDecisionItIs) {
  State state = create_table(Settings{}, 5);
  EXPECT_EQ(apply(state, Discard{seat(0), CardId(0)}, 0).error, RuleError::game_not_started);
  ASSERT_TRUE(apply(state, StartGame{}, 0).ok());
  EXPECT_EQ(apply(state, StartGame{}, 0).error, RuleError::game_already_started);
  EXPECT_EQ(whose_decision(state), seat(0));  // first seat still to choose its pass
  EXPECT_EQ(seats(state), 4);
  EXPECT_FALSE(game_over(state));
}

TEST(Table, TurnClockPlaysForAnAbsentPlayer) {
  Scenario s;
  s.hands = {"C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W F N", "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 E",
             "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 S", "C3 C5 C7 D2 D4 D6 D8 B1 B3 B7 B9 W RD"};
  State state = testing::make(s);
  EXPECT_EQ(state.decision_deadline, 30000);
  const Outcome out = apply(state, TurnClockExpired{state.decision}, 30000);
  ASSERT_TRUE(out.ok());
  const auto* d = testing::find_event<Discarded>(out);
  ASSERT_NE(d, nullptr);
  EXPECT_TRUE(d->by_turn_clock);
  EXPECT_EQ(state.phase, Phase::call_window);
}

TEST(Views, SpectatorsSeeCountsOnly) {
  State state = create_table(Settings{}, 5);
  ASSERT_TRUE(apply(state, StartGame{}, 0).ok());
  const View spectator = view_for(state, std::nullopt);
  EXPECT_TRUE(spectator.hand.empty());
  EXPECT_FALSE(spectator.legal.pass_cards);
  int cards = 0;
  for (const SeatView& s : spectator.seats) cards += s.concealed_count;
  EXPECT_EQ(cards, 14 + 3 * 13);
  const View mine = view_for(state, seat(2));
  EXPECT_EQ(mine.hand, state.players[2].concealed);
  EXPECT_TRUE(mine.legal.pass_cards);
  ASSERT_TRUE(mine.sealed.has_value());
  EXPECT_EQ(mine.sealed->to, seat(3));  // the first pass goes right
}

TEST(Views, NearestHandsHintUsesTheViewersOwnCards) {
  Scenario s;
  s.hands = {"D1 D1 WD F F C5 C5 C5 C5 B7 B7 B7 N N", "C2 C4 C6 C8 D1 D3 D7 D9 B2 B4 B6 B8 E",
             "C2 C4 C6 C8 D3 D7 D9 B2 B4 B6 B8 S E", "C3 C7 C9 D2 D4 D6 D8 B1 B3 B9 W RD GD"};
  State state = testing::make(s);
  const auto near = nearest_hands_for(view_for(state, seat(0)));
  ASSERT_EQ(near.size(), 3u);
  EXPECT_EQ(near[0].missing, 2);
  EXPECT_TRUE(nearest_hands_for(view_for(state, std::nullopt)).empty());
}

}  // namespace
}  // namespace jongtable::american
