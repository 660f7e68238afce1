// Keys are written in sorted order in every object below: nlohmann's objects are
// std::maps, so that is the order protocol::to_text has always sent them in.
#include "jongtable/protocol/nymj_text.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "jongtable/protocol/nymj_json.hpp"
#include "overloaded.hpp"

namespace jongtable::protocol {
namespace {

using namespace jongtable::nymj;

template <class Cards>
void write_cards(JsonWriter& w, const Cards& cards) {
  w.begin_array();
  for (const CardId card : cards) write_card(w, card);
  w.end_array();
}

void write_optional_card(JsonWriter& w, const std::optional<CardId>& card) {
  if (card) {
    write_card(w, *card);
  } else {
    w.null();
  }
}

void write_sets(JsonWriter& w, const std::vector<ExposedSet>& sets) {
  w.begin_array();
  for (const auto& set : sets) write_cards(w, set.cards);
  w.end_array();
}

void write_seat_set(JsonWriter& w, SeatSet seats) {
  w.begin_array();
  for (int s = 0; s < kMaxPlayers; ++s) {
    if (seats.contains(Seat(s))) w.value(s);
  }
  w.end_array();
}

void write_optional_seat(JsonWriter& w, const std::optional<Seat>& seat) {
  if (seat) {
    w.value(index(*seat));
  } else {
    w.null();
  }
}

void write_claim_reports(JsonWriter& w, const std::vector<ClaimReport>& claims) {
  w.begin_array();
  for (const ClaimReport& claim : claims) {
    w.begin_object();
    w.field("after_ms", claim.after);
    w.field("kind", claim_kind_code(claim.kind));
    w.key("lost_on");
    if (const auto lost_on = lost_on_code(claim.lost_on); lost_on.empty()) {
      w.null();
    } else {
      w.value(lost_on);
    }
    w.field("seat", index(claim.seat));
    w.end_object();
  }
  w.end_array();
}

// Milliseconds left until `at`; never negative.
Millis remaining(Millis at, Millis now) {
  return std::max<Millis>(0, at - now);
}

// A deadline of 0 means no clock: null.
void write_time_left(JsonWriter& w, Millis deadline, Millis now) {
  if (deadline == 0) {
    w.null();
  } else {
    w.value(remaining(deadline, now));
  }
}

void write_window(JsonWriter& w, const ClaimWindowView& window, Millis now) {
  w.begin_object();
  w.field("answered", window.answered);
  w.key("called");
  w.begin_array();
  for (const Seat seat : window.called) w.value(index(seat));
  w.end_array();
  w.key("card");
  write_card(w, window.card);
  w.field("closes_in_ms", remaining(window.closes_at, now));
  w.field("discarder", index(window.discarder));
  w.field("id", window.id);
  w.end_object();
}

void write_legal(JsonWriter& w, const LegalActions& legal) {
  w.begin_object();
  w.field("declare_win", legal.declare_win);
  w.field("discard", legal.discard);
  w.key("expose_options");
  w.begin_array();
  for (const auto& [first, second] : legal.expose_options) {
    w.begin_array();
    write_card(w, first);
    write_card(w, second);
    w.end_array();
  }
  w.end_array();
  w.field("pass", legal.pass);
  w.field("steal", legal.steal);
  w.end_object();
}

void write_seat_view(JsonWriter& w, const SeatView& s) {
  w.begin_object();
  w.field("concealed_count", s.concealed_count);
  w.field("dealt_in", s.dealt_in);
  w.key("exposed");
  write_sets(w, s.exposed);
  w.field("pending_skips", s.pending_skips);
  w.field("seat", index(s.seat));
  w.field("tokens", s.tokens);
  w.end_object();
}

}  // namespace

void write_card(JsonWriter& w, CardId card) {
  const auto spelled_out = [](JsonWriter& out, CardId c) {
    out.begin_object();
    out.field("face", face_code(face_of(c)));
    out.field("id", index(c));
    out.end_object();
  };
  // A card is one of 75 fixed texts, and views are mostly cards: each is written once.
  static const auto texts = [&] {
    std::array<std::string, kDeckSize> all;
    for (int id = 0; id < kDeckSize; ++id) {
      JsonWriter t(all[static_cast<std::size_t>(id)]);
      spelled_out(t, CardId(id));
    }
    return all;
  }();
  if (is_valid(card)) {
    w.raw(texts[static_cast<std::size_t>(index(card))]);
  } else {
    spelled_out(w, card);  // never in a real game; not read past the table
  }
}

void write_settings(JsonWriter& w, const Settings& s) {
  w.begin_object();
  w.field("between_rounds_ms", s.between_rounds);
  w.field("claim_margin_ms", s.claim_margin);
  w.field("claim_window_ms", s.claim_window);
  w.field("lag_bound_ms", s.lag_bound);
  w.field("rounds", s.rounds);
  w.field("seats", s.seats);
  w.field("starting_tokens", s.starting_tokens);
  w.field("turn_cap", s.turn_cap);
  w.field("turn_clock_ms", s.turn_clock);
  w.end_object();
}

void write_round_result(JsonWriter& w, const RoundResult& r, int seats) {
  const auto each_seat = [&](auto&& write_one) {
    w.begin_array();
    for (int s = 0; s < seats; ++s) write_one(static_cast<std::size_t>(s));
    w.end_array();
  };
  w.begin_object();
  w.key("dealt_in");
  write_seat_set(w, r.dealt_in);
  w.key("hands");
  each_seat([&](std::size_t s) {
    w.begin_object();
    w.key("concealed");
    write_cards(w, r.concealed[s]);
    w.key("exposed");
    write_sets(w, r.exposed[s]);
    w.end_object();
  });
  w.field("method", r.method == WinMethod::drawing ? "drawing" : "stealing");
  w.field("round", r.round);
  w.field("tiebreaker", r.tiebreaker);
  w.key("token_change");
  each_seat([&](std::size_t s) { w.value(r.token_change[s]); });
  w.key("tokens_after");
  each_seat([&](std::size_t s) { w.value(r.tokens_after[s]); });
  w.field("void", r.void_round);
  w.key("winner");
  write_optional_seat(w, r.winner);
  w.end_object();
}

void write_history(JsonWriter& w, std::span<const RoundResult> history, int seats) {
  w.begin_array();
  for (const auto& round : history) write_round_result(w, round, seats);
  w.end_array();
}

void write_game_result(JsonWriter& w, const GameResult& r) {
  w.begin_object();
  w.key("standings");
  w.begin_array();
  for (const Seat seat : r.standings) w.value(index(seat));
  w.end_array();
  w.field("winner", index(r.winner));
  if (!r.shared_by.empty()) {  // only on a shared win, as game_result_json
    w.key("winners");
    w.begin_array();
    for (const Seat seat : r.shared_by) w.value(index(seat));
    w.end_array();
  }
  w.end_object();
}

void write_shared_view(const TableView& view, Millis now, SharedViewText& out) {
  out.head.clear();
  JsonWriter head(out.head);
  head.field("current", index(view.current));
  head.field("decision", view.decision);
  head.key("discard_pile");
  write_cards(head, view.discard_pile);
  head.field("draw_pile", view.draw_pile_count);
  head.field("draws_this_round", view.draws_this_round);

  out.history.clear();
  JsonWriter history(out.history);
  write_history(history, view.history, view.settings.seats);

  out.middle.clear();
  JsonWriter w(out.middle);
  w.field("ma", index(view.ma));
  w.field("max_rounds", view.max_rounds);
  w.field("phase", phase_code(view.phase));
  w.key("result");
  if (view.result) {
    write_game_result(w, *view.result);
  } else {
    w.null();
  }
  w.field("round", view.round);
  w.key("seats");
  w.begin_array();
  for (const auto& s : view.seats) write_seat_view(w, s);
  w.end_array();
  w.key("settings");
  write_settings(w, view.settings);
  w.key("stolen_card");
  write_optional_card(w, view.stolen_card);
  w.field("tiebreaker", view.tiebreaker);
  w.key("turn_in_ms");
  write_time_left(w, view.decision_deadline, now);
}

void write_new_history(const TableView& view, std::size_t from, SharedViewText& out) {
  from = std::min(from, view.history.size());
  out.new_history.clear();
  JsonWriter history(out.new_history);
  write_history(history, view.history.subspan(from), view.settings.seats);
  out.history_from = from;
}

void write_view(JsonWriter& w, const TableView& view, Millis now, const SharedViewText& shared,
                bool only_new) {
  w.begin_object();
  w.raw(shared.head);
  w.key("hand");
  write_cards(w, view.hand);
  w.key("history");
  w.raw(only_new ? shared.new_history : shared.history);
  if (only_new) w.field("history_from", shared.history_from);
  w.key("just_drawn");
  write_optional_card(w, view.just_drawn);
  w.key("legal");
  write_legal(w, view.legal);
  w.raw(shared.middle);
  w.key("viewer");
  write_optional_seat(w, view.viewer);
  w.key("window");
  if (view.window) {
    write_window(w, *view.window, now);
  } else {
    w.null();
  }
  w.end_object();
}

void write_view(JsonWriter& w, const TableView& view, Millis now) {
  SharedViewText shared;
  write_shared_view(view, now, shared);
  write_view(w, view, now, shared);
}

void write_event(JsonWriter& w, const EventBody& event, Millis now, int seats) {
  // Each event's members in sorted order, "type" among them.
  w.begin_object();
  std::visit(Overloaded{
                 [&](const GameStarted& e) {
                   w.field("first_ma", index(e.first_ma));
                   w.field("type", "game_started");
                 },
                 [&](const RoundStarted& e) {
                   w.key("dealt_in");
                   write_seat_set(w, e.dealt_in);
                   w.field("draw_pile", e.draw_pile);
                   w.field("ma", index(e.ma));
                   w.field("round", e.round);
                   w.field("tiebreaker", e.tiebreaker);
                   w.field("type", "round_started");
                 },
                 [&](const HandDealt& e) {
                   w.key("cards");
                   write_cards(w, e.cards);
                   w.field("seat", index(e.seat));
                   w.field("type", "hand_dealt");
                 },
                 [&](const CardDrawn& e) {
                   w.key("card");
                   write_optional_card(w, e.card);
                   w.field("draw_pile", e.draw_pile);
                   w.field("seat", index(e.seat));
                   w.field("type", "card_drawn");
                 },
                 [&](const DrawPileReshuffled& e) {
                   w.field("cards", e.cards);
                   w.field("type", "draw_pile_reshuffled");
                 },
                 [&](const CardDiscarded& e) {
                   w.field("by_turn_clock", e.by_turn_clock);
                   w.key("card");
                   write_card(w, e.card);
                   w.field("closes_in_ms", remaining(e.closes_at, now));
                   w.field("seat", index(e.seat));
                   w.field("type", "card_discarded");
                   w.field("window", e.window);
                 },
                 [&](const ClaimPassed& e) {
                   w.field("seat", index(e.seat));
                   w.field("type", "claim_passed");
                   w.field("window", e.window);
                 },
                 [&](const StealCalled& e) {
                   w.field("seat", index(e.seat));
                   w.field("type", "steal_called");
                   w.field("window", e.window);
                 },
                 [&](const MistakenSteal& e) {
                   w.field("pending_skips", e.pending_skips);
                   w.field("seat", index(e.seat));
                   w.field("type", "mistaken_steal");
                 },
                 [&](const ClaimWindowClosed& e) {
                   w.key("awarded_to");
                   write_optional_seat(w, e.awarded_to);
                   w.key("claims");
                   write_claim_reports(w, e.claims);
                   w.field("type", "claim_window_closed");
                   w.field("window", e.window);
                 },
                 [&](const CardStolen& e) {
                   w.key("card");
                   write_card(w, e.card);
                   w.field("from", index(e.from));
                   w.field("seat", index(e.seat));
                   w.field("type", "card_stolen");
                   w.field("wins", e.wins);
                 },
                 [&](const SetExposed& e) {
                   w.field("by_turn_clock", e.by_turn_clock);
                   w.field("seat", index(e.seat));
                   w.key("set");
                   write_cards(w, e.set.cards);
                   w.field("type", "set_exposed");
                 },
                 [&](const TurnSkipped& e) {
                   w.field("pending_skips", e.pending_skips);
                   w.field("seat", index(e.seat));
                   w.field("type", "turn_skipped");
                 },
                 [&](const TurnStarted& e) {
                   w.field("decision", e.decision);
                   w.field("seat", index(e.seat));
                   w.key("turn_in_ms");
                   write_time_left(w, e.deadline, now);
                   w.field("type", "turn_started");
                 },
                 [&](const RoundEnded& e) {
                   w.key("result");
                   write_round_result(w, *e.result, seats);
                   w.field("type", "round_ended");
                 },
                 [&](const TiebreakerCalled& e) {
                   w.key("players");
                   write_seat_set(w, e.players);
                   w.field("type", "tiebreaker_called");
                 },
                 [&](const GameEnded& e) {
                   w.key("result");
                   write_game_result(w, e.result);
                   w.field("type", "game_ended");
                 },
             },
             event);
  w.end_object();
}

}  // namespace jongtable::protocol
