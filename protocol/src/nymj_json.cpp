#include "jongtable/protocol/nymj_json.hpp"

#include <algorithm>

#include "overloaded.hpp"

namespace jongtable::protocol {
namespace {

using nlohmann::json;
using namespace jongtable::nymj;

json cards_json(const std::vector<CardId>& cards) {
  json list = json::array();
  for (const CardId card : cards) list.push_back(card_json(card));
  return list;
}

json set_json(const ExposedSet& set) {
  json list = json::array();
  for (const CardId card : set.cards) list.push_back(card_json(card));
  return list;
}

json sets_json(const std::vector<ExposedSet>& sets) {
  json list = json::array();
  for (const auto& set : sets) list.push_back(set_json(set));
  return list;
}

json seats_json(SeatSet seats) {
  json list = json::array();
  for (int s = 0; s < kMaxPlayers; ++s) {
    if (seats.contains(Seat(s))) list.push_back(s);
  }
  return list;
}

// Milliseconds left until `at`; never negative.
std::int64_t remaining(Millis at, Millis now) {
  return std::max<Millis>(0, at - now);
}

json window_json(const ClaimWindowView& window, Millis now) {
  json called = json::array();
  for (const Seat seat : window.called) called.push_back(index(seat));
  return {{"id", window.id},
          {"discarder", index(window.discarder)},
          {"card", card_json(window.card)},
          {"closes_in_ms", remaining(window.closes_at, now)},
          {"called", called},
          {"answered", window.answered}};
}

json legal_json(const LegalActions& legal) {
  json options = json::array();
  for (const auto& [first, second] : legal.expose_options) {
    options.push_back(json::array({card_json(first), card_json(second)}));
  }
  return {{"discard", legal.discard},
          {"declare_win", legal.declare_win},
          {"steal", legal.steal},
          {"pass", legal.pass},
          {"expose_options", options}};
}

}  // namespace

json card_json(CardId card) {
  return {{"id", index(card)}, {"face", std::string(face_code(face_of(card)))}};
}

json optional_card_json(const std::optional<CardId>& card) {
  return card ? card_json(*card) : json(nullptr);
}

json settings_json(const Settings& s) {
  return {{"seats", s.seats},
          {"starting_tokens", s.starting_tokens},
          {"claim_window_ms", s.claim_window},
          {"lag_bound_ms", s.lag_bound},
          {"claim_margin_ms", s.claim_margin},
          {"turn_clock_ms", s.turn_clock},
          {"between_rounds_ms", s.between_rounds},
          {"turn_cap", s.turn_cap},
          {"rounds", s.rounds}};
}

std::string_view phase_code(Phase phase) {
  switch (phase) {
    case Phase::not_started:
      return "not_started";
    case Phase::awaiting_discard:
      return "awaiting_discard";
    case Phase::claim_window:
      return "claim_window";
    case Phase::awaiting_exposure:
      return "awaiting_exposure";
    case Phase::round_over:
      return "round_over";
    case Phase::game_over:
      return "game_over";
  }
  return "not_started";
}

std::string_view claim_kind_code(ReportedClaim kind) {
  switch (kind) {
    case ReportedClaim::wins:
      return "wins";
    case ReportedClaim::set:
      return "set";
    case ReportedClaim::beaten:
      return "beaten";
    case ReportedClaim::mistaken:
      return "mistaken";
  }
  return "mistaken";
}

std::string_view lost_on_code(LostOn lost_on) {
  switch (lost_on) {
    case LostOn::none:
      return {};
    case LostOn::winning_claim:
      return "winning_claim";
    case LostOn::time:
      return "time";
    case LostOn::seat_order:
      return "seat_order";
  }
  return {};
}

json round_result_json(const RoundResult& r, int seats) {
  json hands = json::array();
  json change = json::array();
  json after = json::array();
  for (int s = 0; s < seats; ++s) {
    hands.push_back({{"concealed", cards_json(r.concealed[static_cast<std::size_t>(s)])},
                     {"exposed", sets_json(r.exposed[static_cast<std::size_t>(s)])}});
    change.push_back(r.token_change[static_cast<std::size_t>(s)]);
    after.push_back(r.tokens_after[static_cast<std::size_t>(s)]);
  }
  return {{"round", r.round},
          {"tiebreaker", r.tiebreaker},
          {"void", r.void_round},
          {"winner", r.winner ? json(index(*r.winner)) : json(nullptr)},
          {"method", r.method == WinMethod::drawing ? "drawing" : "stealing"},
          {"dealt_in", seats_json(r.dealt_in)},
          {"token_change", change},
          {"tokens_after", after},
          {"hands", hands}};
}

json game_result_json(const GameResult& r) {
  json standings = json::array();
  for (const Seat seat : r.standings) standings.push_back(index(seat));
  json result = {{"winner", index(r.winner)}, {"standings", standings}};
  // Only on a shared win, so every other game's record reads as it always has.
  if (!r.shared_by.empty()) {
    json winners = json::array();
    for (const Seat seat : r.shared_by) winners.push_back(index(seat));
    result["winners"] = std::move(winners);
  }
  return result;
}

json view_json(const TableView& view, Millis now) {
  json seats = json::array();
  for (const auto& s : view.seats) {
    seats.push_back({{"seat", index(s.seat)},
                     {"tokens", s.tokens},
                     {"concealed_count", s.concealed_count},
                     {"exposed", sets_json(s.exposed)},
                     {"pending_skips", s.pending_skips},
                     {"dealt_in", s.dealt_in}});
  }
  json history = json::array();
  for (const auto& r : view.history) history.push_back(round_result_json(r, view.settings.seats));
  return {
      {"viewer", view.viewer ? json(index(*view.viewer)) : json(nullptr)},
      {"phase", std::string(phase_code(view.phase))},
      {"round", view.round},
      {"max_rounds", view.max_rounds},
      {"tiebreaker", view.tiebreaker},
      {"ma", index(view.ma)},
      {"current", index(view.current)},
      {"decision", view.decision},
      {"turn_in_ms",
       view.decision_deadline == 0 ? json(nullptr) : json(remaining(view.decision_deadline, now))},
      {"draw_pile", view.draw_pile_count},
      {"draws_this_round", view.draws_this_round},
      {"settings", settings_json(view.settings)},
      {"seats", seats},
      {"hand", cards_json(view.hand)},
      {"just_drawn", optional_card_json(view.just_drawn)},
      {"stolen_card", optional_card_json(view.stolen_card)},
      {"discard_pile", cards_json(view.discard_pile)},
      {"window", view.window ? window_json(*view.window, now) : json(nullptr)},
      {"legal", legal_json(view.legal)},
      {"history", history},
      {"result", view.result ? game_result_json(*view.result) : json(nullptr)}};
}

json event_json(const EventBody& event, Millis now, int seats) {
  return std::visit(
      Overloaded{
          [](const GameStarted& e) -> json {
            return {{"type", "game_started"}, {"first_ma", index(e.first_ma)}};
          },
          [](const RoundStarted& e) -> json {
            return {{"type", "round_started"},    {"round", e.round},
                    {"ma", index(e.ma)},          {"dealt_in", seats_json(e.dealt_in)},
                    {"tiebreaker", e.tiebreaker}, {"draw_pile", e.draw_pile}};
          },
          [](const HandDealt& e) -> json {
            return {
                {"type", "hand_dealt"}, {"seat", index(e.seat)}, {"cards", cards_json(e.cards)}};
          },
          [](const CardDrawn& e) -> json {
            return {{"type", "card_drawn"},
                    {"seat", index(e.seat)},
                    {"card", optional_card_json(e.card)},
                    {"draw_pile", e.draw_pile}};
          },
          [](const DrawPileReshuffled& e) -> json {
            return {{"type", "draw_pile_reshuffled"}, {"cards", e.cards}};
          },
          [now](const CardDiscarded& e) -> json {
            return {{"type", "card_discarded"},
                    {"seat", index(e.seat)},
                    {"card", card_json(e.card)},
                    {"window", e.window},
                    {"closes_in_ms", remaining(e.closes_at, now)},
                    {"by_turn_clock", e.by_turn_clock}};
          },
          [](const ClaimPassed& e) -> json {
            return {{"type", "claim_passed"}, {"seat", index(e.seat)}, {"window", e.window}};
          },
          [](const StealCalled& e) -> json {
            return {{"type", "steal_called"}, {"seat", index(e.seat)}, {"window", e.window}};
          },
          [](const MistakenSteal& e) -> json {
            return {{"type", "mistaken_steal"},
                    {"seat", index(e.seat)},
                    {"pending_skips", e.pending_skips}};
          },
          [](const ClaimWindowClosed& e) -> json {
            json claims = json::array();
            for (const ClaimReport& claim : e.claims) {
              claims.push_back({{"seat", index(claim.seat)},
                                {"kind", claim_kind_code(claim.kind)},
                                {"lost_on", lost_on_code(claim.lost_on).empty()
                                                ? json(nullptr)
                                                : json(lost_on_code(claim.lost_on))},
                                {"after_ms", claim.after}});
            }
            return {{"type", "claim_window_closed"},
                    {"window", e.window},
                    {"awarded_to", e.awarded_to ? json(index(*e.awarded_to)) : json(nullptr)},
                    {"claims", claims}};
          },
          [](const CardStolen& e) -> json {
            return {{"type", "card_stolen"},
                    {"seat", index(e.seat)},
                    {"from", index(e.from)},
                    {"card", card_json(e.card)},
                    {"wins", e.wins}};
          },
          [](const SetExposed& e) -> json {
            return {{"type", "set_exposed"},
                    {"seat", index(e.seat)},
                    {"set", set_json(e.set)},
                    {"by_turn_clock", e.by_turn_clock}};
          },
          [](const TurnSkipped& e) -> json {
            return {{"type", "turn_skipped"},
                    {"seat", index(e.seat)},
                    {"pending_skips", e.pending_skips}};
          },
          [now](const TurnStarted& e) -> json {
            return {
                {"type", "turn_started"},
                {"seat", index(e.seat)},
                {"decision", e.decision},
                {"turn_in_ms", e.deadline == 0 ? json(nullptr) : json(remaining(e.deadline, now))}};
          },
          [seats](const RoundEnded& e) -> json {
            return {{"type", "round_ended"}, {"result", round_result_json(*e.result, seats)}};
          },
          [](const TiebreakerCalled& e) -> json {
            return {{"type", "tiebreaker_called"}, {"players", seats_json(e.players)}};
          },
          [](const GameEnded& e) -> json {
            return {{"type", "game_ended"}, {"result", game_result_json(e.result)}};
          },
      },
      event);
}

}  // namespace jongtable::protocol
