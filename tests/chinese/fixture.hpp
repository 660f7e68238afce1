#pragma once
// Test helpers: hands written as face codes, and a table driven intent by intent.

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "jongtable/chinese/apply.hpp"
#include "jongtable/chinese/scenario.hpp"
#include "jongtable/chinese/view.hpp"

namespace jongtable::chinese::testing {

inline Seat seat(int s) {
  return Seat(static_cast<std::uint8_t>(s));
}

inline Kind kind(const std::string& code) {
  const auto f = face_from_code(code);
  if (!f) ADD_FAILURE() << "no face " << code;
  return kind_of(first_card(f.value_or(Face{0})));
}

// Kind counts from codes ("C1 C1 RD").
inline KindCounts counts(const std::string& codes) {
  KindCounts c{};
  for (Face f : faces_from_codes(codes).value_or(std::vector<Face>{})) {
    ++c[static_cast<std::size_t>(index(kind_of(first_card(f))))];
  }
  return c;
}

inline Settings test_settings(int seats = 4) {
  Settings s;
  s.seats = seats;
  s.claim_window = 2500;
  s.turn_clock = 30000;
  s.between_hands = 1000;
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

// Thirteen cards with no pair, no run of three and no honour: nothing to call or score.
inline const std::string kJunkA = "C1 C4 C7 D2 D5 D8 B3 B6 B9 EW SW WW NW";
inline const std::string kJunkB = "C2 C5 C8 D3 D6 D9 B1 B4 B7 RD GD WD EW";
inline const std::string kJunkC = "C3 C6 C9 D1 D4 D7 B2 B5 B8 RD GD WD SW";
// Ten cards of the same kind, for six-player tables.
inline const std::string kJunk10A = "C1 C4 C7 D2 D5 D8 B3 B6 B9 EW";
inline const std::string kJunk10B = "C2 C5 C8 D3 D6 D9 B1 B4 B7 SW";
inline const std::string kJunk10C = "C3 C6 C9 D1 D4 D7 B2 B5 B8 WW";

class ChineseTest : public ::testing::Test {
 protected:
  static Scenario scenario(std::vector<std::string> hands, std::string wall_top = "",
                           int east = 0) {
    Scenario s;
    s.settings = test_settings(static_cast<int>(hands.size()));
    s.east = seat(east);
    s.hands = std::move(hands);
    s.wall_top = std::move(wall_top);
    return s;
  }

  // Seats the hands and starts the game: East is to discard.
  Outcome start(const Scenario& s) {
    auto made = create_scenario(s);
    if (!made.state) throw std::runtime_error("bad scenario: " + made.error);
    state = *made.state;
    return play(StartGame{});
  }

  Outcome play(const Intent& intent) {
    auto out = apply(state, intent, now);
    EXPECT_TRUE(out.ok()) << "refused: " << code(*out.error);
    return out;
  }
  void refuse(const Intent& intent, RuleError error) {
    const State before = state;
    auto out = apply(state, intent, now);
    ASSERT_FALSE(out.ok());
    EXPECT_EQ(*out.error, error) << code(*out.error);
    EXPECT_TRUE(out.events.empty());
    EXPECT_TRUE(out.effects.empty());
    EXPECT_TRUE(state == before);
  }

  CardId card(int s, const std::string& code) {
    const auto f = face_from_code(code);
    for (CardId c : state.players[s].concealed) {
      if (f && face_of(c) == *f) return c;
    }
    ADD_FAILURE() << "seat " << s << " holds no " << code;
    return CardId{};
  }
  std::vector<CardId> cards(int s, const std::string& codes) {
    std::vector<CardId> out;
    for (Face f : faces_from_codes(codes).value_or(std::vector<Face>{})) {
      bool found = false;
      for (CardId c : state.players[s].concealed) {
        if (face_of(c) == f && std::find(out.begin(), out.end(), c) == out.end()) {
          out.push_back(c);
          found = true;
          break;
        }
      }
      if (!found) ADD_FAILURE() << "seat " << s << " holds too few " << face_code(f);
    }
    return out;
  }

  Outcome discard(int s, const std::string& code) { return play(Discard{seat(s), card(s, code)}); }
  Call call_of(int s, GroupType type, const std::string& codes, bool mah_jongg = false) {
    return Call{seat(s), state.window.id, type, cards(s, codes), mah_jongg};
  }
  Outcome call(int s, GroupType type, const std::string& codes, bool mah_jongg = false) {
    return play(call_of(s, type, codes, mah_jongg));
  }
  Outcome pass(int s) { return play(Pass{seat(s), state.window.id}); }
  // Every seat still to answer passes: the window closes at once.
  Outcome all_pass() {
    Outcome last;
    for (int s = 0; s < state.settings.seats && state.phase == Phase::claim_window; ++s) {
      if (seat(s) != state.window.discarder && !state.window.answered.contains(seat(s))) {
        last = pass(s);
      }
    }
    return last;
  }
  const HandResult& last_hand() { return state.history.back(); }

  State state;
  Millis now = 1000;
};

}  // namespace jongtable::chinese::testing
