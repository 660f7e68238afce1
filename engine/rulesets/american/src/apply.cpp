// The one entry point: check an intent against the rules, then carry it out. Every check
// comes before the first change, so a refused intent changes nothing.
#include "jongtable/american/apply.hpp"

#include <algorithm>

#include "jongtable/american/bot.hpp"
#include "jongtable/american/game.hpp"
#include "jongtable/kernel/apply.hpp"
#include "jongtable/kernel/timer_rules.hpp"
#include "rules.hpp"

namespace jongtable::american {
namespace {

using rules::player_at;
using rules::tell;

std::optional<RuleError> check_seat(const State& state, Seat seat) {
  if (kernel::index(seat) >= state.settings.seats) return RuleError::seat_out_of_range;
  if (state.phase == Phase::not_started) return RuleError::game_not_started;
  if (state.phase == Phase::game_over) return RuleError::game_over;
  return std::nullopt;
}

std::optional<RuleError> check_sealed(const State& state, Seat seat, Phase phase,
                                      std::optional<std::uint32_t> decision) {
  if (auto error = check_seat(state, seat)) return error;
  if (decision && *decision != state.decision) return RuleError::stale_step;
  if (state.phase != phase) return RuleError::wrong_phase;
  if (state.charleston.choices.has_chosen(seat)) {
    return RuleError::already_responded;
  }
  return std::nullopt;
}

// Distinct, held, never Jokers.
std::optional<RuleError> check_own_cards(const Player& player, const std::vector<CardId>& cards) {
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (!rules::holds(player.concealed, cards[i])) return RuleError::card_not_held;
    if (std::find(cards.begin(), cards.begin() + static_cast<std::ptrdiff_t>(i), cards[i]) !=
        cards.begin() + static_cast<std::ptrdiff_t>(i)) {
      return RuleError::card_not_held;
    }
    if (is_joker(cards[i])) return RuleError::joker_not_passable;
  }
  return std::nullopt;
}

std::optional<RuleError> check_turn(const State& state, Seat seat) {
  if (auto error = check_seat(state, seat)) return error;
  if (player_at(state, seat).dead) return RuleError::hand_is_dead;
  if (state.phase != Phase::awaiting_discard) {
    return state.phase == Phase::call_window || state.phase == Phase::round_over
               ? RuleError::not_your_turn
               : RuleError::wrong_phase;
  }
  if (state.current != seat) return RuleError::not_your_turn;
  return std::nullopt;
}

std::optional<RuleError> check_answer(const State& state, Seat seat, std::uint32_t window,
                                      Millis now) {
  if (auto error = check_seat(state, seat)) return error;
  if (state.phase != Phase::call_window || window != state.window.id) {
    return RuleError::no_claim_window;
  }
  if (now > state.window.closes_at) return RuleError::claim_window_closed;
  if (seat == state.window.discarder) return RuleError::own_discard;
  if (player_at(state, seat).dead) return RuleError::hand_is_dead;
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
    tell(out, kernel::Audience::everyone(), GameStarted{state.east, state.settings.seats});
    rules::deal_round(state, now, out);
    return std::nullopt;
  }

  void seal(Seat seat, SealedChoice choice) {
    state.charleston.choices.choose(seat, std::move(choice));
    tell(out, kernel::Audience::everyone(), ChoiceSealed{seat});
    if (state.charleston.choices.all_chosen()) rules::resolve_sealed_step(state, now, out);
  }

