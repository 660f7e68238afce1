// The one entry point: check an intent against the rules, then carry it out. Every check
// comes before the first change, so a refused intent changes nothing.
#include "jongtable/boba/apply.hpp"

#include <algorithm>
#include <array>

#include "jongtable/boba/game.hpp"
#include "jongtable/boba/sets.hpp"
#include "jongtable/kernel/apply.hpp"
#include "jongtable/kernel/timer_rules.hpp"
#include "rules.hpp"

namespace jongtable::boba {

Intent timer_intent(kernel::TimerKind kind, std::uint32_t id) {
  // Turns are numbered from 1, so a timer of another kind can never pass for a turn's.
  return TurnClockExpired{kind == kernel::TimerKind::turn_clock ? id : 0};
}

namespace {

using rules::holds;
using rules::tell;

std::optional<RuleError> check_turn(const State& state, Seat seat,
                                    std::initializer_list<Phase> phases) {
  if (index(seat) >= kSeats) return RuleError::seat_out_of_range;
  if (state.phase == Phase::not_started) return RuleError::game_not_started;
  if (state.phase == Phase::game_over) return RuleError::game_over;
  if (state.current != seat) return RuleError::not_your_turn;
  if (std::find(phases.begin(), phases.end(), state.phase) == phases.end()) {
    return RuleError::wrong_phase;
  }
  return std::nullopt;
}

// Checks a set against the rules and the table; the piles are followed card by card as
// the two others would be placed, since taking a pile's top may leave it empty.
std::optional<RuleError> check_set(const State& state, const MakeSet& intent) {
  const Player& player = state.players[index(intent.seat)];
  const std::size_t from_hand = intent.pile ? 2 : 3;
  if (intent.cards.size() != from_hand) return RuleError::not_a_set;
  for (std::size_t i = 0; i < from_hand; ++i) {
    if (!holds(player, intent.cards[i])) return RuleError::card_not_held;
    for (std::size_t j = 0; j < i; ++j) {
      if (intent.cards[i] == intent.cards[j]) return RuleError::not_a_set;
    }
  }
  std::array<int, kPiles> sizes{};
  for (int p = 0; p < kPiles; ++p) sizes[p] = static_cast<int>(state.piles[p].size());
  std::array<CardId, 3> set{};
  std::copy(intent.cards.begin(), intent.cards.end(), set.begin());
  if (intent.pile) {
    if (*intent.pile < 0 || *intent.pile >= kPiles) return RuleError::no_such_pile;
    if (sizes[*intent.pile] == 0) return RuleError::pile_empty;
    set[2] = state.piles[*intent.pile].back();
    --sizes[*intent.pile];
  }
  if (!is_set(set[0], set[1], set[2])) return RuleError::not_a_set;
  // The kept card and the two others are the set's three cards, each once.
  std::array<CardId, 3> named = {intent.keep, intent.others[0].card, intent.others[1].card};
  std::sort(named.begin(), named.end());
  std::sort(set.begin(), set.end());
  if (named != set) return RuleError::wrong_set_cards;
  for (const Placement& placed : intent.others) {
    if (is_zero(placed.card)) continue;  // leaves the game, whatever pile is named
    if (placed.pile < 0 || placed.pile >= kPiles) return RuleError::no_such_pile;
    const auto empty = std::find(sizes.begin(), sizes.end(), 0);
    if (empty != sizes.end() && empty - sizes.begin() != placed.pile) {
      return RuleError::must_use_empty_pile;
    }
    ++sizes[placed.pile];
  }
  return std::nullopt;
}

struct Applier {
  State& state;
  Millis now;
  Outcome& out;

