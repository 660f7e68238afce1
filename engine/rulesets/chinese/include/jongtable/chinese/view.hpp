#pragma once
// What one seat (or a spectator) may know of a table, and nothing else: others' concealed
// cards are counts until the hand ends (its result shows every hand).

#include <cstdint>
#include <optional>
#include <span>

#include "jongtable/chinese/state.hpp"

namespace jongtable::chinese {

struct SeatView {
  Seat seat{};
  Wind wind{};
  int score = 0;
  int concealed_count = 0;
  Melds exposed;
  FixedList<CardId, 8> flowers;
};

struct WindowView {
  std::uint32_t id = 0;
  Seat discarder{};
  CardId card{};
  Millis opened_at = 0;
  Millis closes_at = 0;
  bool answered = false;  // the viewer has called or passed
};

// One call the viewer may make on the open discard, concretely.
struct CallOption {
  GroupType type{};
  CallCards cards;
  bool mah_jongg = false;
  friend bool operator==(const CallOption&, const CallOption&) = default;
};
// Pair, pung, kong, three 3-card and four 4-card chows, each also as mah jongg.
inline constexpr std::size_t kMaxCallOptions = 20;

struct LegalActions {
  Hand discard;  // cards the viewer may discard now (empty: none)
  bool declare_mah_jongg = false;
  // Every seat that may answer the window has it, whether it could call or not.
  bool pass = false;
  FixedList<CallOption, kMaxCallOptions> calls;
};

struct View {
  std::optional<Seat> viewer;
  Settings settings;
  Phase phase = Phase::not_started;
  int hand = 0;
  int hands = 0;
  Seat east{};
  Seat current{};
  std::uint32_t decision = 0;
  Millis decision_deadline = 0;
  int wall_count = 0;
  FixedList<SeatView, kMaxPlayers> seats;
  Hand cards;  // the viewer's concealed cards
  std::optional<CardId> just_drawn;
  std::optional<LastDiscard> last_discard;
  Pile discards;
  std::optional<WindowView> window;
  LegalActions legal;
  // Every finished hand of this game; refers to the state's own record.
  std::span<const HandResult> history;
  std::optional<GameResult> result;
};

[[nodiscard]] View view_for(const State& state, std::optional<Seat> viewer);
void refresh_view(const State& state, std::optional<Seat> viewer, View& view);

// The calls `seat` may make on the open discard (empty if none).
void call_options(const State& state, Seat seat, FixedList<CallOption, kMaxCallOptions>& options);

}  // namespace jongtable::chinese
