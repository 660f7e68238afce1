// docs/rules/nymj.md "Winning and tokens": the payment table, Ma doubling, paying what one holds.
#include <gtest/gtest.h>

#include <numeric>

#include "table_fixture.hpp"

namespace jongtable::nymj {
namespace {

using testing::seat;

// Seat 2 waits on G2; seat `ma` is Ma; seat `thrower` discards G2 (or draws it).
class PaymentsTest : public testing::TableTest {
 protected:
  void deal(int ma, std::vector<int> tokens = {}) {
    Scenario s = scenario(4, ma, hands_for(ma), "G2");
    s.tokens = tokens;
    start(s);
  }
  std::vector<std::string> hands_for(int ma) {
    std::vector<std::string> h = {"R2 R5 B2 B5 G4 G5 spring summer fall winter",
                                  "R3 R6 B3 B6 G3 G6 spring summer fall winter",
                                  "R1 R2 R3 B4 B5 B6 love love love G2",
                                  "pride pride guilt winter R4 B2 G4 R5 G5 guilt"};
    h[static_cast<std::size_t>(ma)] += ma == 2 ? "" : " pride";
    if (ma == 2) h[2] = "R1 R2 R3 B4 B5 B6 love love love G2 G2";
    return h;
  }
  // Ma discards a card nobody wants; the next seat draws and may win.
  std::array<int, 4> tokens() const {
    std::array<int, 4> t{};
    for (int s = 0; s < 4; ++s) t[s] = table.players[s].tokens;
    return t;
  }
};

TEST_F(PaymentsTest, NotMaWinningByStealingTakesOneFromEachAndTwoFromMa) {
  deal(0);
  discard(0, "pride");
  all_pass();  // seat 1 draws G2
  discard(1, "G2");
  steal(2);
  close_window();
  EXPECT_EQ(tokens(), (std::array<int, 4>{8, 9, 14, 9}));
}

TEST_F(PaymentsTest, NotMaWinningByDrawingTakesTwoFromEachAndFourFromMa) {
  deal(1);  // seat 1 is Ma; seat 2 draws G2 after Ma's discard
  discard(1, "pride");
  all_pass();
  ASSERT_EQ(table.current, seat(2));
  play(DeclareWin{seat(2)});
  EXPECT_EQ(tokens(), (std::array<int, 4>{8, 6, 18, 8}));
}

TEST_F(PaymentsTest, MaWinningByStealingTakesTwoFromEveryone) {
  Scenario s = scenario(
      4, 2,
      {"R2 R5 B2 B5 G4 G5 spring summer fall winter", "R3 R6 B3 B6 G3 G6 spring summer fall G2",
       "R1 R2 R3 B4 B5 B6 love love love G2 pride",
       "pride pride guilt winter R4 B2 G4 R5 G5 guilt"},
      "winter");
  start(s);
  discard(2, "pride");
  all_pass();  // seat 3 draws winter, discards it; seat 0 draws...
  discard(3, "winter");
  all_pass();
  discard(0, "winter");
  all_pass();
  discard(1, "G2");
  steal(2);
  close_window();
  EXPECT_EQ(tokens(), (std::array<int, 4>{8, 8, 16, 8}));
}

TEST_F(PaymentsTest, MaWinningByDrawingTakesFourFromEveryone) {
  deal(2);
  play(DeclareWin{seat(2)});  // Ma's dealt win counts as drawing
  EXPECT_EQ(tokens(), (std::array<int, 4>{6, 6, 22, 6}));
}

TEST_F(PaymentsTest, ALoserPaysOnlyWhatTheyHoldAndTokensAreNeverCreated) {
  deal(1, {1, 3, 10, 0});
  discard(1, "pride");
  all_pass();
  play(DeclareWin{seat(2)});
  EXPECT_EQ(tokens(), (std::array<int, 4>{0, 0, 14, 0}));
  const auto t = tokens();
  EXPECT_EQ(std::accumulate(t.begin(), t.end(), 0), 14);
}

}  // namespace
}  // namespace jongtable::nymj
