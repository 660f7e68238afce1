// Play (docs/rules/american.md "Play"): turns, discards, the call window, mah jongg, dead hands and
// wall games. Time never decides a call: mah jongg first, then the seat whose turn
// comes next after the discarder.
#include <algorithm>

#include "rules.hpp"

namespace jongtable::american::rules {
namespace {

// Mah jongg from any seat first, then the seat whose turn comes soonest.
kernel::SeatOrderPriority priority(const State& state) {
  return {state.settings.seats, true};
}

// The concealed cards dealt into the laid-out groups: each group's naturals of its face,
// then the Jokers that complete it.
std::vector<std::vector<CardId>> grouped(const std::vector<CardId>& concealed,
                                         const std::vector<LaidGroup>& groups) {
  std::vector<CardId> left = concealed;
  std::vector<std::vector<CardId>> out;
  const auto take = [&](auto wanted, int count, std::vector<CardId>& into) {
    for (auto it = left.begin(); it != left.end() && count > 0;) {
      if (wanted(*it)) {
        into.push_back(*it);
        it = left.erase(it);
        --count;
      } else {
        ++it;
      }
    }
  };
  for (const LaidGroup& g : groups) {
    auto& cards = out.emplace_back();
    if (g.face) {
      take([&](CardId c) { return !is_joker(c) && face_of(c) == *g.face; }, g.naturals, cards);
    }
    take(is_joker, g.jokers, cards);
  }
  return out;
}

}  // namespace

void start_play(State& state, Millis now, Outcome& out) {
  // East discards first, without a draw; East may also declare the dealt 14.
  start_turn(state, state.east, false, now, out);
}

void start_turn(State& state, Seat seat, bool drew, Millis now, Outcome& out) {
  state.phase = Phase::awaiting_discard;
  state.current = seat;
  ++state.decision;
  state.decision_deadline = state.settings.turn_clock == 0 ? 0 : now + state.settings.turn_clock;
  if (state.decision_deadline != 0) {
    out.effects.emplace_back(
        kernel::StartTimer{kernel::TimerKind::turn_clock, state.decision, state.decision_deadline});
  }
  tell(out, Audience::everyone(), TurnStarted{seat, state.decision, state.decision_deadline, drew});
}

void play_on_after(State& state, Seat seat, Millis now, Outcome& out) {
  std::optional<Seat> next;
  for (int k = 1; k <= state.settings.seats; ++k) {
    const Seat candidate = seat_at((kernel::index(seat) + k) % state.settings.seats);
    if (!player_at(state, candidate).dead) {
      next = candidate;
      break;
    }
  }
  if (!next || state.wall.empty()) {
    end_round(state, std::nullopt, now, out);  // a wall game
    return;
  }
  const CardId card = state.wall.back();
  state.wall.pop_back();
  insert_sorted(player_at(state, *next).concealed, card);
  state.just_drawn = card;
  state.called_turn = false;
  const int left = static_cast<int>(state.wall.size());
  tell(out, Audience::only(*next), CardDrawn{*next, card, left});
  tell(out, Audience::all_but(*next), CardDrawn{*next, std::nullopt, left});
  start_turn(state, *next, true, now, out);
}

void discard(State& state, Seat seat, CardId card, bool by_clock, Millis now, Outcome& out) {
  remove_card(player_at(state, seat).concealed, card);
  state.discards.push_back(card);
  state.just_drawn.reset();
  state.decision_deadline = 0;
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
  if (is_joker(card)) {
    // A discarded Joker cannot be called: no window for anyone, play goes on.
    tell(out, Audience::everyone(), Discarded{seat, card, 0, 0, by_clock});
    play_on_after(state, seat, now, out);
    return;
  }
  CallWindow& window = state.window;
  SeatSet alive;  // a dead hand calls nothing
  for (int s = 0; s < state.settings.seats; ++s) {
    if (!state.players[static_cast<std::size_t>(s)].dead) alive.insert(seat_at(s));
  }
  window.open(window.id + 1, seat, card, now, state.settings.call_window, alive);
  window.clear_claims();
  state.phase = Phase::call_window;
  state.current = seat;
  out.effects.emplace_back(
      kernel::StartTimer{kernel::TimerKind::claim_window, window.id, window.closes_at});
  tell(out, Audience::everyone(), Discarded{seat, card, window.id, window.closes_at, by_clock});
  close_window_if_settled(state, now, out);  // nobody alive to call: closes at once
}

void close_window_if_settled(State& state, Millis now, Outcome& out) {
  if (kernel::settled(state.window, priority(state))) close_window(state, now, out);
}

void close_window(State& state, Millis now, Outcome& out) {
  CallWindow& window = state.window;
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::claim_window});
  const std::optional<Seat> best = kernel::resolve(window, priority(state));
  const bool mah_jongg = best && window.winning.contains(*best);
  tell(out, Audience::everyone(), WindowClosed{window.id, best, mah_jongg});
  if (!best) {
    play_on_after(state, window.discarder, now, out);
    return;
  }
  const Seat caller = *best;
  Player& player = player_at(state, caller);
  state.discards.pop_back();  // the open discard is always the latest
  state.called_turn = true;
  state.just_drawn.reset();
  if (mah_jongg) {
    insert_sorted(player.concealed, window.card);
    const auto match = best_match(card_of(state), holding_of(player));
    win(state, caller, *match, false, now, out);  // checked when the call was made
    return;
  }
  // The caller lays the group down; the seats in between are skipped.
  ExposedGroup group;
  group.face = face_of(window.card);
  group.cards.push_back(window.card);
  for (CardId card : window.claim_of(caller)) {
    remove_card(player.concealed, card);
    group.cards.push_back(card);
  }
  std::sort(group.cards.begin(), group.cards.end());
  player.exposed.push_back(group);
  tell(out, Audience::everyone(), GroupExposed{caller, window.discarder, group});
  start_turn(state, caller, false, now, out);
}

