#include "jongtable/protocol/pairs_json.hpp"

#include <span>

#include "game_json.hpp"
#include "overloaded.hpp"

namespace jongtable::protocol::pairs_json {

using nlohmann::json;
using namespace jongtable::pairs;

namespace {

using game_json::remaining;
using game_json::seat_or_null;
using game_json::turn_in_ms;
using game_json::window_answer;

json cards(std::span<const CardId> list) {
  return game_json::card_list(list, card);
}

json points_json(const std::array<int, kMaxSeats>& points, int seats) {
  json out = json::array();
  for (int s = 0; s < seats; ++s) out.push_back(points[static_cast<std::size_t>(s)]);
  return out;
}

json legal_json(const LegalActions& legal) {
  return {{"draw", legal.draw},
          {"discard", cards(legal.discard)},
          {"declare_win", legal.declare_win},
          {"claim", legal.claim},
          {"pass", legal.pass}};
}

}  // namespace

json card(CardId c) {
  return {{"id", index(c)}, {"face", std::string(face_code(face_of(c)))}};
}

json settings(const Settings& s) {
  return {{"seats", s.seats},
          {"rounds", s.rounds},
          {"claim_window_ms", s.claim_window},
          {"turn_clock_ms", s.turn_clock},
          {"between_rounds_ms", s.between_rounds}};
}

json catalogue() {
  json faces = json::array();
  for (const auto& entry : pairs::catalogue()) {
    faces.push_back({{"face", std::string(entry.code)},
                     {"name", std::string(entry.name)},
                     {"suit", std::string(colour_code(colour_of(entry.face)))},
                     {"rank", number_of(entry.face)},
                     {"copies", kCopies}});
  }
  return faces;
}

std::string_view phase_code(Phase phase) {
  switch (phase) {
    case Phase::not_started:
      return "not_started";
    case Phase::drawing:
      return "awaiting_draw";
    case Phase::discarding:
      return "awaiting_discard";
    case Phase::claim_window:
      return "claim_window";
    case Phase::round_over:
      return "round_over";
    case Phase::game_over:
      break;
  }
  return "game_over";
}

json round_result(const RoundResult& r, int seats) {
  return {{"round", r.round},
          {"dealer", index(r.dealer)},
          {"winner", seat_or_null(r.winner)},
          {"claimed_from", seat_or_null(r.claimed_from)},
          {"winning_hand", cards(r.winning_hand)},
          {"points", points_json(r.points_after, seats)}};
}

json game_result(const GameResult& r, int seats) {
  json standings = json::array();
  for (const auto s : r.standings) standings.push_back(index(s));
  return {{"standings", std::move(standings)},
          {"winners", game_json::seat_list(r.winners, seats)},
          {"points", points_json(r.points, seats)}};
}

json view(const View& v, kernel::Millis now) {
  const int seats = v.settings.seats;
  json seat_list = json::array();
  for (const auto& s : v.seats) {
    seat_list.push_back(
        {{"seat", index(s.seat)}, {"points", s.points}, {"hand_count", s.hand_count}});
  }
  json history = json::array();
  for (const auto& r : v.history) history.push_back(round_result(r, seats));
  json window = nullptr;
  if (v.window) {
    window = {{"id", v.window->id},
              {"discarder", index(v.window->discarder)},
              {"card", card(v.window->card)},
              {"closes_in_ms", remaining(v.window->closes_at, now)},
              {"called", game_json::seat_list(v.window->called, seats)},
              {"answered", v.window->answered}};
  }
  return {{"viewer", seat_or_null(v.viewer)},
          {"phase", std::string(phase_code(v.phase))},
          {"round", v.round},
          {"rounds", v.rounds},
          {"dealer", index(v.dealer)},
          {"current", index(v.current)},
          {"decision", v.decision},
          {"turn_in_ms", turn_in_ms(v.decision_deadline, now)},
          {"pile", v.pile_count},
          {"settings", settings(v.settings)},
          {"seats", std::move(seat_list)},
          {"hand", cards(v.hand)},
          {"discards", cards(v.discards)},
          {"window", std::move(window)},
          {"winner", seat_or_null(v.winner)},
          {"winning_hand", cards(v.winning_hand)},
          {"legal", legal_json(v.legal)},
          {"history", std::move(history)},
          {"result", v.result ? game_result(*v.result, seats) : json(nullptr)}};
}

json event(const EventBody& body, kernel::Millis now, int seats) {
  return std::visit(
      Overloaded{
          [](const GameStarted& e) -> json {
            return {{"type", "game_started"}, {"dealer", index(e.dealer)}, {"rounds", e.rounds}};
          },
          [](const RoundStarted& e) -> json {
            return {{"type", "round_started"},
                    {"round", e.round},
                    {"dealer", index(e.dealer)},
                    {"pile", e.pile}};
          },
          [](const HandDealt& e) -> json {
            return {{"type", "hand_dealt"}, {"seat", index(e.seat)}, {"cards", cards(e.cards)}};
          },
          [now](const TurnStarted& e) -> json {
            return {{"type", "turn_started"},
                    {"seat", index(e.seat)},
                    {"decision", e.decision},
                    {"turn_in_ms", turn_in_ms(e.deadline, now)}};
          },
          [](const CardDrawn& e) -> json {
            return {{"type", "card_drawn"},
                    {"seat", index(e.seat)},
                    {"card", e.card ? card(*e.card) : json(nullptr)},
                    {"pile", e.pile},
                    {"by_turn_clock", e.by_turn_clock}};
          },
          [now](const CardDiscarded& e) -> json {
            return game_json::card_discarded(e.seat, card(e.card), e.window, e.closes_at, now,
                                             e.by_turn_clock);
          },
          [](const ClaimMade& e) -> json {
            return window_answer("claim_called", e.seat, e.window);
          },
          [](const ClaimPassed& e) -> json {
            return window_answer("claim_passed", e.seat, e.window);
          },
          [](const WindowClosed& e) -> json {
            return game_json::window_closed(e.window, e.awarded_to);
          },
          [](const WinDeclared& e) -> json {
            return {{"type", "win_declared"},
                    {"seat", index(e.seat)},
                    {"hand", cards(e.hand)},
                    {"claimed_from", seat_or_null(e.claimed_from)}};
          },
          [seats](const RoundEnded& e) -> json {
            return {{"type", "round_ended"}, {"result", round_result(*e.result, seats)}};
          },
          [seats](const GameEnded& e) -> json {
            return {{"type", "game_ended"}, {"result", game_result(e.result, seats)}};
          },
      },
      body);
}

}  // namespace jongtable::protocol::pairs_json
