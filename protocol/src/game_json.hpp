#pragma once
// Pieces of a game's frames written alike in every game: seats, the time left on a
// server's timer, lists of cards, and the events of a discard's claim window. A game's
// <id>_json.cpp writes its own cards and the rest of its frames.

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>

#include "jongtable/kernel/millis.hpp"
#include "jongtable/kernel/seat.hpp"

namespace jongtable::protocol::game_json {

using nlohmann::json;

// Where no seat is meant (no winner yet, a window awarded to nobody): null.
inline json seat_or_null(const std::optional<kernel::Seat>& seat) {
  return seat ? json(kernel::index(*seat)) : json(nullptr);
}

// The seats of the set by number, lowest first, of a table of `count`.
inline json seat_list(kernel::SeatSet seats, int count) {
  json out = json::array();
  for (int s = 0; s < count; ++s) {
    if (seats.contains(kernel::Seat(s))) out.push_back(s);
  }
  return out;
}

// Clients get a timer as the time left, since their clocks are not the server's; one
// already due is 0.
inline kernel::Millis remaining(kernel::Millis at, kernel::Millis now) {
  return std::max<kernel::Millis>(0, at - now);
}

// A turn clock's deadline; null at a table without one (deadline 0).
inline json turn_in_ms(kernel::Millis deadline, kernel::Millis now) {
  return deadline == 0 ? json(nullptr) : json(remaining(deadline, now));
}

// A list of cards, each as the game writes one (`write_card`).
template <typename Card, typename WriteCard>
json card_list(std::span<const Card> cards, WriteCard write_card) {
  json out = json::array();
  for (const auto& card : cards) out.push_back(write_card(card));
  return out;
}

// A discard, open to the others' claims until `closes_at`.
inline json card_discarded(kernel::Seat seat, json card, std::uint32_t window,
                           kernel::Millis closes_at, kernel::Millis now, bool by_turn_clock) {
  return {{"type", "card_discarded"},
          {"seat", kernel::index(seat)},
          {"card", std::move(card)},
          {"window", window},
          {"closes_in_ms", remaining(closes_at, now)},
          {"by_turn_clock", by_turn_clock}};
}

// A seat's answer to the window: `type` is "claim_called" or "claim_passed".
inline json window_answer(const char* type, kernel::Seat seat, std::uint32_t window) {
  return {{"type", type}, {"seat", kernel::index(seat)}, {"window", window}};
}

inline json window_closed(std::uint32_t window, const std::optional<kernel::Seat>& awarded_to) {
  return {{"type", "claim_window_closed"},
          {"window", window},
          {"awarded_to", seat_or_null(awarded_to)}};
}

}  // namespace jongtable::protocol::game_json
