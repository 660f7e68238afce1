#pragma once
// Engine types written as JSON text: the same JSON as engine_json.hpp builds (and the
// same bytes as protocol::to_text of it), without building a tree first. The server's
// update frames use these; engine_json.hpp stays for everything else and as the
// reference the tests compare against.

#include <span>
#include <string>
#include <string_view>

#include "jongtable/nymj/event.hpp"
#include "jongtable/nymj/settings.hpp"
#include "jongtable/nymj/view.hpp"
#include "jongtable/protocol/json_writer.hpp"

namespace jongtable::protocol {

void write_card(JsonWriter& w, nymj::CardId card);
void write_settings(JsonWriter& w, const nymj::Settings& settings);
void write_round_result(JsonWriter& w, const nymj::RoundResult& result, int seats);
// Every finished round, as the view's "history" array.
void write_history(JsonWriter& w, std::span<const nymj::RoundResult> history, int seats);
void write_game_result(JsonWriter& w, const nymj::GameResult& result);
void write_event(JsonWriter& w, const nymj::EventBody& event, kernel::Millis now, int seats);
void write_view(JsonWriter& w, const nymj::TableView& view, kernel::Millis now);

// The members of a view that are the same for every viewer of one table state (all but
// hand, just_drawn, legal, viewer and window), written once and shared by every seat's
// view of that state: runs of members, spliced in order around the viewer's own.
struct SharedViewText {
  std::string head;     // "current" .. "draws_this_round"
  std::string history;  // the value of "history"
  std::string middle;   // "ma" .. "turn_in_ms"
  // An update's "history" instead: the rounds after the first `history_from` only.
  std::string new_history;
  std::size_t history_from = 0;
};
void write_shared_view(const nymj::TableView& view, kernel::Millis now, SharedViewText& out);
// Fills out.new_history with the rounds of `view` after the first `from`.
void write_new_history(const nymj::TableView& view, std::size_t from, SharedViewText& out);
// `shared` must come from a view of the same table state at the same `now`. With
// `only_new`, "history" is shared.new_history, followed by "history_from".
void write_view(JsonWriter& w, const nymj::TableView& view, kernel::Millis now,
                const SharedViewText& shared, bool only_new = false);

}  // namespace jongtable::protocol
