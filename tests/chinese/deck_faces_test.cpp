// docs/rules/chinese.md "Cards" (docs/rules/chinese.md): which faces a table's deck holds, as the
// lobby's catalogue lists them, agrees with the cards a real deal puts on the table.
#include <gtest/gtest.h>

#include <set>

#include "fixture.hpp"

namespace jongtable::chinese {
namespace {

using testing::test_settings;

std::set<Face> faces_dealt(const Settings& settings) {
  State t = create_table(settings, 11);
  EXPECT_TRUE(apply(t, StartGame{}, 0).ok());
  std::set<Face> faces;
  for (CardId c : t.wall) faces.insert(face_of(c));
  for (int s = 0; s < settings.seats; ++s) {
    for (CardId c : t.players[s].concealed) faces.insert(face_of(c));
    for (CardId c : t.players[s].flowers) faces.insert(face_of(c));
  }
  return faces;
}

TEST(DeckFaces, TheFacesInTheDeckAreTheOnesADealUses) {
  for (int seats = 3; seats <= 6; ++seats) {
    for (const bool flowers : {false, true}) {
      Settings settings = test_settings(seats);
      settings.flowers = flowers && seats <= 4;
      std::set<Face> in;
      int cards = 0;
      for (const FaceEntry& e : catalogue()) {
        if (!in_deck(e.face, settings)) continue;
        in.insert(e.face);
        cards += copies_of(e.face);
      }
      EXPECT_EQ(in, faces_dealt(settings)) << seats << " seats, flowers " << flowers;
      const int expected = seats == 5 ? 140 : (seats == 6 || settings.flowers) ? 144 : 136;
      EXPECT_EQ(cards, expected) << seats << " seats, flowers " << settings.flowers;
    }
  }
}

}  // namespace
}  // namespace jongtable::chinese
