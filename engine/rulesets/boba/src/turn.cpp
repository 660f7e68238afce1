// Setup, the turn's steps and the end: "Setup", "A turn, in this order" and "The end" in
// docs/rules/boba.md.
#include <algorithm>
#include <array>

#include "game_end.hpp"
#include "rules.hpp"

namespace jongtable::boba {

State create_table(const Settings& settings, std::uint64_t seed) {
  State state;
  state.settings = settings;
  state.rng = kernel::Rng(seed);
  if (settings.rematch_of) state.starter = rematch_starter(*settings.rematch_of);
  return state;
}

Seat rematch_starter(const PreviousGame& previous) {
  return kernel::seat_after(previous.winner ? *previous.winner : previous.first, kSeats);
}

State create_rematch(const State& finished, std::uint64_t seed) {
  Settings settings = finished.settings;
  settings.rematch_of =
      PreviousGame{finished.first, finished.result ? finished.result->winner : std::nullopt};
  return create_table(settings, seed);
}

namespace rules {
namespace {

void lay_out_staged(State& state, StagedDeal& staged) {
  for (int s = 0; s < kSeats; ++s) {
    state.players[s].hand = std::move(staged.hands[s]);
    state.players[s].score_cards = std::move(staged.score_cards[s]);
  }
  state.piles = std::move(staged.piles);
  state.supply = std::move(staged.supply);
  state.removed = std::move(staged.removed);
}

// Shuffles, turns a card onto each pile (a 0 goes back and the supply is reshuffled, until
// no pile shows a 0), then deals five to each player, one at a time from the first player.
int lay_out_shuffled(State& state) {
  std::array<CardId, kDeckSize> deck{};
  for (int id = 0; id < kDeckSize; ++id) deck[id] = CardId(static_cast<std::uint8_t>(id));
  kernel::shuffle(std::span<CardId>(deck), state.rng);
  state.supply.assign(deck.begin(), deck.end());
  int zeros = 0;
  for (auto& pile : state.piles) {
    pile.clear();
    while (pile.empty()) {
      const CardId card = state.supply.back();
      state.supply.pop_back();
      if (!is_zero(card)) {
        pile.push_back(card);
        continue;
      }
      state.supply.push_back(card);
      kernel::shuffle(std::span(state.supply), state.rng);
      ++zeros;
    }
  }
  Seat seat = state.first;
  for (int dealt = 0; dealt < kSeats * kStartingHand; ++dealt) {
    state.players[index(seat)].hand.push_back(state.supply.back());
    state.supply.pop_back();
    seat = kernel::seat_after(seat, kSeats);
  }
  return zeros;
}

}  // namespace

bool holds(const Player& player, CardId card) {
  return std::find(player.hand.begin(), player.hand.end(), card) != player.hand.end();
}

void remove_card(std::vector<CardId>& cards, CardId card) {
  cards.erase(std::find(cards.begin(), cards.end(), card));
}

std::optional<int> first_empty_pile(const State& state) {
  for (int p = 0; p < kPiles; ++p) {
    if (state.piles[p].empty()) return p;
  }
  return std::nullopt;
}

std::optional<RuleError> check_discard_pile(const State& state, int pile) {
  if (pile < 0 || pile >= kPiles) return RuleError::no_such_pile;
  if (const auto empty = first_empty_pile(state); empty && *empty != pile) {
    return RuleError::must_use_empty_pile;
  }
  return std::nullopt;
}

void start_game(State& state, Millis now, Outcome& out) {
  int zeros = 0;
  if (state.staged) {
    state.first = state.staged->first;
    lay_out_staged(state, *state.staged);
    state.staged.reset();
  } else {
    // The first player is drawn at random, except in a rematch (the previous loser).
    state.first =
        state.starter ? *state.starter : Seat(static_cast<std::uint8_t>(state.rng.below(kSeats)));
    zeros = lay_out_shuffled(state);
  }
  tell(out, kernel::Audience::everyone(),
       GameStarted{state.first, state.piles, static_cast<int>(state.supply.size()), zeros});
  for (int s = 0; s < kSeats; ++s) {
    const Seat seat{static_cast<std::uint8_t>(s)};
    tell(out, kernel::Audience::only(seat), HandDealt{seat, state.players[s].hand});
  }
  start_turn(state, state.first, now, out);
}

void start_turn(State& state, Seat seat, Millis now, Outcome& out) {
  // With the supply and every pile empty nobody can draw again: the game ends here, as
  // it would after the last turn (docs/rules/boba.md "The end").
  if (!anything_to_draw(state)) {
    end_game(state, out);
    return;
  }
  state.phase = Phase::drawing;
  state.current = seat;
  state.sets_this_turn = 0;
  ++state.turn;
  ++state.decision;
  const Millis clock = state.settings.turn_clock;
  state.decision_deadline = clock > 0 ? now + clock : 0;
  tell(out, kernel::Audience::everyone(),
       TurnStarted{seat, state.decision, state.decision_deadline, state.last_turn == seat});
  if (clock > 0) {
    out.effects.emplace_back(
        kernel::StartTimer{kernel::TimerKind::turn_clock, state.decision, state.decision_deadline});
  } else {
    out.effects.emplace_back(kernel::CancelTimer{kernel::TimerKind::turn_clock});
  }
}

void draw_from_supply(State& state, Seat seat, int count, DrawReason reason, bool by_turn_clock,
                      Outcome& out) {
  std::vector<CardId> cards;
  auto& hand = state.players[index(seat)].hand;
  for (int i = 0; i < count && !state.supply.empty(); ++i) {
    cards.push_back(state.supply.back());
    hand.push_back(state.supply.back());
    state.supply.pop_back();
  }
  const int drawn = static_cast<int>(cards.size());
  const int left = static_cast<int>(state.supply.size());
  tell(out, kernel::Audience::all_but(seat),
       SupplyDrawn{seat, {}, drawn, left, reason, by_turn_clock});
  tell(out, kernel::Audience::only(seat),
       SupplyDrawn{seat, std::move(cards), drawn, left, reason, by_turn_clock});
}

void take_pile_top(State& state, Seat seat, int pile, bool draw_again, Outcome& out) {
  const CardId card = state.piles[pile].back();
  state.piles[pile].pop_back();
  state.players[index(seat)].hand.push_back(card);
  tell(out, kernel::Audience::everyone(), PileTopTaken{seat, pile, card, draw_again});
}

std::optional<int> first_pile_with_a_card(const State& state) {
  for (int p = 0; p < kPiles; ++p) {
    if (!state.piles[p].empty()) return p;
  }
  return std::nullopt;
}

bool anything_to_draw(const State& state) {
  return !state.supply.empty() || first_pile_with_a_card(state).has_value();
}

void finish_turn(State& state, bool by_turn_clock, Millis now, Outcome& out) {
  const Seat seat = state.current;
  auto& hand = state.players[index(seat)].hand;
  if (hand.empty()) {
    draw_from_supply(state, seat, kEmptyHandDraw, DrawReason::empty_hand, by_turn_clock, out);
  }
  if (static_cast<int>(hand.size()) <= kHandLimit) {
    end_turn(state, now, out);
    return;
  }
  if (!by_turn_clock) {
    state.phase = Phase::hand_limit;
    return;
  }
  // The server discards the highest-numbered cards (a topping, having no number, counts
  // below every number; equal numbers go by card id) to the first empty pile, else pile 1.
  auto rank = [](CardId c) { return is_topping(c) ? -1 : number_of(c) * 64 + index(c); };
  while (static_cast<int>(hand.size()) > kHandLimit) {
    const CardId card = *std::max_element(hand.begin(), hand.end(),
                                          [&](CardId a, CardId b) { return rank(a) < rank(b); });
    const int pile = first_empty_pile(state).value_or(0);
    remove_card(hand, card);
    state.piles[pile].push_back(card);
    tell(out, kernel::Audience::everyone(), CardDiscarded{seat, card, pile, true});
  }
  end_turn(state, now, out);
}

void end_turn(State& state, Millis now, Outcome& out) {
  const Seat seat = state.current;
  tell(out, kernel::Audience::everyone(), TurnEnded{seat});
  if (state.last_turn == seat) {
    end_game(state, out);
    return;
  }
  const Seat other = kernel::seat_after(seat, kSeats);
  if (!state.last_turn) {
    const bool ten = std::any_of(state.players.begin(), state.players.end(), [](const Player& p) {
      return static_cast<int>(p.score_cards.size()) >= kScoreCardsToEnd;
    });
    const bool out_of_turns = state.turn >= kMaxTurns;
    if (ten || state.supply.empty() || out_of_turns) {
      state.last_turn = other;
      state.end_trigger = ten                    ? EndTrigger::ten_score_cards
                          : state.supply.empty() ? EndTrigger::supply_empty
                                                 : EndTrigger::turn_limit;
      tell(out, kernel::Audience::everyone(), LastTurnCalled{other, *state.end_trigger});
    }
  }
  start_turn(state, other, now, out);
}

}  // namespace rules
}  // namespace jongtable::boba
