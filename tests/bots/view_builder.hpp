#pragma once
// Explicit TableViews for bot tests: a seat's hand by face codes, nothing else shown.

#include <initializer_list>
#include <stdexcept>
#include <string_view>

#include "jongtable/engine/view.hpp"

namespace jongtable::bots::fixtures {

// Hands out distinct physical cards by face code: the first "R1" is id 0, the next id 1.
class CardBox {
 public:
  engine::CardId take(std::string_view code) {
    const auto face = engine::face_from_code(code);
    if (!face) throw std::invalid_argument("unknown face code");
    const int f = engine::index(*face);
    if (used_[f] >= engine::kCopiesPerFace) throw std::invalid_argument("no copy left");
    return engine::CardId(static_cast<std::uint8_t>(f * engine::kCopiesPerFace + used_[f]++));
  }
  std::vector<engine::CardId> take(std::initializer_list<std::string_view> codes) {
    std::vector<engine::CardId> cards;
    for (auto code : codes) cards.push_back(take(code));
    return cards;
  }

 private:
  std::array<int, engine::kFaceCount> used_{};
};

// A four-seat view for seat 0 in round 1, phase and legal actions left to the test.
inline engine::TableView view_for_seat0(std::vector<engine::CardId> hand) {
  engine::TableView view;
  view.viewer = engine::Seat{0};
  view.round = 1;
  view.max_rounds = 8;
  view.decision = 7;
  view.draw_pile_count = 30;
  for (int s = 0; s < 4; ++s) {
    engine::SeatView seat;
    seat.seat = engine::Seat{static_cast<std::uint8_t>(s)};
    seat.tokens = 10;
    seat.concealed_count = 10;
    seat.dealt_in = true;
    view.seats.push_back(seat);
  }
  view.hand = std::move(hand);
  view.seats[0].concealed_count = static_cast<int>(view.hand.size());
  return view;
}

inline engine::TableView my_turn(std::vector<engine::CardId> hand) {
  engine::TableView view = view_for_seat0(std::move(hand));
  view.phase = engine::Phase::awaiting_discard;
  view.just_drawn = view.hand.back();
  view.legal.discard = true;
  return view;
}

// Seat 1 discarded `card` and the window is open to seat 0.
inline engine::TableView offered(std::vector<engine::CardId> hand, engine::CardId card) {
  engine::TableView view = view_for_seat0(std::move(hand));
  view.phase = engine::Phase::claim_window;
  view.current = engine::Seat{1};
  view.discard_pile.push_back(card);
  view.window = engine::ClaimWindowView{12, engine::Seat{1}, card, 0, 2500, {}, false};
  view.legal.steal = true;
  view.legal.pass = true;
  return view;
}

}  // namespace jongtable::bots::fixtures
