#pragma once
// Test helpers: hands written as face codes, and a table driven intent by intent.

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "jongtable/gimme/apply.hpp"
#include "jongtable/gimme/scenario.hpp"
#include "jongtable/gimme/view.hpp"

namespace jongtable::gimme::testing {

inline Seat seat(int s) {
  return Seat(static_cast<std::uint8_t>(s));
}

inline Face face(const std::string& code) {
  const auto f = face_from_code(code);
  if (!f) ADD_FAILURE() << "no face " << code;
  return f.value_or(Face{0});
}

inline FaceCounts counts(const std::string& codes) {
  FaceCounts c{};
  for (Face f : faces_from_codes(codes).value_or(std::vector<Face>{})) ++c[index(f)];
  return c;
}

// Settings that keep every timer the tests rely on explicit.
inline Settings test_settings(int seats = 4) {
  Settings s;
  s.seats = seats;
  s.gimme_window = 2500;
  s.turn_clock = 30000;
  s.between_rounds = 1000;
  return s;
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

// Thirteen tiles nobody can do much with, for seats a test does not care about.
inline const std::string kFillerA = "D1 D3 D5 D7 D9 C2 C4 C6 C8 B1 B3 B5 B7";
inline const std::string kFillerB = "D2 D4 D6 D8 C1 C3 C5 C7 C9 B2 B4 B6 B8";
inline const std::string kFillerC = "D1 D3 D5 D7 D9 C2 C4 C6 C8 B2 B4 B6 B8";

class GimmeTest : public ::testing::Test {
 protected:
  Scenario scenario(std::vector<std::string> hands, std::string pool_top = "", int first = 0) {
    Scenario s;
    s.settings = test_settings(static_cast<int>(hands.size()));
    s.first_player = seat(first);
    s.hands = std::move(hands);
    s.pool_top = std::move(pool_top);
    return s;
  }

  // Seats the given hands and starts the game: the first player has drawn.
  Outcome start(const Scenario& s) {
    auto made = create_scenario(s);
    // Throwing ends the test with a clear failure instead of playing on an empty table.
    if (!made.state) throw std::runtime_error("bad scenario: " + made.error);
    state = *made.state;
    return play(StartGame{});
  }

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
    EXPECT_TRUE(out.effects.empty());
    EXPECT_TRUE(state == before);
  }

  // The lowest-numbered tile of a face in a seat's hand.
  TileId tile(int s, const std::string& code) {
    const Face f = face(code);
    for (TileId t : state.players[s].concealed) {
      if (face_of(t) == f) return t;
    }
    ADD_FAILURE() << "seat " << s << " holds no " << code;
    return TileId{};
  }
  // Tiles of a seat's hand by code, each a different copy ("D5 J").
  std::vector<TileId> tiles(int s, const std::string& codes) {
    std::vector<TileId> out;
    for (Face f : faces_from_codes(codes).value_or(std::vector<Face>{})) {
      bool found = false;
      for (TileId t : state.players[s].concealed) {
        if (face_of(t) == f && std::find(out.begin(), out.end(), t) == out.end()) {
          out.push_back(t);
          found = true;
          break;
        }
      }
      if (!found) ADD_FAILURE() << "seat " << s << " holds too few " << face_code(f);
    }
    return out;
  }

  Outcome drop(int s, const std::string& code) { return play(Drop{seat(s), tile(s, code)}); }
  Outcome gimme(int s, const std::string& codes) {
    return play(Gimme{seat(s), state.window.id, tiles(s, codes)});
  }
  Outcome pass(int s) { return play(Pass{seat(s), state.window.id}); }
  Outcome expire_window() { return play(WindowExpired{state.window.id}); }
  // Every seat that may still answer passes: the window closes at once.
  Outcome all_pass() {
    Outcome last;
    for (int s = 0; s < state.settings.seats && state.phase == Phase::gimme_window; ++s) {
      if (seat(s) != state.window.discarder && !state.players[s].finished &&
          !state.window.answered.contains(seat(s))) {
        last = pass(s);
      }
    }
    return last;
  }
  int jokers_held(int s) {
    const auto& hand = state.players[s].concealed;
    return static_cast<int>(
        std::count_if(hand.begin(), hand.end(), [](TileId t) { return is_joker(t); }));
  }

  State state;
  Millis now = 1000;
};

}  // namespace jongtable::gimme::testing
