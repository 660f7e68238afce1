#pragma once
// What one seat (or a spectator) may know of a table, and nothing else: others'
// concealed tiles are counts until they finish (then their hand is public) or the round
// ends (then the round's result shows every hand).

#include <cstdint>
#include <optional>
#include <span>

#include "jongtable/gimme/state.hpp"

namespace jongtable::gimme {

struct SeatView {
  Seat seat{};
  int score = 0;
  int concealed_count = 0;
  GimmeSets exposed;
  bool finished = false;
  Hand revealed;  // the concealed tiles once the seat has finished, else empty
};

struct WindowView {
  std::uint32_t id = 0;
  Seat dropper{};
  TileId tile{};
  Millis opened_at = 0;
  Millis closes_at = 0;
  SeatSet called;         // seats that have called Gimme
  bool answered = false;  // the viewer has called or passed
};

struct JokerStealOption {
  TileId tile{};  // the viewer's natural tile to give
  Seat owner{};
  int set = 0;
  friend bool operator==(const JokerStealOption&, const JokerStealOption&) = default;
};

// Most ways one hand can name a set with a drop: 0-3 naturals and 0-3 Jokers, 1-3 tiles.
inline constexpr std::size_t kMaxGimmeOptions = 9;
inline constexpr std::size_t kMaxJokerSteals = kMaxSeats * kMaxSets;

// What the viewer may do now, as data: clients enable buttons from this and nothing else.
struct LegalActions {
  Hand drop;  // the tiles the viewer may drop (empty: no drop now)
  bool declare_mahjong = false;
  bool pass = false;  // every seat that may answer the window has it, callable or not
  FixedList<GimmeTiles, kMaxGimmeOptions> gimme_options;  // honouring Pesky Pairs
  FixedList<JokerStealOption, kMaxJokerSteals> joker_steals;
};

struct View {
  std::optional<Seat> viewer;
  Settings settings;
  Phase phase = Phase::not_started;
  int round = 0;
  int rounds = 0;
  Seat first_player{};
  Seat current{};
  std::uint32_t decision = 0;
  Millis decision_deadline = 0;
  int pool_count = 0;
  FixedList<SeatView, kMaxSeats> seats;
  Hand hand;  // the viewer's concealed tiles, sorted
  std::optional<TileId> just_drawn;
  std::optional<LastDrop> last_drop;
  Pool dropped;  // faceup and not called, the latest last
  std::optional<WindowView> window;
  LegalActions legal;
  // Every finished round of this game. Refers to the state's own record: read a view
  // before the state changes again.
  std::span<const RoundResult> history;
  std::optional<GameResult> result;
};

[[nodiscard]] View view_for(const State& state, std::optional<Seat> viewer);
// The same, rebuilt into an existing view (hosts that ask often reuse it).
void refresh_view(const State& state, std::optional<Seat> viewer, View& view);

// The tile lists `seat` may call Gimme with on the open window (empty if none).
void gimme_options(const State& state, Seat seat, FixedList<GimmeTiles, kMaxGimmeOptions>& options);

}  // namespace jongtable::gimme
