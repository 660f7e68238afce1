// The redaction point: everything a seat is sent is built here from the state.
#include "jongtable/chinese/view.hpp"

#include "rules.hpp"

namespace jongtable::chinese {
namespace {

using rules::player_at;
using rules::seat_at;

void fill_legal_actions(const State& state, Seat viewer, LegalActions& legal) {
  const Player& player = player_at(state, viewer);
  switch (state.phase) {
    case Phase::discarding:
      if (state.current != viewer) return;
      legal.discard = player.concealed;
      legal.declare_mah_jongg = rules::holds_winning_hand(state, player);
      return;
    case Phase::claim_window:
      // The same window and buttons for every seat but the discarder; only the options
      // differ, and only in this seat's own view.
      if (state.window.discarder == viewer || state.window.answered.contains(viewer)) return;
      legal.pass = true;
      call_options(state, viewer, legal.calls);
      return;
    default:
      return;
  }
}

}  // namespace

void call_options(const State& state, Seat seat, FixedList<CallOption, kMaxCallOptions>& options) {
  options.clear();
  const Player& player = player_at(state, seat);
  const Hand& hand = player.concealed;
  const bool six = state.settings.seats == 6;
  const Kind discard = kind_of(state.window.card);
  // The first few cards of each kind held.
  std::array<FixedList<CardId, 3>, kKindCount> held{};
  for (CardId card : hand) {
    auto& list = held[static_cast<std::size_t>(index(kind_of(card)))];
    if (list.size() < list.capacity()) list.push_back(card);
  }
  const auto exposed = exposed_groups(player);
  const KindCounts counts = count_kinds(hand);
  auto offer = [&](GroupType type, const CallCards& cards, Kind lowest) {
    KindCounts rest = counts;
    for (CardId card : cards) --rest[static_cast<std::size_t>(index(kind_of(card)))];
    auto groups = exposed;
    groups.push_back({type, lowest, static_cast<std::uint8_t>(cards.size() + 1), true});
    const bool wins = is_winning(rest, groups, state.settings.seats);
    if (type != GroupType::pair && hand.size() > cards.size()) {
      options.push_back({type, cards, false});
    }
    if (wins) options.push_back({type, cards, true});
  };
  const auto& same = held[static_cast<std::size_t>(index(discard))];
  if (!same.empty()) offer(GroupType::pair, CallCards{same[0]}, discard);
  if (same.size() >= 2) offer(GroupType::pung, CallCards{same[0], same[1]}, discard);
  if (same.size() >= 3 && !six) offer(GroupType::kong, same, discard);
  if (!is_numbered(discard)) return;
  const int d = index(discard);
  const int suit_start = d - (rank_of(discard) - 1);
  for (int length = 3; length <= (six ? 3 : 4); ++length) {
    for (int start = d - length + 1; start <= d; ++start) {
      if (start < suit_start || start + length - 1 > suit_start + 8) continue;
      CallCards cards;
      bool all = true;
      for (int k = start; k < start + length && all; ++k) {
        if (k == d) continue;
        const auto& list = held[static_cast<std::size_t>(k)];
        if (list.empty())
          all = false;
        else
          cards.push_back(list[0]);
      }
      if (all) offer(GroupType::chow, cards, Kind(start));
    }
  }
}

View view_for(const State& state, std::optional<Seat> viewer) {
  View view;
  refresh_view(state, viewer, view);
  return view;
}

void refresh_view(const State& state, std::optional<Seat> viewer, View& view) {
  const int seats = state.settings.seats;
  if (viewer && kernel::index(*viewer) >= seats) viewer.reset();
  view.viewer = viewer;
  view.settings = state.settings;
  view.phase = state.phase;
  view.hand = state.hand;
  view.hands = hands_in_game(state.settings);
  view.east = state.east;
  view.current = state.current;
  view.decision = state.decision;
  view.decision_deadline = state.decision_deadline;
  view.wall_count = static_cast<int>(state.wall.size());
  view.seats.clear();
  for (int s = 0; s < seats; ++s) {
    const Player& player = state.players[s];
    SeatView seat;
    seat.seat = seat_at(s);
    seat.wind = wind_of(state, seat_at(s));
    seat.score = player.score;
    seat.concealed_count = static_cast<int>(player.concealed.size());
    seat.exposed = player.exposed;
    seat.flowers = player.flowers;
    view.seats.push_back(seat);
  }
  view.last_discard = state.last_discard;
  view.discards = state.discards;
  view.history = state.history;
  view.result = state.result;
  view.cards.clear();
  view.just_drawn.reset();
  view.legal = LegalActions{};
  if (state.phase != Phase::claim_window) {
    view.window.reset();
  } else {
    WindowView& window = view.window ? *view.window : view.window.emplace();
    window.id = state.window.id;
    window.discarder = state.window.discarder;
    window.card = state.window.card;
    window.opened_at = state.window.opened_at;
    window.closes_at = state.window.closes_at;
    window.answered = viewer && state.window.answered.contains(*viewer);
  }
  if (!viewer) return;
  view.cards = player_at(state, *viewer).concealed;
  if (state.phase == Phase::discarding && state.current == *viewer) {
    view.just_drawn = state.just_drawn;
  }
  fill_legal_actions(state, *viewer, view.legal);
}

}  // namespace jongtable::chinese
