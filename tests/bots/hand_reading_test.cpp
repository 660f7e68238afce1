// The strong bot's measure of a hand: cards still to draw for three sets and a pair.

#include "hand_reading.hpp"

#include <gtest/gtest.h>

#include "view_builder.hpp"

namespace jongtable::bots {
namespace {

using namespace fixtures;

FaceCounts hand_of(std::initializer_list<std::string_view> codes) {
  CardBox box;
  const auto cards = box.take(codes);
  return counts_of(cards);
}

TEST(DistanceToWin, AWinningHandIsZero) {
  EXPECT_EQ(distance_to_win(
                hand_of({"R1", "R2", "R3", "B4", "B4", "B4", "G2", "G3", "G4", "love", "love"}), 3,
                all_live()),
            0);
}

TEST(DistanceToWin, AHandWaitingOnOneCardIsOne) {
  EXPECT_EQ(distance_to_win(hand_of({"R1", "R2", "R3", "B4", "B4", "B4", "G2", "G3", "G4", "love"}),
                            3, all_live()),
            1);
}

TEST(DistanceToWin, CountsExposedSetsAsMade) {
  // One set exposed: eight concealed cards make two sets and a pair.
  EXPECT_EQ(
      distance_to_win(hand_of({"B4", "B4", "B4", "G2", "G3", "G4", "love", "love"}), 2, all_live()),
      0);
}

TEST(DistanceToWin, LonelyCardsAreFarFromWinning) {
  // Ten cards that touch nothing: every set and the pair start from one card.
  const auto far =
      hand_of({"R1", "R4", "B1", "B4", "G1", "G4", "spring", "summer", "love", "pride"});
  EXPECT_EQ(distance_to_win(far, 3, all_live()), 7);
}

TEST(DistanceToWin, APartialSetWithNoLiveCardCountsForNothing) {
  const auto hand = hand_of({"G1", "G1", "G1", "G4", "G5", "G6", "love", "love", "R1", "R2"});
  FaceCounts live = all_live();
  EXPECT_EQ(distance_to_win(hand, 3, live), 1);
  live[nymj::index(*nymj::face_from_code("R3"))] = 0;
  EXPECT_EQ(distance_to_win(hand, 3, live), 2);
}

TEST(UsefulDraws, CountsTheLiveCardsThatHelp) {
  // Waiting on R3 only (R1-R2 and the pair is made): three R3 are live.
  const auto hand = hand_of({"G1", "G1", "G1", "G4", "G5", "G6", "love", "love", "R1", "R2"});
  EXPECT_EQ(useful_draws(hand, 3, all_live()), 3);
  FaceCounts live = all_live();
  live[nymj::index(*nymj::face_from_code("R3"))] = 1;
  EXPECT_EQ(useful_draws(hand, 3, live), 1);
}

TEST(LiveCounts, LeaveOutEverythingTheSeatCanSee) {
  CardBox box;
  nymj::TableView view = fixtures::offered(box.take({"R1", "R1", "B2"}), box.take("R1"));
  view.seats[2].exposed.push_back(
      nymj::ExposedSet{{box.take("B2"), box.take("B2"), box.take("spring")}});
  const FaceCounts live = live_counts(view);
  EXPECT_EQ(live[nymj::index(*nymj::face_from_code("R1"))], 0);
  EXPECT_EQ(live[nymj::index(*nymj::face_from_code("B2"))], 0);
  EXPECT_EQ(live[nymj::index(*nymj::face_from_code("spring"))], 2);
  EXPECT_EQ(live[nymj::index(*nymj::face_from_code("pride"))], 3);
}

}  // namespace
}  // namespace jongtable::bots
