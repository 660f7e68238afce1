// The one entry point: check an intent against the rules, then carry it out. Every check
// comes before the first change, so a refused intent changes nothing.
#include "jongtable/chinese/apply.hpp"

#include "jongtable/chinese/game.hpp"
#include "jongtable/kernel/apply.hpp"
#include "jongtable/kernel/timer_rules.hpp"
#include "rules.hpp"

namespace jongtable::chinese {
namespace {

using rules::player_at;
using rules::tell;

std::optional<RuleError> check_seat(const State& state, Seat seat) {
  if (kernel::index(seat) >= state.settings.seats) return RuleError::seat_out_of_range;
  if (state.phase == Phase::not_started) return RuleError::game_not_started;
  if (state.phase == Phase::game_over) return RuleError::game_over;
  return std::nullopt;
}

std::optional<RuleError> check_turn(const State& state, Seat seat) {
  if (auto error = check_seat(state, seat)) return error;
  if (state.phase != Phase::discarding) {
    return state.phase == Phase::claim_window ? RuleError::not_your_turn : RuleError::wrong_phase;
  }
  if (state.current != seat) return RuleError::not_your_turn;
  return std::nullopt;
}

std::optional<RuleError> check_answer(const State& state, Seat seat, std::uint32_t window,
                                      Millis now) {
  if (auto error = check_seat(state, seat)) return error;
  if (state.phase != Phase::claim_window || window != state.window.id) {
    return RuleError::no_claim_window;
  }
  if (now > state.window.closes_at) return RuleError::claim_window_closed;
  if (seat == state.window.discarder) return RuleError::own_discard;
  if (state.window.answered.contains(seat)) return RuleError::already_responded;
  return std::nullopt;
}

struct Applier {
  State& state;
  Millis now;
  Outcome& out;

  std::optional<RuleError> operator()(const StartGame&) {
    if (state.phase != Phase::not_started) return RuleError::game_already_started;
    // The first East is chosen at random.
    state.east = state.staged ? state.staged->east
                              : rules::seat_at(static_cast<int>(state.rng.below(
                                    static_cast<std::uint64_t>(state.settings.seats))));
    tell(out, kernel::Audience::everyone(), GameStarted{state.east, hands_in_game(state.settings)});
    rules::deal_hand(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Discard& intent) {
    if (auto error = check_turn(state, intent.seat)) return error;
    if (!player_at(state, intent.seat).concealed.contains(intent.card)) {
      return RuleError::card_not_held;
    }
    rules::discard_card(state, intent.seat, intent.card, false, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const DeclareMahJongg& intent) {
    if (auto error = check_turn(state, intent.seat)) return error;
    if (!rules::holds_winning_hand(state, player_at(state, intent.seat))) {
      return RuleError::not_a_winning_hand;
    }
    rules::win(state, intent.seat, false, false, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Call& intent) {
    if (auto error = check_answer(state, intent.seat, intent.window, now)) return error;
    Claim claim;
    if (auto error = rules::check_call(state, intent, claim)) return error;
    ClaimWindow& window = state.window;
    window.claim(intent.seat, claim, claim.mah_jongg);
    tell(out, kernel::Audience::only(intent.seat), CallReceived{intent.seat, window.id});
    rules::close_window_if_settled(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Pass& intent) {
    if (auto error = check_answer(state, intent.seat, intent.window, now)) return error;
    state.window.pass(intent.seat);
    tell(out, kernel::Audience::only(intent.seat), PassReceived{intent.seat, intent.window});
    rules::close_window_if_settled(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const WindowExpired& intent) {
    if (kernel::timer_is_stale(state.phase == Phase::claim_window, intent.window,
                               state.window.id)) {
      return RuleError::stale_timer;
    }
    rules::close_window(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const TurnClockExpired& intent) {
    if (kernel::turn_clock_is_stale(state.phase == Phase::discarding, intent.decision,
                                    state.decision, state.settings.turn_clock)) {
      return RuleError::stale_timer;
    }
    // The server plays for the absent player: a winning hand is declared; otherwise the
    // card just drawn is discarded, or (after a call) the last card of the hand.
    const Seat seat = state.current;
    const Player& player = player_at(state, seat);
    if (rules::holds_winning_hand(state, player)) {
      rules::win(state, seat, false, true, now, out);
      return std::nullopt;
    }
    rules::discard_card(state, seat, kernel::clock_discard(state.just_drawn, player.concealed),
                        true, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const BeginNextHand& intent) {
    return kernel::next_round_when_due<RuleError>(state.phase == Phase::hand_over, intent.hand,
                                                  state.hand,
                                                  [&] { rules::begin_next_hand(state, now, out); });
  }
};

}  // namespace

void apply(State& state, const Intent& intent, Millis now, Outcome& out) {
  kernel::apply_with(Applier{state, now, out}, intent, out);
}

Outcome apply(State& state, const Intent& intent, Millis now) {
  return kernel::apply_into_fresh<Outcome>(state, intent, now);
}

}  // namespace jongtable::chinese
