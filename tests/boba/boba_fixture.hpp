#pragma once
// Test helpers: cards written as face codes, tables laid out by hand and driven intent by
// intent.

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "jongtable/boba/apply.hpp"
#include "jongtable/boba/scenario.hpp"
#include "jongtable/boba/view.hpp"

namespace jongtable::boba::testing {

// "taro3 matcha0 pearls" -> faces.
inline std::vector<Face> faces(const std::string& codes) {
  std::vector<Face> out;
  std::istringstream in(codes);
  std::string code;
  while (in >> code) {
    auto face = face_from_code(code);
    if (!face) ADD_FAILURE() << "no face " << code;
    out.push_back(face.value_or(Face{0}));
  }
  return out;
}

// "taro3 pearls pearls" -> cards (a topping's copies in turn).
inline std::vector<CardId> cards(const std::string& codes) {
  std::vector<CardId> out;
  std::array<int, kToppings> copies{};
  for (Face face : faces(codes)) {
    if (index(face) < kNumberCards) {
      out.push_back(CardId(static_cast<std::uint8_t>(index(face))));
    } else {
      const auto topping = static_cast<Topping>(index(face) - kNumberCards);
      out.push_back(topping_card(topping, copies[index(topping)]++ % kToppingCopies));
    }
  }
  return out;
}

inline CardId card(const std::string& code) {
  return cards(code).front();
}

inline Seat seat(int s) {
  return Seat(static_cast<std::uint8_t>(s));
}

template <typename T>
int count_events(const Outcome& out) {
  return static_cast<int>(std::count_if(out.events.begin(), out.events.end(), [](const Event& e) {
    return std::holds_alternative<T>(e.body);
  }));
}
template <typename T>
const T* find_event(const Outcome& out) {
  for (const auto& e : out.events) {
    if (auto* body = std::get_if<T>(&e.body)) return body;
  }
  return nullptr;
}

struct Layout {
  int first = 0;
  std::string hand0;
  std::string hand1;
  std::string pile0;
  std::string pile1;
  std::string pile2;
  std::string supply;  // drawn first to last
  bool supply_exact = false;
  std::string score0;
  std::string score1;
};

// A layout with every field named in order (a function, so leaving the score rows out
// raises no missing-initialiser warning).
inline Layout layout(int first, std::string hand0, std::string hand1, std::string pile0,
                     std::string pile1, std::string pile2, std::string supply,
                     bool supply_exact = false, std::string score0 = "", std::string score1 = "") {
  Layout l;
  l.first = first;
  l.hand0 = std::move(hand0);
  l.hand1 = std::move(hand1);
  l.pile0 = std::move(pile0);
  l.pile1 = std::move(pile1);
  l.pile2 = std::move(pile2);
  l.supply = std::move(supply);
  l.supply_exact = supply_exact;
  l.score0 = std::move(score0);
  l.score1 = std::move(score1);
  return l;
}

class BobaTest : public ::testing::Test {
 protected:
  // Lays the table out and starts the game; `first` is to play its draw step.
  void start(const Layout& layout) {
    Scenario s;
    s.settings = settings;
    s.first = seat(layout.first);
    s.hands = {faces(layout.hand0), faces(layout.hand1)};
    s.score_cards = {faces(layout.score0), faces(layout.score1)};
    s.piles = {faces(layout.pile0), faces(layout.pile1), faces(layout.pile2)};
    s.supply = faces(layout.supply);
    s.supply_exact = layout.supply_exact;
    auto made = create_scenario(s);
    // Throwing ends the test with a clear failure instead of playing on an empty table.
    if (!made.state) throw std::runtime_error("bad scenario: " + made.error);
    state = *made.state;
    play(StartGame{});
  }

  // Applies an intent that must be accepted.
  Outcome play(const Intent& intent) {
    auto out = apply(state, intent, now);
    EXPECT_TRUE(out.ok()) << "refused: " << code(*out.error);
    return out;
  }
  // Applies an intent that must be refused with `error`, and checks nothing changed.
  void refuse(const Intent& intent, RuleError error) {
    const State before = state;
    auto out = apply(state, intent, now);
    ASSERT_FALSE(out.ok());
    EXPECT_EQ(*out.error, error) << code(*out.error);
    EXPECT_TRUE(out.events.empty());
    EXPECT_TRUE(state == before);
  }

  // A set of hand cards (codes), keeping `keep`, the other two to the piles given.
  static MakeSet set_of(int s, const std::string& hand_cards, std::optional<int> pile,
                        const std::string& keep, const std::string& other0, int pile0,
                        const std::string& other1, int pile1) {
    return MakeSet{seat(s),
                   cards(hand_cards),
                   pile,
                   card(keep),
                   {Placement{card(other0), pile0}, Placement{card(other1), pile1}}};
  }

  [[nodiscard]] const std::vector<CardId>& hand(int s) const { return state.players[s].hand; }
  [[nodiscard]] bool holds(int s, const std::string& code) const {
    const CardId c = card(code);
    return std::find(hand(s).begin(), hand(s).end(), c) != hand(s).end();
  }
  [[nodiscard]] std::vector<CardId> pile(int p) const { return state.piles[p]; }

  Settings settings;
  State state;
  Millis now = 1000;
};

}  // namespace jongtable::boba::testing