void go_dead(State& state, Seat seat, Outcome& out) {
  player_at(state, seat).dead = true;
  tell(out, Audience::everyone(), HandWentDead{seat});
}

void win(State& state, Seat seat, const HandMatch& match, bool self_drawn, Millis now,
         Outcome& out) {
  const Player& player = player_at(state, seat);
  Win w;
  w.seat = seat;
  w.hand = match.hand;
  w.variation = match.variation;
  w.hand_name = card_of(state).hands[static_cast<std::size_t>(match.hand)].name;
  w.points = match.points;
  w.self_drawn = self_drawn;
  w.jokerless = !holding_of(player).has_joker();
  // Each bonus doubles once: drawn (not called), and no Joker anywhere in the hand.
  w.value = match.points * (self_drawn ? 2 : 1) * (w.jokerless ? 2 : 1);
  tell(out, Audience::everyone(), MahJonggDeclared{seat, player.concealed, w});
  end_round(state, w, now, out);
}

void end_round(State& state, std::optional<Win> w, Millis now, Outcome& out) {
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
  out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::claim_window});
  auto result = std::make_shared<RoundResult>();
  result->round = state.round;
  result->east = state.east;
  result->win = w;
  const int n = state.settings.seats;
  if (w) {
    for (int s = 0; s < n; ++s) {
      if (seat_at(s) == w->seat) continue;
      result->points[static_cast<std::size_t>(s)] -= w->value;
      result->points[static_cast<std::size_t>(kernel::index(w->seat))] += w->value;
    }
    const Player& winner = player_at(state, w->seat);
    result->winning_hand = winner.concealed;
    result->winning_groups =
        grouped(winner.concealed,
                lay_out(card_of(state), {w->hand, w->variation, w->points}, holding_of(winner)));
  }
  for (int s = 0; s < n; ++s) {
    Player& p = state.players[static_cast<std::size_t>(s)];
    p.score += result->points[static_cast<std::size_t>(s)];
    result->scores_after[static_cast<std::size_t>(s)] = p.score;
    if (p.dead) result->dead.insert(seat_at(s));
    result->exposed[static_cast<std::size_t>(s)] = p.exposed;
  }
  state.history.push_back(*result);
  state.phase = Phase::round_over;
  state.just_drawn.reset();
  state.decision_deadline = 0;
  tell(out, Audience::everyone(), RoundEnded{std::move(result)});
  out.effects.emplace_back(kernel::StartTimer{kernel::TimerKind::next_round,
                                              static_cast<std::uint32_t>(state.round),
                                              now + state.settings.between_rounds});
}

void begin_next_round(State& state, Millis now, Outcome& out) {
  // A game lasts until each player has been East once.
  if (state.round >= state.settings.seats) {
    GameResult result;
    const int n = state.settings.seats;
    for (int s = 0; s < n; ++s) {
      result.scores[static_cast<std::size_t>(s)] = state.players[static_cast<std::size_t>(s)].score;
      result.standings.push_back(seat_at(s));
    }
    std::stable_sort(result.standings.begin(), result.standings.end(), [&](Seat a, Seat b) {
      return result.scores[static_cast<std::size_t>(kernel::index(a))] >
             result.scores[static_cast<std::size_t>(kernel::index(b))];
    });
    const int top = result.scores[static_cast<std::size_t>(kernel::index(result.standings[0]))];
    for (int s = 0; s < n; ++s) {
      if (result.scores[static_cast<std::size_t>(s)] == top) result.winners.insert(seat_at(s));
    }
    state.result = result;
    state.phase = Phase::game_over;
    tell(out, Audience::everyone(), GameEnded{result});
    return;
  }
  // East moves one seat to the right, whoever won.
  state.east = kernel::seat_after(state.east, state.settings.seats);
  deal_round(state, now, out);
}

}  // namespace jongtable::american::rules