  std::optional<RuleError> operator()(const PassCards& intent) {
    if (auto error = check_sealed(state, intent.seat, Phase::charleston, intent.decision))
      return error;
    if (auto error = check_own_cards(player_at(state, intent.seat), intent.cards)) return error;
    if (intent.blind < 0 || intent.cards.empty() ||
        static_cast<int>(intent.cards.size()) + intent.blind != 3) {
      return RuleError::wrong_card_count;
    }
    const auto steps = charleston_steps(state.settings.seats, state.charleston.number);
    const bool last = state.charleston.step + 1 == static_cast<int>(steps.size());
    if (intent.blind > 0 && (!last || !state.settings.charleston_extras)) {
      return RuleError::blind_not_allowed;
    }
    seal(intent.seat, SealedChoice{intent.cards, intent.blind, false});
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const VoteDanceAgain& intent) {
    if (auto error = check_sealed(state, intent.seat, Phase::dance_vote, intent.decision))
      return error;
    seal(intent.seat, SealedChoice{{}, 0, intent.yes});
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const OfferCourtesy& intent) {
    if (auto error = check_sealed(state, intent.seat, Phase::courtesy, intent.decision))
      return error;
    if (auto error = check_own_cards(player_at(state, intent.seat), intent.cards)) return error;
    if (intent.cards.size() > 3) return RuleError::wrong_card_count;
    seal(intent.seat, SealedChoice{intent.cards, 0, false});
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Discard& intent) {
    if (auto error = check_turn(state, intent.seat)) return error;
    if (!rules::holds(player_at(state, intent.seat).concealed, intent.card)) {
      return RuleError::card_not_held;
    }
    rules::discard(state, intent.seat, intent.card, false, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> declare(Seat seat) {
    const Player& player = player_at(state, seat);
    const auto match = best_match(rules::card_of(state), holding_of(player));
    if (!match) {
      if (!state.settings.dead_hand) return RuleError::not_a_winning_hand;
      rules::go_dead(state, seat, out);
      return std::nullopt;
    }
    out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
    // Drawn, or East's dealt 14: not called, so it counts as self-drawn.
    rules::win(state, seat, *match, !state.called_turn, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const DeclareMahJongg& intent) {
    if (auto error = check_turn(state, intent.seat)) return error;
    if (auto error = declare(intent.seat)) return error;
    if (player_at(state, intent.seat).dead) {
      out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
      rules::play_on_after(state, intent.seat, now, out);
    }
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const ExchangeJoker& intent) {
    if (auto error = check_turn(state, intent.seat)) return error;
    Player& player = player_at(state, intent.seat);
    if (!rules::holds(player.concealed, intent.card)) return RuleError::card_not_held;
    if (kernel::index(intent.owner) >= state.settings.seats) return RuleError::seat_out_of_range;
    Player& owner = player_at(state, intent.owner);
    if (intent.group < 0 || intent.group >= static_cast<int>(owner.exposed.size())) {
      return RuleError::no_joker_to_exchange;
    }
    ExposedGroup& group = owner.exposed[static_cast<std::size_t>(intent.group)];
    if (group.jokers() == 0) return RuleError::no_joker_to_exchange;
    if (is_joker(intent.card) || face_of(intent.card) != group.face) return RuleError::wrong_face;
    // The group keeps its face and size; its last Joker joins the hand.
    const CardId joker = group.cards.back();
    group.cards.pop_back();
    rules::insert_sorted(group.cards, intent.card);
    rules::remove_card(player.concealed, intent.card);
    rules::insert_sorted(player.concealed, joker);
    if (state.just_drawn == intent.card) state.just_drawn.reset();
    tell(out, kernel::Audience::everyone(),
         JokerExchanged{intent.seat, intent.card, intent.owner, intent.group, joker});
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Call& intent) {
    if (auto error = check_answer(state, intent.seat, intent.window, now)) return error;
    const CallWindow& window = state.window;
    const Player& caller = player_at(state, intent.seat);
    const Face face = face_of(window.card);
    if (intent.mah_jongg) {
      Holding holding = holding_of(caller);
      ++holding.concealed[static_cast<std::size_t>(index(face))];
      // A call is not yet a declaration: one that cannot complete the hand is refused and
      // the hand stays alive (the dead-hand rule waits for a shown hand).
      if (!best_match(rules::card_of(state), holding)) return RuleError::not_a_winning_hand;
      state.window.claim(intent.seat, {}, true);
    } else {
      for (std::size_t i = 0; i < intent.cards.size(); ++i) {
        const CardId card = intent.cards[i];
        if (!rules::holds(caller.concealed, card) ||
            std::count(intent.cards.begin(), intent.cards.end(), card) > 1) {
          return RuleError::card_not_held;
        }
        if (!is_joker(card) && face_of(card) != face) return RuleError::not_a_set;
      }
      const int size = static_cast<int>(intent.cards.size()) + 1;
      if (size < 3 || size > 6) return RuleError::not_a_set;
      const auto shapes = rules::shapes_of(caller.exposed);
      if (std::any_of(shapes.begin(), shapes.end(),
                      [&](const ExposedShape& s) { return s.face == face; })) {
        return RuleError::already_exposed;
      }
      const auto jokers = std::count_if(intent.cards.begin(), intent.cards.end(), is_joker);
      const ExposedShape shape{face, static_cast<std::uint8_t>(size),
                               static_cast<std::uint8_t>(jokers)};
      if (!exposure_usable(rules::card_of(state), shapes, shape)) {
        return RuleError::exposure_unusable;
      }
      state.window.claim(intent.seat, intent.cards, false);
    }
    tell(out, kernel::Audience::everyone(), CallMade{intent.seat, intent.window});
    rules::close_window_if_settled(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const PassCall& intent) {
    if (auto error = check_answer(state, intent.seat, intent.window, now)) return error;
    state.window.pass(intent.seat);
    tell(out, kernel::Audience::only(intent.seat), CallPassed{intent.seat, intent.window});
    rules::close_window_if_settled(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const WindowExpired& intent) {
    if (kernel::timer_is_stale(state.phase == Phase::call_window, intent.window, state.window.id)) {
      return RuleError::stale_timer;
    }
    rules::close_window(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const TurnClockExpired& intent) {
    if (intent.decision != state.decision) return RuleError::stale_timer;
    switch (state.phase) {
      case Phase::charleston:
      case Phase::dance_vote:
      case Phase::courtesy:
        // The clock chooses for every seat still to choose: the basic bot's pass (never
        // blind), no to dancing again, nothing offered across.
        state.charleston.choices.choose_for_the_rest([&](Seat seat) {
          SealedChoice choice;
          if (state.phase == Phase::charleston) choice.cards = rules::default_pass(state, seat, 3);
          return choice;
        });
        rules::resolve_sealed_step(state, now, out);
        return std::nullopt;
      case Phase::awaiting_discard: {
        if (state.settings.turn_clock == 0) return RuleError::stale_timer;
        const Seat seat = state.current;
        const Player& player = player_at(state, seat);
        if (best_match(rules::card_of(state), holding_of(player))) return declare(seat);
        // The card just drawn, as in the other games; without one, the card the hand
        // needs least (American hands are not kept in an order that makes the last one so).
        const auto drawn = kernel::drawn_and_still_held(state.just_drawn, player.concealed);
        const CardId card = drawn ? *drawn
                                  : least_needed_cards(rules::card_of(state), player.concealed,
                                                       player.exposed, 1, true)
                                        .front();
        rules::discard(state, seat, card, true, now, out);
        return std::nullopt;
      }
      default:
        return RuleError::stale_timer;
    }
  }

  std::optional<RuleError> operator()(const BeginNextRound& intent) {
    return kernel::next_round_when_due<RuleError>(
        state.phase == Phase::round_over, intent.round, state.round,
        [&] { rules::begin_next_round(state, now, out); });
  }
};

}  // namespace

Intent timer_intent(kernel::TimerKind kind, std::uint32_t id) {
  switch (kind) {
    case kernel::TimerKind::claim_window:
      return WindowExpired{id};
    case kernel::TimerKind::turn_clock:
      return TurnClockExpired{id};
    case kernel::TimerKind::next_round:
      return BeginNextRound{static_cast<int>(id)};
  }
  return WindowExpired{id};
}

void apply(State& state, const Intent& intent, Millis now, Outcome& out) {
  kernel::apply_with(Applier{state, now, out}, intent, out);
}

Outcome apply(State& state, const Intent& intent, Millis now) {
  return kernel::apply_into_fresh<Outcome>(state, intent, now);
}

}  // namespace jongtable::american
