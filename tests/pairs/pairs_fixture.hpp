#pragma once
// Test helpers: tables dealt from face codes by the scenario builder and driven intent by
// intent.

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "jongtable/pairs/apply.hpp"
#include "jongtable/pairs/scenario.hpp"
#include "jongtable/pairs/view.hpp"

namespace jongtable::pairs::testing {

inline Seat seat(int s) {
  return Seat(static_cast<std::uint8_t>(s));
}

inline Face face(const std::string& code) {
  const auto f = face_from_code(code);
  if (!f) ADD_FAILURE() << "no face " << code;
  return f.value_or(Face{});
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
    if (const auto* body = std::get_if<T>(&e.body)) return body;
  }
  return nullptr;
}
inline const kernel::StartTimer* started(const Outcome& out, kernel::TimerKind kind) {
  for (const auto& effect : out.effects) {
    if (const auto* start = std::get_if<kernel::StartTimer>(&effect);
        start && start->kind == kind) {
      return start;
    }
  }
  return nullptr;
}

class PairsTest : public ::testing::Test {
 protected:
  // Deals `hands` (one string of face codes per seat) with `pile_top` drawn first, and
  // starts the game: `dealer` is to draw.
  Outcome start(int dealer, std::vector<std::string> hands, const std::string& pile_top,
                bool pile_exact = false) {
    Scenario s;
    s.settings = settings;
    s.dealer = seat(dealer);
    s.hands = std::move(hands);
    s.pile_top = pile_top;
    s.pile_exact = pile_exact;
    auto made = create_scenario(s);
    // Throwing ends the test with a clear failure instead of playing on an empty table.
    if (!made.state) throw std::runtime_error("bad scenario: " + made.error);
    state = *made.state;
    return play(StartGame{});
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

  [[nodiscard]] const std::vector<CardId>& hand(int s) const { return state.players[s].hand; }
  // The first card of this face in seat `s`'s hand.
  [[nodiscard]] CardId held(int s, const std::string& code) const {
    const Face f = face(code);
    const auto it =
        std::find_if(hand(s).begin(), hand(s).end(), [&](CardId c) { return face_of(c) == f; });
    if (it == hand(s).end()) ADD_FAILURE() << "seat " << s << " holds no " << code;
    return it == hand(s).end() ? CardId{} : *it;
  }
  // Seat `s` draws and discards a card of face `code`.
  Outcome draw_and_discard(int s, const std::string& code) {
    play(Draw{seat(s)});
    return play(Discard{seat(s), held(s, code)});
  }

  Settings settings;
  State state;
  Millis now = 1000;
};

}  // namespace jongtable::pairs::testing
