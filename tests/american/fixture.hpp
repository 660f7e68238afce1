#pragma once
// Test helpers: hands written as face codes, and a table driven intent by intent.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "jongtable/american/apply.hpp"
#include "jongtable/american/scenario.hpp"
#include "jongtable/american/view.hpp"

namespace jongtable::american::testing {

inline Seat seat(int s) {
  return Seat(static_cast<std::uint8_t>(s));
}

inline Face face(const std::string& code) {
  const auto f = face_from_code(code);
  if (!f) ADD_FAILURE() << "no face " << code;
  return f.value_or(Face{0});
}

// Concealed cards as face counts.
inline Holding holding(const std::string& codes) {
  Holding h;
  for (Face f : faces_from_codes(codes).value_or(std::vector<Face>{})) {
    ++h.concealed[static_cast<std::size_t>(index(f))];
  }
  return h;
}

inline const Card& shipped(HandsChoice hands = HandsChoice::advanced) {
  static const Card advanced = std::get<Card>(parse_card(shipped_card_text(), "advanced"));
  static const Card beginner = std::get<Card>(parse_card(shipped_card_text(), "beginner"));
  return hands == HandsChoice::advanced ? advanced : beginner;
}

inline std::string hand_name(const Card& card, const std::optional<HandMatch>& m) {
  return m ? card.hands[static_cast<std::size_t>(m->hand)].name : std::string("(none)");
}

inline Settings test_settings(int seats = 4) {
  Settings s;
  s.seats = seats;
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

// Thirteen cards no hand of the shipped card is near.
inline const std::string kFillerA = "C1 C3 C5 C7 C9 D2 D4 D6 D8 B1 B3 B5 N";
inline const std::string kFillerB = "C2 C4 C6 C8 D1 D3 D5 D7 D9 B2 B4 B6 E";
inline const std::string kFillerC = "C1 C3 C5 C7 C9 D2 D4 D6 D8 B7 B9 B8 S";

inline State make(const Scenario& scenario) {
  auto built = build(scenario);
  if (auto* error = std::get_if<std::string>(&built)) {
    ADD_FAILURE() << "scenario: " << *error;
    return create_table(scenario.settings, 1);
  }
  return std::get<State>(std::move(built));
}

// A card of `seat` showing `code` (the first held).
inline CardId held(const State& state, int s, const std::string& code) {
  for (CardId c : state.players[static_cast<std::size_t>(s)].concealed) {
    if (face_of(c) == face(code)) return c;
  }
  ADD_FAILURE() << "seat " << s << " holds no " << code;
  return CardId{0};
}

inline std::vector<CardId> held_n(const State& state, int s, const std::string& code, int n) {
  std::vector<CardId> out;
  for (CardId c : state.players[static_cast<std::size_t>(s)].concealed) {
    if (face_of(c) == face(code) && static_cast<int>(out.size()) < n) out.push_back(c);
  }
  if (static_cast<int>(out.size()) != n) ADD_FAILURE() << "seat " << s << " lacks " << code;
  return out;
}

}  // namespace jongtable::american::testing