  std::optional<RuleError> operator()(const StartGame&) {
    if (state.phase != Phase::not_started) return RuleError::game_already_started;
    rules::start_game(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const DrawSupply& intent) {
    if (auto error = check_turn(state, intent.seat, {Phase::drawing, Phase::sets_or_draw})) {
      return error;
    }
    if (state.supply.empty()) return RuleError::supply_empty;
    const bool again = state.phase == Phase::sets_or_draw;
    rules::draw_from_supply(state, intent.seat, kSupplyDraw,
                            again ? DrawReason::draw_again : DrawReason::draw, false, out);
    after_draw(again);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const TakePileTop& intent) {
    if (auto error = check_turn(state, intent.seat, {Phase::drawing, Phase::sets_or_draw})) {
      return error;
    }
    if (intent.pile < 0 || intent.pile >= kPiles) return RuleError::no_such_pile;
    auto& pile = state.piles[intent.pile];
    if (pile.empty()) return RuleError::pile_empty;
    const bool again = state.phase == Phase::sets_or_draw;
    rules::take_pile_top(state, intent.seat, intent.pile, again, out);
    after_draw(again);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const MakeSet& intent) {
    if (auto error = check_turn(state, intent.seat, {Phase::sets_or_draw, Phase::making_sets})) {
      return error;
    }
    if (auto error = check_set(state, intent)) return error;
    Player& player = state.players[index(intent.seat)];
    SetMade made{intent.seat, {}, intent.pile, intent.keep, {}, 0};
    std::copy(intent.cards.begin(), intent.cards.end(), made.cards.begin());
    for (CardId card : intent.cards) rules::remove_card(player.hand, card);
    if (intent.pile) {
      made.cards[2] = state.piles[*intent.pile].back();
      state.piles[*intent.pile].pop_back();
    }
    player.score_cards.push_back(intent.keep);
    for (std::size_t i = 0; i < 2; ++i) {
      const Placement& placed = intent.others[i];
      made.others[i].card = placed.card;
      if (is_zero(placed.card)) {
        state.removed.push_back(placed.card);
      } else {
        state.piles[placed.pile].push_back(placed.card);
        made.others[i].pile = placed.pile;
      }
    }
    made.sets_this_turn = ++state.sets_this_turn;
    tell(out, kernel::Audience::everyone(), std::move(made));
    if (state.sets_this_turn == kSetsPerTurn) {
      tell(out, kernel::Audience::everyone(), SetsEnded{intent.seat, state.sets_this_turn, false});
      rules::finish_turn(state, false, now, out);
    } else {
      state.phase = Phase::making_sets;
    }
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const EndSets& intent) {
    if (auto error = check_turn(state, intent.seat, {Phase::sets_or_draw, Phase::making_sets})) {
      return error;
    }
    tell(out, kernel::Audience::everyone(), SetsEnded{intent.seat, state.sets_this_turn, false});
    rules::finish_turn(state, false, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Discard& intent) {
    if (auto error = check_turn(state, intent.seat, {Phase::hand_limit})) return error;
    Player& player = state.players[index(intent.seat)];
    if (!holds(player, intent.card)) return RuleError::card_not_held;
    const auto empty = rules::first_empty_pile(state);
    if (!intent.pile && !empty) return RuleError::no_such_pile;
    const int pile = intent.pile.value_or(empty.value_or(0));
    if (auto error = rules::check_discard_pile(state, pile)) return error;
    rules::remove_card(player.hand, intent.card);
    state.piles[pile].push_back(intent.card);
    tell(out, kernel::Audience::everyone(), CardDiscarded{intent.seat, intent.card, pile, false});
    if (static_cast<int>(player.hand.size()) <= kHandLimit) rules::end_turn(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const TurnClockExpired& intent) {
    const bool in_turn = state.phase != Phase::not_started && state.phase != Phase::game_over;
    if (kernel::turn_clock_is_stale(in_turn, intent.decision, state.decision,
                                    state.settings.turn_clock)) {
      return RuleError::stale_timer;
    }
    // The server plays the rest of the turn: two from the supply if nothing was drawn
    // (with the supply empty, the top of the lowest-numbered pile that has one), no set,
    // and the highest-numbered cards discarded down to seven.
    const Seat seat = state.current;
    if (state.phase == Phase::drawing) {
      if (!state.supply.empty()) {
        rules::draw_from_supply(state, seat, kSupplyDraw, DrawReason::draw, true, out);
      } else {
        // A turn only starts while something is left to draw (rules::start_turn).
        const int pile = rules::first_pile_with_a_card(state).value_or(0);
        rules::take_pile_top(state, seat, pile, false, out);
      }
    }
    if (state.phase != Phase::hand_limit) {
      tell(out, kernel::Audience::everyone(), SetsEnded{seat, state.sets_this_turn, true});
    }
    rules::finish_turn(state, true, now, out);
    return std::nullopt;
  }

  // Step 1 leads to step 2; a second draw (step 2's other choice) ends step 2 at once.
  void after_draw(bool again) {
    if (again) {
      rules::finish_turn(state, false, now, out);
    } else {
      state.phase = Phase::sets_or_draw;
    }
  }
};

}  // namespace

void apply(State& state, const Intent& intent, Millis now, Outcome& out) {
  kernel::apply_with(Applier{state, now, out}, intent, out);
}

Outcome apply(State& state, const Intent& intent, Millis now) {
  return kernel::apply_into_fresh<Outcome>(state, intent, now);
}

}  // namespace jongtable::boba
