// The one entry point: check an intent against the rules, then carry it out. Every
// check comes before the first change, so a refused intent changes nothing.
#include "jongtable/gimme/apply.hpp"

#include "jongtable/gimme/game.hpp"
#include "jongtable/kernel/apply.hpp"
#include "jongtable/kernel/timer_rules.hpp"
#include "rules.hpp"

namespace jongtable::gimme {
namespace {

using rules::player_at;
using rules::tell;

std::optional<RuleError> check_seat(const State& state, Seat seat) {
  if (kernel::index(seat) >= state.settings.seats) return RuleError::seat_out_of_range;
  if (state.phase == Phase::not_started) return RuleError::game_not_started;
  if (state.phase == Phase::game_over) return RuleError::game_over;
  return std::nullopt;
}

// The seat's own turn, between its draw (or Gimme) and its drop.
std::optional<RuleError> check_turn(const State& state, Seat seat) {
  if (auto error = check_seat(state, seat)) return error;
  if (player_at(state, seat).finished) return RuleError::already_finished;
  if (state.phase != Phase::awaiting_drop) {
    return state.phase == Phase::gimme_window || state.phase == Phase::round_over
               ? RuleError::not_your_turn
               : RuleError::wrong_phase;
  }
  if (state.current != seat) return RuleError::not_your_turn;
  return std::nullopt;
}

// A Gimme or a pass must name the open window and come from a seat that may answer it.
std::optional<RuleError> check_answer(const State& state, Seat seat, std::uint32_t window,
                                      Millis now) {
  if (auto error = check_seat(state, seat)) return error;
  if (state.phase != Phase::gimme_window || window != state.window.id) {
    return RuleError::no_claim_window;
  }
  if (now > state.window.closes_at) return RuleError::claim_window_closed;
  if (seat == state.window.discarder) return RuleError::own_discard;
  if (player_at(state, seat).finished) return RuleError::already_finished;
  if (state.window.answered.contains(seat)) return RuleError::already_responded;
  return std::nullopt;
}

struct Applier {
  State& state;
  Millis now;
  Outcome& out;

  std::optional<RuleError> operator()(const StartGame&) {
    if (state.phase != Phase::not_started) return RuleError::game_already_started;
    // The first player of the first round is chosen at random.
    state.first_player = state.staged ? state.staged->first_player
                                      : rules::seat_at(static_cast<int>(state.rng.below(
                                            static_cast<std::uint64_t>(state.settings.seats))));
    tell(out, kernel::Audience::everyone(),
         GameStarted{state.first_player, rounds_in_game(state.settings)});
    rules::deal_round(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Drop& intent) {
    if (auto error = check_turn(state, intent.seat)) return error;
    if (!player_at(state, intent.seat).concealed.contains(intent.tile)) {
      return RuleError::card_not_held;
    }
    rules::drop_tile(state, intent.seat, intent.tile, false, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const DeclareMahjong& intent) {
    if (auto error = check_turn(state, intent.seat)) return error;
    if (!is_mahjong_sorted(player_at(state, intent.seat).concealed,
                           pairs_allowed(state.settings))) {
      return RuleError::not_a_winning_hand;
    }
    rules::finish(state, intent.seat, false, now, out);
    rules::play_on_after(state, intent.seat, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const JokerSteal& intent) {
    if (auto error = check_turn(state, intent.seat)) return error;
    if (!state.drew_from_pool) return RuleError::no_steal_after_gimme;
    Player& thief = player_at(state, intent.seat);
    if (!thief.concealed.contains(intent.tile)) return RuleError::card_not_held;
    if (kernel::index(intent.owner) >= state.settings.seats) return RuleError::seat_out_of_range;
    Player& owner = player_at(state, intent.owner);
    if (owner.finished) return RuleError::set_owner_finished;
    if (intent.set < 0 || intent.set >= static_cast<int>(owner.exposed.size())) {
      return RuleError::no_joker_to_steal;
    }
    GimmeSet& set = owner.exposed[static_cast<std::size_t>(intent.set)];
    if (!set.holds_joker()) return RuleError::no_joker_to_steal;
    if (face_of(intent.tile) != set.face) return RuleError::wrong_face;
    // The set keeps its size and face; its first Joker joins the thief's hand.
    std::size_t at = 0;
    while (!is_joker(set.tiles[at])) ++at;
    const TileId joker = set.tiles[at];
    set.tiles.erase_at(at);
    set.tiles.insert_sorted(intent.tile);
    thief.concealed.remove(intent.tile);
    thief.concealed.insert_sorted(joker);
    if (state.just_drawn == intent.tile) state.just_drawn.reset();
    tell(out, kernel::Audience::everyone(),
         JokerStolen{intent.seat, intent.tile, intent.owner, intent.set, joker});
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Gimme& intent) {
    if (auto error = check_answer(state, intent.seat, intent.window, now)) return error;
    const GimmeWindow& window = state.window;
    const Face face = face_of(window.card);
    if (is_joker(face)) return RuleError::joker_cannot_be_claimed;
    const Player& caller = player_at(state, intent.seat);
    for (TileId tile : intent.tiles) {
      if (!caller.concealed.contains(tile)) return RuleError::card_not_held;
    }
    if (!makes_set_with(face, intent.tiles)) return RuleError::not_a_set;
    // Whether laying the set down would finish the hand (Pesky Pairs 2, mahjong_first).
    Hand rest = caller.concealed;
    bool joker = false;
    for (TileId tile : intent.tiles) {
      rest.remove(tile);
      joker = joker || is_joker(tile);
    }
    const bool finishes = is_mahjong_sorted(rest, pairs_allowed(state.settings));
    const bool pair = intent.tiles.size() == 1;
    if (pair && joker && state.settings.pesky_pairs_1) return RuleError::pesky_pair;
    if (pair && !finishes && state.settings.pesky_pairs_2) return RuleError::pair_not_mahjong;

    GimmeTiles named;
    named.assign(intent.tiles.begin(), intent.tiles.end());
    state.window.claim(intent.seat, named, finishes);
    tell(out, kernel::Audience::everyone(), GimmeCalled{intent.seat, state.window.id});
    rules::close_window_if_settled(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const Pass& intent) {
    if (auto error = check_answer(state, intent.seat, intent.window, now)) return error;
    state.window.pass(intent.seat);
    tell(out, kernel::Audience::only(intent.seat), GimmePassed{intent.seat, intent.window});
    rules::close_window_if_settled(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const WindowExpired& intent) {
    if (kernel::timer_is_stale(state.phase == Phase::gimme_window, intent.window,
                               state.window.id)) {
      return RuleError::stale_timer;
    }
    rules::close_window(state, now, out);
    return std::nullopt;
  }

  std::optional<RuleError> operator()(const TurnClockExpired& intent) {
    if (kernel::turn_clock_is_stale(state.phase == Phase::awaiting_drop, intent.decision,
                                    state.decision, state.settings.turn_clock)) {
      return RuleError::stale_timer;
    }
    // The server plays for the player: a Mahjong hand is declared; otherwise the tile
    // just drawn is dropped, or the last of the hand (after a Gimme, or when the drawn one
    // went in a Joker Steal).
    const Seat seat = state.current;
    const Player& player = player_at(state, seat);
    if (is_mahjong_sorted(player.concealed, pairs_allowed(state.settings))) {
      rules::finish(state, seat, true, now, out);
      rules::play_on_after(state, seat, now, out);
      return std::nullopt;
    }
    rules::drop_tile(state, seat, kernel::clock_discard(state.just_drawn, player.concealed), true,
                     now, out);
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

}  // namespace jongtable::gimme
