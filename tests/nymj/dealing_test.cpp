// docs/rules/nymj.md "Seats, Ma and dealing".
#include <gtest/gtest.h>

#include <set>

#include "table_fixture.hpp"

namespace jongtable::nymj {
namespace {

using testing::count_events;
using testing::find_event;
using testing::seat;
using testing::test_settings;

TEST(Dealing, MaGetsElevenCardsEveryoneElseTenTheRestIsThePile) {
  for (int seats : {3, 4}) {
    Table table = create_table(test_settings(seats), 5);
    auto out = apply(table, StartGame{}, 0);
    ASSERT_TRUE(out.ok());
    for (int s = 0; s < seats; ++s) {
      EXPECT_EQ(table.players[s].concealed.size(), seat(s) == table.ma ? 11u : 10u);
      EXPECT_EQ(table.players[s].tokens, 10);
    }
    EXPECT_EQ(table.draw_pile.size(), static_cast<std::size_t>(75 - 10 * seats - 1));
    EXPECT_EQ(table.current, table.ma) << "Ma always starts the round";
    EXPECT_EQ(count_events<HandDealt>(out), seats);
  }
}

TEST(Dealing, EachSeatIsToldOnlyItsOwnHand) {
  Table table = create_table(test_settings(4), 11);
  auto out = apply(table, StartGame{}, 0);
  for (const Event& e : out.events) {
    if (auto* dealt = std::get_if<HandDealt>(&e.body)) {
      for (int s = 0; s < 4; ++s) EXPECT_EQ(e.audience.includes(seat(s)), dealt->seat == seat(s));
      EXPECT_FALSE(e.audience.includes(std::nullopt)) << "spectators see no hand";
    }
  }
}

TEST(Dealing, TheFirstMaIsChosenFromTheSeedAndAnySeatCanBeIt) {
  std::set<int> mas;
  for (std::uint64_t seed = 0; seed < 64; ++seed) {
    Table a = create_table(test_settings(4), seed);
    Table b = create_table(test_settings(4), seed);
    (void)apply(a, StartGame{}, 0);
    (void)apply(b, StartGame{}, 0);
    EXPECT_EQ(a.ma, b.ma);
    EXPECT_TRUE(a == b) << "the same seed deals the same cards";
    mas.insert(index(a.ma));
  }
  EXPECT_EQ(mas.size(), 4u);
}

TEST(Dealing, StartingTwiceIsRefused) {
  Table table = create_table(test_settings(3), 1);
  ASSERT_TRUE(apply(table, StartGame{}, 0).ok());
  const Table before = table;
  auto out = apply(table, StartGame{}, 0);
  EXPECT_EQ(out.error, RuleError::game_already_started);
  EXPECT_TRUE(table == before);
}

TEST(Dealing, NothingCanBePlayedBeforeTheGameStarts) {
  Table table = create_table(test_settings(3), 1);
  auto out = apply(table, Discard{seat(0), CardId{0}}, 0);
  EXPECT_EQ(out.error, RuleError::game_not_started);
}

class MaTest : public testing::TableTest {};

TEST_F(MaTest, MaPassesOneSeatOnEveryRoundWhoeverWon) {
  // Seat 2 (not Ma, not the next seat) wins; Ma still moves from seat 0 to seat 1.
  start(scenario(
      4, 0,
      {"R1 R4 B1 B4 G1 G4 spring summer fall pride guilt",
       "R2 R5 B2 B5 G2 G5 spring summer fall winter", "R1 R2 R3 B4 B5 B6 love love love G2",
       "pride pride guilt winter R6 B2 G3 R5 G5 winter"}));
  discard(0, "R4");
  all_pass();
  ASSERT_EQ(table.current, seat(1));
  discard(1, "G2");  // seat 2 wins on it
  steal(2);
  close_window();
  ASSERT_EQ(table.phase, Phase::round_over);
  now += 1000;
  play(BeginNextRound{1});
  EXPECT_EQ(table.ma, seat(1));
  EXPECT_EQ(table.round, 2);
  EXPECT_EQ(table.players[1].concealed.size(), 11u);
}

TEST_F(MaTest, MaMayDeclareADealtWinBeforeTheFirstDiscardPaidAsDrawing) {
  start(scenario(
      4, 1,
      {"R2 R5 B2 B5 G2 G5 spring summer fall winter", "R1 R2 R3 B4 B5 B6 love love love G2 G2",
       "R3 R6 B3 B6 G3 G6 spring summer fall winter",
       "pride pride guilt winter R4 B2 G4 R5 G5 guilt"}));
  ASSERT_TRUE(view_for(table, seat(1)).legal.declare_win);
  auto out = play(DeclareWin{seat(1)});
  auto* ended = find_event<RoundEnded>(out);
  ASSERT_NE(ended, nullptr);
  EXPECT_EQ(ended->result->method, WinMethod::drawing);
  EXPECT_EQ(table.players[1].tokens, 10 + 3 * 4) << "Ma's win by drawing: 4 from each";
  EXPECT_EQ(table.players[0].tokens, 6);
}

}  // namespace
}  // namespace jongtable::nymj
