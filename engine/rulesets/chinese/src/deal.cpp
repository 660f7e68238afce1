// The deal, Flower replacement and draws: "Deal and play" in docs/rules/chinese.md.
#include <algorithm>

#include "rules.hpp"

namespace jongtable::chinese {

State create_table(const Settings& settings, std::uint64_t seed) {
  State state;
  state.settings = settings;
  state.rng = kernel::Rng(seed);
  return state;
}

bool game_over(const State& state) {
  return state.phase == Phase::game_over;
}

int seats(const State& state) {
  return state.settings.seats;
}

Seat whose_decision(const State& state) {
  return state.current;
}

Wind wind_of(const State& state, Seat seat) {
  return seat_wind(state.settings.seats, rules::distance_after(state, state.east, seat));
}

FixedList<Group, 5> exposed_groups(const Player& player) {
  FixedList<Group, 5> groups;
  for (const Meld& meld : player.exposed) groups.push_back(meld.group);
  return groups;
}

Intent timer_intent(kernel::TimerKind kind, std::uint32_t id) {
  switch (kind) {
    case kernel::TimerKind::claim_window:
      return WindowExpired{id};
    case kernel::TimerKind::turn_clock:
      return TurnClockExpired{id};
    case kernel::TimerKind::next_round:
      return BeginNextHand{static_cast<int>(id)};
  }
  return WindowExpired{id};
}

namespace rules {
namespace {

// The cards in play: 136, plus the Flower cards the table size or setting adds.
int deck(const Settings& settings, std::array<CardId, kCardCount>& cards) {
  int n = 0;
  for (int id = 0; id < kStandardCards; ++id) cards[n++] = CardId(id);
  // Five players: the four Flowers (not the Seasons) as North-East Wind cards; six: all
  // eight as Extra Wind cards; three or four with `flowers`: all eight as bonus cards.
  int extra = 0;
  if (settings.seats == 5) extra = 4;
  if (settings.seats == 6 || (settings.seats <= 4 && settings.flowers)) extra = 8;
  for (int k = 0; k < extra; ++k) cards[n++] = CardId(kStandardCards + k);
  return n;
}

// Lays down every bonus card `seat` holds and draws replacements until it holds none;
// false when the wall ran out.
bool replace_flowers(State& state, Seat seat, Outcome& out) {
  Player& player = player_at(state, seat);
  const int seats = state.settings.seats;
  for (;;) {
    auto it = std::find_if(player.concealed.begin(), player.concealed.end(),
                           [&](CardId c) { return is_bonus_card(c, seats); });
    if (it == player.concealed.end()) return true;
    const CardId flower = *it;
    player.concealed.remove(flower);
    player.flowers.push_back(flower);
    if (state.just_drawn == flower) state.just_drawn.reset();
    tell(out, Audience::everyone(), FlowerLaidDown{seat, flower});
    if (state.wall.empty()) return false;
    const CardId card = state.wall.back();
    state.wall.pop_back();
    player.concealed.insert_sorted(card);
    state.just_drawn = card;
    const int left = static_cast<int>(state.wall.size());
    tell(out, Audience::only(seat), CardDrawn{seat, card, left, true});
    tell(out, Audience::all_but(seat), CardDrawn{seat, std::nullopt, left, true});
  }
}

}  // namespace

bool holds_winning_hand(const State& state, const Player& player) {
  const auto groups = exposed_groups(player);
  return is_winning(count_kinds(player.concealed), groups, state.settings.seats);
}

void start_decision(State& state, Seat seat, bool drew, Millis now, Outcome& out) {
  state.phase = Phase::discarding;
  state.current = seat;
  state.drew = drew;
  ++state.decision;
  const Millis clock = state.settings.turn_clock;
  state.decision_deadline = clock > 0 ? now + clock : 0;
  tell(out, Audience::everyone(), TurnStarted{seat, state.decision, state.decision_deadline, drew});
  if (clock > 0) {
    out.effects.emplace_back(
        kernel::StartTimer{kernel::TimerKind::turn_clock, state.decision, now + clock});
  } else {
    out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
  }
}

void deal_hand(State& state, Millis now, Outcome& out) {
  const int seats = state.settings.seats;
  ++state.hand;
  state.discards.clear();
  state.last_discard.reset();
  state.just_drawn.reset();
  for (auto& player : state.players) {
    player.concealed.clear();
    player.exposed.clear();
    player.flowers.clear();
  }
  if (state.staged) {
    const StagedDeal& staged = *state.staged;
    state.east = staged.east;
    for (int s = 0; s < seats; ++s) {
      state.players[s].concealed = staged.concealed[s];
      state.players[s].exposed = staged.exposed[s];
    }
    state.wall = staged.wall;
    state.staged.reset();
  } else {
    std::array<CardId, kCardCount> cards{};
    const int n = deck(state.settings, cards);
    kernel::shuffle(std::span<CardId>(cards.data(), static_cast<std::size_t>(n)), state.rng);
    // East is dealt one card more: 14 and 13, or 11 and 10 with six players.
    const int dealt = seats == 6 ? 10 : 13;
    int next = 0;
    for (int k = 0; k < seats; ++k) {
      const int count = dealt + (k == 0 ? 1 : 0);
      Hand& hand = state.players[(kernel::index(state.east) + k) % seats].concealed;
      for (int i = 0; i < count; ++i) hand.insert_sorted(cards[next++]);
    }
    state.wall.clear();
    for (int i = n - 1; i >= next; --i) state.wall.push_back(cards[i]);
  }
  tell(out, Audience::everyone(),
       HandStarted{state.hand, state.east, static_cast<int>(state.wall.size())});
  for (int s = 0; s < seats; ++s) {
    tell(out, Audience::only(seat_at(s)), HandDealt{seat_at(s), state.players[s].concealed});
  }
  // Flowers dealt are replaced in turn order from East, sweep after sweep, until no one
  // holds one.
  for (bool again = true; again;) {
    again = false;
    for (int k = 0; k < seats; ++k) {
      const Seat seat = seat_at((kernel::index(state.east) + k) % seats);
      const std::size_t before = player_at(state, seat).flowers.size();
      if (!replace_flowers(state, seat, out)) {
        void_hand(state, now, out);
        return;
      }
      if (player_at(state, seat).flowers.size() != before) again = true;
    }
  }
  state.just_drawn.reset();
  // East's first turn is the discard of the dealt 14th card; it counts as a drawn turn.
  start_decision(state, state.east, true, now, out);
}

void draw_for(State& state, Seat seat, Millis now, Outcome& out) {
  if (state.wall.empty()) {
    void_hand(state, now, out);
    return;
  }
  const CardId card = state.wall.back();
  state.wall.pop_back();
  player_at(state, seat).concealed.insert_sorted(card);
  state.just_drawn = card;
  const int left = static_cast<int>(state.wall.size());
  tell(out, Audience::only(seat), CardDrawn{seat, card, left, false});
  tell(out, Audience::all_but(seat), CardDrawn{seat, std::nullopt, left, false});
  if (!replace_flowers(state, seat, out)) {
    void_hand(state, now, out);
    return;
  }
  start_decision(state, seat, true, now, out);
}

}  // namespace rules
}  // namespace jongtable::chinese
