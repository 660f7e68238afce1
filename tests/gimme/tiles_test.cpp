// docs/rules/gimme.md "Tiles and hands": 116 tiles, copies of a face consecutive, stable codes.
#include <gtest/gtest.h>

#include <set>

#include "fixture.hpp"
#include "jongtable/gimme/tile.hpp"

namespace jongtable::gimme {
namespace {

TEST(Tiles, ThereAre116TilesFourOfEachNumberedFaceAndEightJokers) {
  EXPECT_EQ(kTileCount, 116);
  std::array<int, kFaceCount> copies{};
  for (int t = 0; t < kTileCount; ++t) ++copies[index(face_of(TileId(t)))];
  for (int f = 0; f < kNumberedFaces; ++f) EXPECT_EQ(copies[f], 4) << f;
  EXPECT_EQ(copies[index(kJoker)], 8);
  EXPECT_FALSE(is_valid(TileId(116)));
}

TEST(Tiles, CopiesOfAFaceAreConsecutiveIds) {
  for (int t = 1; t < kTileCount; ++t) {
    EXPECT_LE(index(face_of(TileId(t - 1))), index(face_of(TileId(t))));
  }
  EXPECT_EQ(face_of(first_tile(Face(5))), Face(5));
  EXPECT_TRUE(is_joker(TileId(108)));
  EXPECT_FALSE(is_joker(TileId(107)));
}

TEST(Tiles, CodesAndNamesAreStableAndRoundTrip) {
  EXPECT_EQ(face_code(Face(0)), "D1");
  EXPECT_EQ(face_code(Face(9)), "C1");
  EXPECT_EQ(face_code(Face(26)), "B9");
  EXPECT_EQ(face_code(kJoker), "J");
  EXPECT_EQ(face_name(Face(2)), "3 Dots");
  EXPECT_EQ(face_name(kJoker), "Joker");
  EXPECT_EQ(suit_of(Face(12)), Suit::cracks);
  EXPECT_EQ(rank_of(Face(12)), 4);
  std::set<std::string_view> codes;
  for (int f = 0; f < kFaceCount; ++f) {
    EXPECT_EQ(face_from_code(face_code(Face(f))), Face(f));
    codes.insert(face_code(Face(f)));
  }
  EXPECT_EQ(codes.size(), 28u);
  EXPECT_FALSE(face_from_code("W1").has_value());
}

TEST(Tiles, CatalogueListsEveryFaceWithCodeAndName) {
  const auto list = catalogue();
  ASSERT_EQ(list.size(), 28u);
  for (int f = 0; f < kFaceCount; ++f) {
    EXPECT_EQ(list[f].face, Face(f));
    EXPECT_EQ(list[f].code, face_code(Face(f)));
    EXPECT_EQ(list[f].name, face_name(Face(f)));
  }
}

TEST(Settings, InvalidSettingNamesTheFirstBadField) {
  Settings s;
  EXPECT_EQ(invalid_setting(s), std::nullopt);
  for (int seats : {2, 3, 4}) {
    s.seats = seats;
    EXPECT_EQ(invalid_setting(s), std::nullopt);
  }
  s.seats = 1;
  EXPECT_EQ(invalid_setting(s), "seats");
  s.seats = 5;
  EXPECT_EQ(invalid_setting(s), "seats");
  s.seats = 4;
  s.rounds = 21;
  EXPECT_EQ(invalid_setting(s), "rounds");
  s.rounds = 20;
  EXPECT_EQ(invalid_setting(s), std::nullopt);
  s.gimme_window = -1;
  EXPECT_EQ(invalid_setting(s), "gimme_window");
  s.gimme_window = 2500;
  s.turn_clock = -5;
  EXPECT_EQ(invalid_setting(s), "turn_clock");
}

TEST(Settings, RoundsDefaultToOnePerSeat) {
  Settings s;
  s.seats = 3;
  EXPECT_EQ(rounds_in_game(s), 3);
  s.rounds = 7;
  EXPECT_EQ(rounds_in_game(s), 7);
}

TEST(RuleErrors, CodesAreSnakeCaseAndReuseNymjWords) {
  EXPECT_EQ(code(RuleError::not_your_turn), "not_your_turn");
  EXPECT_EQ(code(RuleError::card_not_held), "card_not_held");
  EXPECT_EQ(code(RuleError::joker_cannot_be_claimed), "joker_cannot_be_claimed");
  EXPECT_EQ(code(RuleError::pesky_pair), "pesky_pair");
  for (int e = 0; e <= static_cast<int>(RuleError::set_owner_finished); ++e) {
    const auto c = code(RuleError(e));
    EXPECT_NE(c, "unknown");
    EXPECT_EQ(c.find_first_not_of("abcdefghijklmnopqrstuvwxyz_"), std::string_view::npos) << c;
    EXPECT_EQ(describe(RuleError(e)).back(), '.');
  }
}

}  // namespace
}  // namespace jongtable::gimme
