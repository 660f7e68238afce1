#pragma once
// Test helpers: hands written as face codes, and a table driven intent by intent.

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "jongtable/nymj/apply.hpp"
#include "jongtable/nymj/scenario.hpp"
#include "jongtable/nymj/view.hpp"

namespace jongtable::nymj::testing {

// "R1 R2 R3 spring" -> faces.
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

inline FaceCounts counts(const std::string& codes) {
  FaceCounts c{};
  for (Face f : faces(codes)) ++c[index(f)];
  return c;
}

inline Seat seat(int s) {
  return Seat(static_cast<std::uint8_t>(s));
}

// Settings that keep every timer the tests rely on explicit.
inline Settings test_settings(int seats = 4) {
  Settings s;
  s.seats = seats;
  s.claim_window = 2500;
  s.lag_bound = 150;
  s.claim_margin = 50;
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

class TableTest : public ::testing::Test {
 protected:
  // Seats the given hands (Ma's first in Ma's seat) and starts the game.
  void start(const Scenario& scenario) {
    auto made = create_scenario(scenario);
    // Throwing ends the test with a clear failure instead of playing on an empty table.
    if (!made.table) throw std::runtime_error("bad scenario: " + made.error);
    table = *made.table;
    play(StartGame{});
  }

  Scenario scenario(int seats, int ma, std::vector<std::string> hands, std::string draws = "") {
    Scenario s;
    s.settings = test_settings(seats);
    s.ma = seat(ma);
    for (auto& h : hands) s.hands.push_back(faces(h));
    s.draw_pile_top = faces(draws);
    return s;
  }

  // Applies an intent that must be accepted.
  Outcome play(const Intent& intent) {
    auto out = apply(table, intent, now);
    EXPECT_TRUE(out.ok()) << "refused: " << code(*out.error);
    return out;
  }
  // Applies an intent that must be refused with `error`, and checks nothing changed.
  void refuse(const Intent& intent, RuleError error) {
    const Table before = table;
    auto out = apply(table, intent, now);
    ASSERT_FALSE(out.ok());
    EXPECT_EQ(*out.error, error) << code(*out.error);
    EXPECT_TRUE(out.events.empty());
    EXPECT_TRUE(table == before);
  }

  // The lowest-numbered card of `face` in a seat's hand.
  CardId card(int s, const std::string& code) {
    const Face face = *face_from_code(code);
    auto hand = table.players[s].concealed;
    std::sort(hand.begin(), hand.end());
    for (CardId c : hand) {
      if (face_of(c) == face) return c;
    }
    ADD_FAILURE() << "seat " << s << " holds no " << code;
    return CardId{};
  }

  Outcome discard(int s, const std::string& code) { return play(Discard{seat(s), card(s, code)}); }
  Outcome steal(int s, Millis latency = 0) {
    return play(Steal{seat(s), table.window.id, latency});
  }
  Outcome pass(int s) { return play(Pass{seat(s), table.window.id}); }
  Outcome close_window() { return play(ClaimWindowExpired{table.window.id}); }
  // Everyone but the discarder passes: the window closes at once.
  Outcome all_pass() {
    Outcome last;
    for (int s = 0; s < static_cast<int>(table.players.size()); ++s) {
      if (seat(s) != table.window.discarder && !table.window.responded.contains(seat(s)) &&
          table.phase == Phase::claim_window) {
        last = pass(s);
      }
    }
    return last;
  }

  Table table;
  Millis now = 1000;
};

}  // namespace jongtable::nymj::testing
