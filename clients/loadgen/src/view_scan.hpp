#pragma once
// A cheap reading of the server's `update` frames. The load generator reads tens of
// thousands of them a second on one core, so instead of parsing each whole JSON text it
// looks for the few keys it needs. It relies on the server writing object keys in sorted
// order (nlohmann::json's default), so that `view` is the last key of an update.

#include <cstdint>
#include <optional>
#include <string_view>

namespace jongtable::loadgen {

enum class ActionKind { none, declare_win, discard, pass, expose };

struct Action {
  ActionKind kind = ActionKind::none;
  std::uint64_t a = 0;  // card to discard, window to pass, or first card to expose
  std::uint64_t b = 0;  // second card to expose
};

struct UpdateScan {
  std::uint64_t v = 0;
  std::optional<std::uint64_t> re;
  std::optional<std::int64_t> discard_closes_in_ms;  // a card_discarded event's timer
  bool window_closed = false;                        // a claim_window_closed event
  bool game_ended = false;
  std::optional<int> viewer;
  std::optional<std::uint64_t> window;  // the open claim window's id
  std::optional<int> window_discarder;
  Action action;  // what the legal moves allow this seat to do
};

// nullopt when `text` is not an update frame.
[[nodiscard]] std::optional<UpdateScan> scan_update(std::string_view text);

}  // namespace jongtable::loadgen
