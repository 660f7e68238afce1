// A name shown to the table cannot pass for another player, a seat or a bot.

#include "jongtable/protocol/display_name.hpp"

#include <gtest/gtest.h>

#include <string>

namespace jongtable::protocol {
namespace {

TEST(DisplayName, OrdinaryNamesInAnyScriptAreFine) {
  for (const std::string name : {"Ann", "José", "Zoë B.", "李明", "Αλέξης", "محمد", "Bob the 2nd",
                                 "Seatbelt", "Bots4ever", "🀄 fan"}) {
    EXPECT_EQ(display_name_problem(name), std::nullopt) << name;
  }
}

TEST(DisplayName, TextDirectionControlsAreRefused) {
  // "Ann" + RIGHT-TO-LEFT OVERRIDE + "reversed", and the isolates and marks.
  for (const std::string name :
       {"Ann\u202Edesrever", "\u2067Ben\u2069", "Cat\u200F", "\u061CDan", "E\u202Ad"}) {
    EXPECT_NE(display_name_problem(name), std::nullopt) << name;
  }
}

TEST(DisplayName, InvisibleCharactersAreRefused) {
  // Two names that would look the same as "Ann" at the table.
  for (const std::string name : {"An\u200Bn", "Ann\uFEFF", "A\u2060nn", "Ann\u00AD", "\u3164",
                                 "Ann\U000E0041", "A\uFE0Fnn"}) {
    EXPECT_NE(display_name_problem(name), std::nullopt) << name;
  }
}

TEST(DisplayName, ANameOfSpacesAloneIsRefused) {
  // Ideographic, no-break, em, thin and plain spaces: each shows nothing at the table.
  for (const std::string name : {"\u3000", "\u3000\u3000", "\u00A0", "\u2003 \u2009", "   "}) {
    EXPECT_NE(display_name_problem(name), std::nullopt) << name;
  }
  EXPECT_EQ(display_name_problem("Ann\u3000Lee"), std::nullopt);
}

TEST(DisplayName, ControlCharactersAndBrokenUtf8AreRefused) {
  EXPECT_NE(display_name_problem(std::string("A\x01n", 3)), std::nullopt);
  EXPECT_NE(display_name_problem("A\u0085n"), std::nullopt);      // C1 next line
  EXPECT_NE(display_name_problem("\xC3"), std::nullopt);          // cut short
  EXPECT_NE(display_name_problem("\xC0\xAF"), std::nullopt);      // overlong
  EXPECT_NE(display_name_problem("\xED\xA0\x80"), std::nullopt);  // a surrogate
  EXPECT_NE(display_name_problem(""), std::nullopt);
}

TEST(DisplayName, TheTablesOwnWordsForSeatsAndBotsAreRefused) {
  for (const std::string name : {"Seat 2", "seat2", "BOT 3", "Bot 12", "seat   1"}) {
    const auto problem = display_name_problem(name);
    ASSERT_NE(problem, std::nullopt) << name;
    EXPECT_NE(problem->find("seat or a bot"), std::string::npos) << *problem;
  }
}

}  // namespace
}  // namespace jongtable::protocol
