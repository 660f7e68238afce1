// Dealing, turns and draws: "Seats, Ma and dealing" and "A turn" in docs/rules/nymj.md.
#include <algorithm>

#include "rules.hpp"

namespace jongtable::nymj {

Table create_table(const Settings& settings, std::uint64_t seed) {
  Table table;
  table.settings = settings;
  table.rng = Rng(seed);
  table.players.resize(static_cast<std::size_t>(settings.seats));
  for (auto& player : table.players) player.tokens = settings.starting_tokens;
  table.dealt_in = SeatSet::first(settings.seats);
  return table;
}

namespace rules {

Seat next_dealt_in(const Table& table, Seat seat) {
  const int seats = static_cast<int>(table.players.size());
  Seat next = seat_after(seat, seats);
  while (!table.dealt_in.contains(next)) next = seat_after(next, seats);
  return next;
}

bool holds(const Player& player, CardId card) {
  return std::find(player.concealed.begin(), player.concealed.end(), card) !=
         player.concealed.end();
}

void remove_card(std::vector<CardId>& cards, CardId card) {
  cards.erase(std::find(cards.begin(), cards.end(), card));
}

void start_decision(Table& table, Seat seat, Phase phase, Millis now, Outcome& out) {
  table.phase = phase;
  table.current = seat;
  ++table.decision;
  const Millis clock = table.settings.turn_clock;
  table.decision_deadline = clock > 0 ? now + clock : 0;
  tell(out, Audience::everyone(), TurnStarted{seat, table.decision, table.decision_deadline});
  if (clock > 0) {
    out.effects.emplace_back(StartTimer{TimerKind::turn_clock, table.decision, now + clock});
  } else {
    out.effects.emplace_back(CancelTimer{TimerKind::turn_clock});
  }
}

void deal_round(Table& table, Millis now, Outcome& out) {
  // The deck lives here only while dealing, so it is kept off the heap.
  std::array<CardId, kDeckSize> cards{};
  std::span<CardId> deck(cards);
  if (table.staged) {
    deck = deck.first(table.staged->deck.size());
    std::copy(table.staged->deck.begin(), table.staged->deck.end(), deck.begin());
    table.ma = table.staged->ma;
    table.staged.reset();
  } else {
    for (int id = 0; id < kDeckSize; ++id) deck[id] = CardId(id);
    shuffle(deck, table.rng);
  }
  ++table.round;
  table.draws_this_round = 0;
  table.discard_pile.clear();
  table.just_drawn.reset();
  table.stolen_card.reset();
  for (auto& player : table.players) {
    player.concealed.clear();
    player.exposed.clear();
    player.pending_skips = 0;
  }
  tell(out, Audience::everyone(),
       RoundStarted{table.round, table.ma, table.dealt_in, table.tiebreaker, 0});
  // Ma takes 11 cards, then each seat after Ma 10, in turn.
  std::size_t next = 0;
  Seat seat = table.ma;
  do {
    const std::size_t count = seat == table.ma ? 11 : 10;
    auto& hand = table.players[index(seat)].concealed;
    hand.assign(deck.begin() + static_cast<std::ptrdiff_t>(next),
                deck.begin() + static_cast<std::ptrdiff_t>(next + count));
    next += count;
    seat = next_dealt_in(table, seat);
  } while (seat != table.ma);
  // The rest is the draw pile; its top (first to be drawn) is kept at the back.
  table.draw_pile.assign(deck.rbegin(), deck.rend() - static_cast<std::ptrdiff_t>(next));
  std::get<RoundStarted>(out.events.back().body).draw_pile =
      static_cast<int>(table.draw_pile.size());
  for (int s = 0; s < static_cast<int>(table.players.size()); ++s) {
    const Seat dealt{static_cast<std::uint8_t>(s)};
    if (!table.dealt_in.contains(dealt)) continue;
    tell(out, Audience::only(dealt), HandDealt{dealt, table.players[s].concealed});
  }
  start_decision(table, table.ma, Phase::awaiting_discard, now, out);
}

void next_turn_after(Table& table, Seat discarder, Millis now, Outcome& out) {
  Seat seat = next_dealt_in(table, discarder);
  // A seat owing a skip is passed over and the skip used up; skips only ever
  // decrease here, so this ends.
  while (table.players[index(seat)].pending_skips > 0) {
    const int left = --table.players[index(seat)].pending_skips;
    tell(out, Audience::everyone(), TurnSkipped{seat, left});
    seat = next_dealt_in(table, seat);
  }
  if (table.draws_this_round >= table.settings.turn_cap) {
    end_round_void(table, now, out);
    return;
  }
  if (table.draw_pile.empty()) {
    table.draw_pile.swap(table.discard_pile);
    shuffle(std::span(table.draw_pile), table.rng);
    tell(out, Audience::everyone(), DrawPileReshuffled{static_cast<int>(table.draw_pile.size())});
    if (table.draw_pile.empty()) {
      end_round_void(table, now, out);
      return;
    }
  }
  const CardId card = table.draw_pile.back();
  table.draw_pile.pop_back();
  table.players[index(seat)].concealed.push_back(card);
  table.just_drawn = card;
  ++table.draws_this_round;
  const int left = static_cast<int>(table.draw_pile.size());
  tell(out, Audience::only(seat), CardDrawn{seat, card, left});
  tell(out, Audience::all_but(seat), CardDrawn{seat, std::nullopt, left});
  start_decision(table, seat, Phase::awaiting_discard, now, out);
}

}  // namespace rules
}  // namespace jongtable::nymj
