// The one entry point: check an intent against the rules, then carry it out. Every
// check comes before the first change, so a refused intent changes nothing.
#include "jongtable/pairs/apply.hpp"

#include <algorithm>

#include "jongtable/kernel/apply.hpp"
#include "jongtable/kernel/timer_rules.hpp"
#include "jongtable/pairs/game.hpp"
#include "rules.hpp"

namespace jongtable::pairs {
namespace {

using rules::player_at;
using rules::tell;

std::optional<RuleError> check_seat(const State& state, Seat seat) {
  if (kernel::index(seat) >= state.settings.seats) return RuleError::seat_out_of_range;
  if (state.phase == Phase::not_started) return RuleError::game_not_started;
  if (state.phase == Phase::game_over) return RuleError::game_over;
  return std::nullopt;
}

// The seat's own turn, at the step `step` of it.
std::optional<RuleError> check_turn(const State& state, Seat seat, Phase step) {
  if (auto error = check_seat(state, seat)) return error;
  const bool turn = state.phase == Phase::drawing || state.phase == Phase::discarding;
  if (!turn || state.current != seat) return RuleError::not_your_turn;
  if (state.phase != step) return RuleError::wrong_phase;
  return std::nullopt;
}

// A claim or a pass must name the open window and come from a seat that may answer it.
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

bool holds(const Player& player, CardId card) {
  return std::find(player.hand.begin(), player.hand.end(), card) != player.hand.end();
}

struct Applier {
  State& state;
  Millis now;
  Outcome& out;

  std::optional<RuleError> operator()(const StartGame&) {
    if (state.phase != Phase::not_started) return RuleError::game_already_started;
    // The first dealer is drawn from the seed; the deal then rotates.
    state.dealer = state.staged ? state.staged->dealer
                                : rules::seat_at(static_cast<int>(state.rng.below(
                                      static_cast<std::uint64_t>(state.settings.seats))));
    tell(out, kernel::Audience::everyone(), GameStarted{state.dealer, state.settings.rounds});
    rules::deal_round(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Draw& intent) {
    if (auto error = check_turn(state, intent.seat, Phase::drawing)) return error;
    rules::draw_card(state, intent.seat, false, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Discard& intent) {
    if (auto error = check_turn(state, intent.seat, Phase::discarding)) return error;
    if (!holds(player_at(state, intent.seat), intent.card)) return RuleError::card_not_held;
    rules::discard_card(state, intent.seat, intent.card, false, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const DeclareWin& intent) {
    if (auto error = check_turn(state, intent.seat, Phase::discarding)) return error;
    if (!is_three_pairs(player_at(state, intent.seat).hand)) return RuleError::not_a_winning_hand;
    rules::win(state, intent.seat, std::nullopt, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Claim& intent) {
    if (auto error = check_answer(state, intent.seat, intent.window, now)) return error;
    if (!wins_with(player_at(state, intent.seat).hand, state.window.card)) {
      return RuleError::not_a_winning_hand;
    }
    // Every claim wins the hand, so the kernel's priority is seat order alone.
    state.window.claim(intent.seat, ClaimTaken{}, true);
    tell(out, kernel::Audience::everyone(), ClaimMade{intent.seat, state.window.id});
    rules::close_window_if_settled(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Pass& intent) {
    if (auto error = check_answer(state, intent.seat, intent.window, now)) return error;
    state.window.pass(intent.seat);
    tell(out, kernel::Audience::only(intent.seat), ClaimPassed{intent.seat, intent.window});
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
    const bool turn = state.phase == Phase::drawing || state.phase == Phase::discarding;
    if (kernel::turn_clock_is_stale(turn, intent.decision, state.decision,
                                    state.settings.turn_clock)) {
      return RuleError::stale_timer;
    }
    // The server plays for the player: draws if it had not, then lets the newest card go.
    const Seat seat = state.current;
    if (state.phase == Phase::drawing) rules::draw_card(state, seat, true, out);
    rules::discard_card(state, seat, player_at(state, seat).hand.back(), true, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const BeginNextRound& intent) {
    return kernel::next_round_when_due<RuleError>(
        state.phase == Phase::round_over, intent.round, state.round,
        [&] { rules::begin_next_round(state, now, out); });
  }
};

}  // namespace

void apply(State& state, const Intent& intent, Millis now, Outcome& out) {
  kernel::apply_with(Applier{state, now, out}, intent, out);
}

Outcome apply(State& state, const Intent& intent, Millis now) {
  return kernel::apply_into_fresh<Outcome>(state, intent, now);
}

}  // namespace jongtable::pairs
