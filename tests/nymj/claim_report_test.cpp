// What the close of a claim window tells every player about the race (issue 12: "Ana was
// faster by 0.12 s", "Ben's claim wins the round and beats your set"): each claimant in the
// order the claims were ranked, with its lag-compensated time after the discard.
#include <gtest/gtest.h>

#include "table_fixture.hpp"

namespace jongtable::nymj {
namespace {

using testing::find_event;
using testing::seat;

class ClaimReportTest : public testing::TableTest {
 protected:
  // Ma (seat 0) discards G2. Seats 1 and 2 can make a set with it, seat 3 cannot; with
  // `winner`, seat 3 instead holds a hand that G2 completes and seat 2 cannot claim.
  void deal(bool winner = false) {
    start(scenario(4, 0,
                   {"G2 R4 B1 G6 spring summer fall winter R6 B3 pride",
                    winner ? "G3 G4 R5 B2 spring summer fall winter guilt pride"
                           : "G3 G4 R5 B2 spring summer fall winter guilt love",
                    winner ? "R1 B6 G5 G5 spring summer fall winter guilt R4"
                           : "G2 G2 R1 B6 spring summer fall winter guilt R4",
                    winner ? "R1 R2 R3 B4 B5 B6 love love love G2"
                           : "R1 R2 R3 B4 B5 B6 love love pride pride"}));
    discard(0, "G2");
  }
  ClaimWindowClosed closed() {
    auto out = close_window();
    auto* event = find_event<ClaimWindowClosed>(out);
    EXPECT_NE(event, nullptr);
    return event ? *event : ClaimWindowClosed{};
  }
};

TEST_F(ClaimReportTest, NoClaimsReportsAnEmptyRace) {
  deal();
  EXPECT_TRUE(closed().claims.empty());
}

TEST_F(ClaimReportTest, TheFasterSetClaimComesFirstAndTheOtherLostOnTime) {
  deal();
  now += 300;
  steal(2);
  now += 120;
  steal(1);
  const auto report = closed();
  ASSERT_EQ(report.claims.size(), 2u);
  EXPECT_EQ(report.claims[0].seat, seat(2));
  EXPECT_EQ(report.claims[0].kind, ReportedClaim::set);
  EXPECT_EQ(report.claims[0].after, 300);
  EXPECT_EQ(report.claims[1].seat, seat(1));
  EXPECT_EQ(report.claims[1].kind, ReportedClaim::beaten);
  EXPECT_EQ(report.claims[1].lost_on, LostOn::time);
  EXPECT_EQ(report.claims[1].after, 420);
}

TEST_F(ClaimReportTest, TimesAreLagCompensatedAndNeverBelowZero) {
  deal();
  now += 80;
  steal(1, /*latency=*/100);  // effectively 20 ms before the discard: told as 0
  now += 100;
  steal(2, /*latency=*/30);  // effectively 150 ms after it
  const auto report = closed();
  ASSERT_EQ(report.claims.size(), 2u);
  EXPECT_EQ(report.claims[0].seat, seat(1));
  EXPECT_EQ(report.claims[0].after, 0);
  EXPECT_EQ(report.claims[1].after, 150);
}

TEST_F(ClaimReportTest, AWinningClaimBeatsAnEarlierSetAndSaysSo) {
  deal(/*winner=*/true);
  now += 200;
  steal(1);
  now += 90;
  steal(3);
  const auto report = closed();
  ASSERT_EQ(report.claims.size(), 2u);
  EXPECT_EQ(report.claims[0].seat, seat(3));
  EXPECT_EQ(report.claims[0].kind, ReportedClaim::wins);
  EXPECT_EQ(report.claims[1].seat, seat(1));
  EXPECT_EQ(report.claims[1].kind, ReportedClaim::beaten);
  EXPECT_EQ(report.claims[1].lost_on, LostOn::winning_claim);
}

TEST_F(ClaimReportTest, AnExactTieIsLostOnSeatOrder) {
  deal();
  steal(2, 0);
  now += 100;
  steal(1, 100);
  const auto report = closed();
  ASSERT_EQ(report.claims.size(), 2u);
  EXPECT_EQ(report.claims[0].seat, seat(1));
  EXPECT_EQ(report.claims[1].seat, seat(2));
  EXPECT_EQ(report.claims[1].lost_on, LostOn::seat_order);
}

TEST_F(ClaimReportTest, MistakenClaimsComeLastAndNoOneIsAwarded) {
  deal();
  now += 50;
  steal(3);
  const auto report = closed();
  EXPECT_FALSE(report.awarded_to);
  ASSERT_EQ(report.claims.size(), 1u);
  EXPECT_EQ(report.claims[0].seat, seat(3));
  EXPECT_EQ(report.claims[0].kind, ReportedClaim::mistaken);
  EXPECT_EQ(report.claims[0].after, 50);
}

TEST_F(ClaimReportTest, AValidClaimIsRankedBeforeAnEarlierMistake) {
  deal();
  steal(3);
  now += 60;
  steal(2);
  const auto report = closed();
  ASSERT_EQ(report.claims.size(), 2u);
  EXPECT_EQ(report.claims[0].seat, seat(2));
  EXPECT_EQ(report.claims[1].seat, seat(3));
  EXPECT_EQ(report.claims[1].kind, ReportedClaim::mistaken);
}

}  // namespace
}  // namespace jongtable::nymj
