// The Charleston (docs/rules/american.md "The Charleston"): sealed passes, the dance-again vote,
// blind passes resolved card by card, and the courtesy pass.
#include <algorithm>

#include "jongtable/american/bot.hpp"
#include "rules.hpp"

namespace jongtable::american::rules {
namespace {

// A seat's choice in the step being resolved: every choice is in by then.
const SealedChoice& revealed(const State& state, Seat seat) {
  return *state.charleston.choices.revealed(seat);
}

// Which seat passes to `seat` in `direction`.
Seat giver_of(Seat seat, Direction direction, int seats) {
  for (int s = 0; s < seats; ++s) {
    if (pass_target(seat_at(s), direction, seats) == seat) return seat_at(s);
  }
  return seat;
}

// The card in slot `slot` of what `seat` sends: its own cards first, then its blind
// slots, each taking the next card arriving from its giver. Each step back goes to a
// lower slot, so the chain always ends at someone's own card.
CardId outgoing(const State& state, Direction direction, Seat seat, int slot) {
  const SealedChoice& choice = revealed(state, seat);
  const int own = static_cast<int>(choice.cards.size());
  if (slot < own) return choice.cards[static_cast<std::size_t>(slot)];
  return outgoing(state, direction, giver_of(seat, direction, state.settings.seats), slot - own);
}

void resolve_pass(State& state, Millis now, Outcome& out) {
  const int n = state.settings.seats;
  const auto steps = charleston_steps(n, state.charleston.number);
  const Direction direction = steps[static_cast<std::size_t>(state.charleston.step)];
  std::array<std::vector<CardId>, kMaxPlayers> arriving{};
  for (int s = 0; s < n; ++s) {
    const Seat to = pass_target(seat_at(s), direction, n);
    for (int slot = 0; slot < 3; ++slot) {
      arriving[static_cast<std::size_t>(kernel::index(to))].push_back(
          outgoing(state, direction, seat_at(s), slot));
    }
  }
  for (int s = 0; s < n; ++s) {
    const SealedChoice& choice = revealed(state, seat_at(s));
    Player& player = state.players[static_cast<std::size_t>(s)];
    for (CardId card : choice.cards) remove_card(player.concealed, card);
  }
  for (int s = 0; s < n; ++s) {
    const Seat seat = seat_at(s);
    const SealedChoice& choice = revealed(state, seat);
    const Seat to = pass_target(seat, direction, n);
    const Seat from = giver_of(seat, direction, n);
    const auto& arrived = arriving[static_cast<std::size_t>(s)];
    // The first `blind` arrivals went on unseen; the rest join the hand.
    std::vector<CardId> kept(arrived.begin() + choice.blind, arrived.end());
    for (CardId card : kept)
      insert_sorted(state.players[static_cast<std::size_t>(s)].concealed, card);
    tell(out, Audience::only(seat), CardsPassed{seat, to, choice.cards, choice.blind});
    tell(out, Audience::only(seat), CardsReceived{from, seat, kept, choice.blind});
  }
  tell(out, Audience::everyone(), PassCompleted{state.charleston.number, direction});
  if (state.charleston.step + 1 < static_cast<int>(steps.size())) {
    ++state.charleston.step;
    start_sealed_step(state, Phase::charleston, now, out);
  } else if (state.charleston.number == 1 && state.settings.charleston_extras) {
    start_sealed_step(state, Phase::dance_vote, now, out);
  } else if (state.settings.charleston_extras && n == 4) {
    start_sealed_step(state, Phase::courtesy, now, out);
  } else {
    start_play(state, now, out);
  }
}

void resolve_vote(State& state, Millis now, Outcome& out) {
  bool again = false;
  for (int s = 0; s < state.settings.seats; ++s) {
    again = again || revealed(state, seat_at(s)).yes;
  }
  tell(out, Audience::everyone(), VoteResolved{again});
  if (again) {
    state.charleston.number = 2;
    state.charleston.step = 0;
    start_sealed_step(state, Phase::charleston, now, out);
  } else if (state.settings.seats == 4) {
    start_sealed_step(state, Phase::courtesy, now, out);
  } else {
    start_play(state, now, out);
  }
}

void resolve_courtesy(State& state, Millis now, Outcome& out) {
  CourtesyExchanged exchanged;
  for (int s = 0; s < 2; ++s) {
    const auto a = static_cast<std::size_t>(s);
    const auto b = static_cast<std::size_t>(s + 2);
    const SealedChoice& offer_a = revealed(state, seat_at(s));
    const SealedChoice& offer_b = revealed(state, seat_at(s + 2));
    // The smaller offer decides how many cross; each gives its first ones.
    const std::size_t count = std::min(offer_a.cards.size(), offer_b.cards.size());
    exchanged.count[a] = exchanged.count[b] = static_cast<int>(count);
    std::vector<CardId> from_a(offer_a.cards.begin(),
                               offer_a.cards.begin() + static_cast<std::ptrdiff_t>(count));
    std::vector<CardId> from_b(offer_b.cards.begin(),
                               offer_b.cards.begin() + static_cast<std::ptrdiff_t>(count));
    for (CardId c : from_a) remove_card(state.players[a].concealed, c);
    for (CardId c : from_b) remove_card(state.players[b].concealed, c);
    for (CardId c : from_a) insert_sorted(state.players[b].concealed, c);
    for (CardId c : from_b) insert_sorted(state.players[a].concealed, c);
    if (count > 0) {
      tell(out, Audience::only(seat_at(s)), CardsPassed{seat_at(s), seat_at(s + 2), from_a, 0});
      tell(out, Audience::only(seat_at(s)), CardsReceived{seat_at(s + 2), seat_at(s), from_b, 0});
      tell(out, Audience::only(seat_at(s + 2)), CardsPassed{seat_at(s + 2), seat_at(s), from_b, 0});
      tell(out, Audience::only(seat_at(s + 2)),
           CardsReceived{seat_at(s), seat_at(s + 2), from_a, 0});
    }
  }
  tell(out, Audience::everyone(), exchanged);
  start_play(state, now, out);
}

}  // namespace

std::vector<CardId> default_pass(const State& state, Seat seat, int count) {
  const Player& player = player_at(state, seat);
  return least_needed_cards(card_of(state), player.concealed, player.exposed, count, false);
}

void start_sealed_step(State& state, Phase phase, Millis now, Outcome& out) {
  state.phase = phase;
  state.charleston.choices.open(SeatSet::first(state.settings.seats));
  ++state.decision;
  state.decision_deadline = now + state.settings.pass_clock;
  out.effects.emplace_back(
      kernel::StartTimer{kernel::TimerKind::turn_clock, state.decision, state.decision_deadline});
  SealedStepStarted started;
  started.phase = phase;
  started.charleston = state.charleston.number;
  started.decision = state.decision;
  started.deadline = state.decision_deadline;
  if (phase == Phase::charleston) {
    const auto steps = charleston_steps(state.settings.seats, state.charleston.number);
    started.direction = steps[static_cast<std::size_t>(state.charleston.step)];
    started.blind_allowed = state.settings.charleston_extras &&
                            state.charleston.step + 1 == static_cast<int>(steps.size());
  }
  if (phase == Phase::courtesy) started.direction = Direction::across;
  tell(out, Audience::everyone(), started);
}

void resolve_sealed_step(State& state, Millis now, Outcome& out) {
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
  switch (state.phase) {
    case Phase::charleston:
      resolve_pass(state, now, out);
      break;
    case Phase::dance_vote:
      resolve_vote(state, now, out);
      break;
    case Phase::courtesy:
      resolve_courtesy(state, now, out);
      break;
    default:
      break;
  }
}

}  // namespace jongtable::american::rules
