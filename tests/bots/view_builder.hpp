#pragma once
// Explicit TableViews for bot tests: a seat's hand by face codes, nothing else shown.

#include <initializer_list>
#include <stdexcept>
#include <string_view>

#include "jongtable/nymj/view.hpp"

namespace jongtable::bots::fixtures {

// Hands out distinct physical cards by face code: the first "R1" is id 0, the next id 1.
class CardBox {
 public:
  nymj::CardId take(std::string_view code) {
    const auto face = nymj::face_from_code(code);
    if (!face) throw std::invalid_argument("unknown face code");
    const int f = nymj::index(*face);
    if (used_[f] >= nymj::kCopiesPerFace) throw std::invalid_argument("no copy left");
    return nymj::CardId(static_cast<std::uint8_t>(f * nymj::kCopiesPerFace + used_[f]++));
  }
  std::vector<nymj::CardId> take(std::initializer_list<std::string_view> codes) {
    std::vector<nymj::CardId> cards;
    for (auto code : codes) cards.push_back(take(code));
    return cards;
  }

 private:
  std::array<int, nymj::kFaceCount> used_{};
};

// A four-seat view for seat 0 in round 1, phase and legal actions left to the test.
inline nymj::TableView view_for_seat0(std::vector<nymj::CardId> hand) {
  nymj::TableView view;
  view.viewer = kernel::Seat{0};
  view.round = 1;
  view.max_rounds = 8;
  view.decision = 7;
  view.draw_pile_count = 30;
  for (int s = 0; s < 4; ++s) {
    nymj::SeatView seat;
    seat.seat = kernel::Seat{static_cast<std::uint8_t>(s)};
    seat.tokens = 10;
    seat.concealed_count = 10;
    seat.dealt_in = true;
    view.seats.push_back(seat);
  }
  view.hand = std::move(hand);
  view.seats[0].concealed_count = static_cast<int>(view.hand.size());
  return view;
}

inline nymj::TableView my_turn(std::vector<nymj::CardId> hand) {
  nymj::TableView view = view_for_seat0(std::move(hand));
  view.phase = nymj::Phase::awaiting_discard;
  view.just_drawn = view.hand.back();
  view.legal.discard = true;
  return view;
}

// Seat 1 discarded `card` and the window is open to seat 0.
inline nymj::TableView offered(std::vector<nymj::CardId> hand, nymj::CardId card) {
  nymj::TableView view = view_for_seat0(std::move(hand));
  view.phase = nymj::Phase::claim_window;
  view.current = kernel::Seat{1};
  view.discard_pile.push_back(card);
  view.window = nymj::ClaimWindowView{12, kernel::Seat{1}, card, 0, 2500, {}, false};
  view.legal.steal = true;
  view.legal.pass = true;
  return view;
}

}  // namespace jongtable::bots::fixtures
