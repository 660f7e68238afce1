// The one entry point: check an intent against the rules, then carry it out. Every
// check comes before the first change, so a refused intent changes nothing.
#include "jongtable/nymj/apply.hpp"

#include <algorithm>

#include "jongtable/kernel/apply.hpp"
#include "jongtable/kernel/timer_rules.hpp"
#include "jongtable/nymj/game.hpp"
#include "rules.hpp"

namespace jongtable::nymj {
namespace {

using rules::holds;
using rules::tell;

std::optional<RuleError> check_seat(const Table& table, Seat seat) {
  if (index(seat) >= static_cast<int>(table.players.size())) return RuleError::seat_out_of_range;
  if (table.phase == Phase::not_started) return RuleError::game_not_started;
  if (table.phase == Phase::game_over) return RuleError::game_over;
  if (!table.dealt_in.contains(seat)) return RuleError::not_dealt_in;
  return std::nullopt;
}

std::optional<RuleError> check_decision(const Table& table, Seat seat, Phase phase) {
  if (auto error = check_seat(table, seat)) return error;
  if (table.phase != phase) {
    const bool deciding =
        table.phase == Phase::awaiting_discard || table.phase == Phase::awaiting_exposure;
    return deciding && table.current != seat ? RuleError::not_your_turn : RuleError::wrong_phase;
  }
  if (table.current != seat) return RuleError::not_your_turn;
  return std::nullopt;
}

// A claim or a pass must name the open window and come from a seat that may answer it.
std::optional<RuleError> check_answer(const Table& table, Seat seat, std::uint32_t window,
                                      Millis now) {
  if (auto error = check_seat(table, seat)) return error;
  if (table.phase != Phase::claim_window || window != table.window.id) {
    return RuleError::no_claim_window;
  }
  if (now > table.window.closes_at) return RuleError::claim_window_closed;
  if (seat == table.window.discarder) return RuleError::own_discard;
  if (table.window.responded.contains(seat)) return RuleError::already_responded;
  return std::nullopt;
}

bool everyone_answered(const Table& table) {
  return table.window.responded.size() == table.dealt_in.size() - 1;
}

struct Applier {
  Table& table;
  Millis now;
  Outcome& out;

  std::optional<RuleError> operator()(const StartGame&) {
    if (table.phase != Phase::not_started) return RuleError::game_already_started;
    // The first Ma is chosen at random (docs/rules/nymj.md: ages are not asked).
    if (!table.staged) {
      table.ma = Seat(static_cast<std::uint8_t>(table.rng.below(table.players.size())));
    }
    tell(out, Audience::everyone(), GameStarted{table.staged ? table.staged->ma : table.ma});
    rules::deal_round(table, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Discard& intent) {
    if (auto error = check_decision(table, intent.seat, Phase::awaiting_discard)) return error;
    Player& player = table.players[index(intent.seat)];
    if (!holds(player, intent.card)) return RuleError::card_not_held;
    discard(intent.seat, intent.card, false);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const DeclareWin& intent) {
    if (auto error = check_decision(table, intent.seat, Phase::awaiting_discard)) return error;
    const Player& player = table.players[index(intent.seat)];
    if (!is_winning(player.concealed, static_cast<int>(player.exposed.size()))) {
      return RuleError::not_a_winning_hand;
    }
    // Ma's dealt win is paid as a win by drawing.
    rules::end_round_with_win(table, intent.seat, WinMethod::drawing, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Steal& intent) {
    if (auto error = check_answer(table, intent.seat, intent.window, now)) return error;
    const Player& player = table.players[index(intent.seat)];
    ClaimWindow& window = table.window;
    const Millis latency = std::clamp<Millis>(intent.one_way_latency, 0, table.settings.lag_bound);
    const ClaimKind kind =
        classify_claim(count_faces(player.concealed), static_cast<int>(player.exposed.size()),
                       face_of(window.card));
    window.claims.push_back({intent.seat, kind, now, now - latency});
    window.responded.insert(intent.seat);
    tell(out, Audience::everyone(), StealCalled{intent.seat, window.id});
    // Once a claim is in, rivals have the compensation bound (and a margin) to land.
    const Millis deadline = now + table.settings.lag_bound + table.settings.claim_margin;
    if (everyone_answered(table)) {
      rules::close_claim_window(table, now, out);
    } else if (deadline < window.closes_at) {
      window.closes_at = deadline;
      out.effects.emplace_back(StartTimer{TimerKind::claim_window, window.id, deadline});
    }
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Pass& intent) {
    if (auto error = check_answer(table, intent.seat, intent.window, now)) return error;
    table.window.responded.insert(intent.seat);
    tell(out, Audience::only(intent.seat), ClaimPassed{intent.seat, intent.window});
    if (everyone_answered(table)) rules::close_claim_window(table, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const ExposeSet& intent) {
    if (auto error = check_decision(table, intent.seat, Phase::awaiting_exposure)) return error;
    const Player& player = table.players[index(intent.seat)];
    if (!holds(player, intent.first) || !holds(player, intent.second)) {
      return RuleError::card_not_held;
    }
    if (intent.first == intent.second ||
        !is_set(face_of(intent.first), face_of(intent.second), face_of(*table.stolen_card))) {
      return RuleError::not_a_set;
    }
    rules::expose_set(table, intent.first, intent.second, false, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const ClaimWindowExpired& intent) {
    if (kernel::timer_is_stale(table.phase == Phase::claim_window, intent.window,
                               table.window.id)) {
      return RuleError::stale_timer;
    }
    rules::close_claim_window(table, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const TurnClockExpired& intent) {
    const bool deciding =
        table.phase == Phase::awaiting_discard || table.phase == Phase::awaiting_exposure;
    if (kernel::turn_clock_is_stale(deciding, intent.decision, table.decision,
                                    table.settings.turn_clock)) {
      return RuleError::stale_timer;
    }
    // The server plays for the player: the first set that fits; the card just drawn
    // (or the last card in hand).
    if (table.phase == Phase::awaiting_exposure) {
      const auto option = rules::exposure_options(table).front();
      rules::expose_set(table, option.first, option.second, true, now, out);
      return std::nullopt;
    }
    const Player& player = table.players[index(table.current)];
    discard(table.current, kernel::clock_discard(table.just_drawn, player.concealed), true);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const BeginNextRound& intent) {
    return kernel::next_round_when_due<RuleError>(
        table.phase == Phase::round_over, intent.round, table.round,
        [&] { rules::begin_next_round(table, now, out); });
  }

  void discard(Seat seat, CardId card, bool by_turn_clock) {
    rules::remove_card(table.players[index(seat)].concealed, card);
    table.discard_pile.push_back(card);
    table.just_drawn.reset();
    rules::open_claim_window(table, seat, card, now, out);
    tell(out, Audience::everyone(),
         CardDiscarded{seat, card, table.window.id, table.window.closes_at, by_turn_clock});
  }
};

}  // namespace

Outcome apply(Table& table, const Intent& intent, Millis now) {
  return kernel::apply_into_fresh<Outcome>(table, intent, now);
}

void apply(Table& table, const Intent& intent, Millis now, Outcome& out) {
  kernel::apply_with(Applier{table, now, out}, intent, out);
}

}  // namespace jongtable::nymj
