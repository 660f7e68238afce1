#include "jongtable/american/view.hpp"

#include <algorithm>

#include "rules.hpp"

namespace jongtable::american {

using rules::player_at;

std::vector<ExposeOption> expose_options(const State& state, Seat seat) {
  std::vector<ExposeOption> options;
  if (state.phase != Phase::call_window || is_joker(state.window.card)) return options;
  const Player& player = player_at(state, seat);
  const Face face = face_of(state.window.card);
  const auto shapes = rules::shapes_of(player.exposed);
  if (std::any_of(shapes.begin(), shapes.end(),
                  [&](const ExposedShape& s) { return s.face == face; })) {
    return options;
  }
  std::vector<CardId> naturals;
  std::vector<CardId> jokers;
  for (CardId card : player.concealed) {
    if (face_of(card) == face) naturals.push_back(card);
    if (is_joker(card)) jokers.push_back(card);
  }
  for (int size = 3; size <= 6; ++size) {
    const int from_hand = size - 1;
    const int nat = std::min<int>(static_cast<int>(naturals.size()), from_hand);
    const int jok = from_hand - nat;
    if (jok > static_cast<int>(jokers.size())) continue;
    const ExposedShape shape{face, static_cast<std::uint8_t>(size), static_cast<std::uint8_t>(jok)};
    if (!exposure_usable(rules::card_of(state), shapes, shape)) continue;
    ExposeOption option;
    option.size = size;
    option.cards.assign(naturals.begin(), naturals.begin() + nat);
    option.cards.insert(option.cards.end(), jokers.begin(), jokers.begin() + jok);
    options.push_back(std::move(option));
  }
  return options;
}

void refresh_view(const State& state, std::optional<Seat> viewer, View& view) {
  const int n = state.settings.seats;
  if (viewer && kernel::index(*viewer) >= n) viewer.reset();
  view.viewer = viewer;
  view.settings = state.settings;
  view.card = state.card.card;
  view.phase = state.phase;
  view.round = state.round;
  view.rounds = n;
  view.east = state.east;
  view.current = state.current;
  view.decision = state.decision;
  view.decision_deadline = state.decision_deadline;
  view.wall_count = static_cast<int>(state.wall.size());
  const bool sealed = state.phase == Phase::charleston || state.phase == Phase::dance_vote ||
                      state.phase == Phase::courtesy;
  view.seats.clear();
  for (int s = 0; s < n; ++s) {
    const Player& p = state.players[static_cast<std::size_t>(s)];
    SeatView sv;
    sv.seat = rules::seat_at(s);
    sv.score = p.score;
    sv.concealed_count = static_cast<int>(p.concealed.size());
    sv.exposed = p.exposed;
    sv.dead = p.dead;
    sv.chosen = sealed && state.charleston.choices.has_chosen(rules::seat_at(s));
    view.seats.push_back(std::move(sv));
  }
  view.hand.clear();
  view.just_drawn.reset();
  if (viewer) {
    view.hand = player_at(state, *viewer).concealed;
    if (state.current == *viewer && state.phase == Phase::awaiting_discard) {
      view.just_drawn = state.just_drawn;
    }
  }
  view.discards = state.discards;
  view.sealed.reset();
  if (sealed) {
    SealedStepView sv;
    sv.charleston = state.charleston.number;
    sv.deadline = state.decision_deadline;
    if (state.phase == Phase::charleston) {
      const auto steps = charleston_steps(n, state.charleston.number);
      sv.step = state.charleston.step;
      sv.steps = static_cast<int>(steps.size());
      sv.direction = steps[static_cast<std::size_t>(state.charleston.step)];
      sv.blind_allowed = state.settings.charleston_extras && sv.step + 1 == sv.steps;
    } else if (state.phase == Phase::courtesy) {
      sv.direction = Direction::across;
    }
    if (viewer) {
      sv.to = pass_target(*viewer, sv.direction, n);
      // A seat sees its own sealed choice, nobody else's.
      if (state.charleston.choices.has_chosen(*viewer)) {
        sv.my_choice = state.charleston.choices.sealed_by(*viewer);
      }
    }
    view.sealed = sv;
  }
  view.window.reset();
  if (state.phase == Phase::call_window) {
    const CallWindow& w = state.window;
    view.window = WindowView{w.id,
                             w.discarder,
                             w.card,
                             w.opened_at,
                             w.closes_at,
                             w.called,
                             viewer && w.answered.contains(*viewer)};
  }
  view.legal = LegalActions{};
  if (viewer) {
    const Seat me = *viewer;
    const Player& player = player_at(state, me);
    LegalActions& legal = view.legal;
    const bool chosen = sealed && state.charleston.choices.has_chosen(me);
    if (sealed && !chosen) {
      for (CardId c : player.concealed) {
        if (!is_joker(c)) legal.passable.push_back(c);
      }
      legal.pass_cards = state.phase == Phase::charleston;
      legal.max_blind = legal.pass_cards && view.sealed->blind_allowed ? 2 : 0;
      legal.vote = state.phase == Phase::dance_vote;
      legal.offer_courtesy = state.phase == Phase::courtesy;
      if (legal.vote) legal.passable.clear();
    }
    if (state.phase == Phase::awaiting_discard && state.current == me && !player.dead) {
      legal.discard = player.concealed;
      legal.declare_mah_jongg = best_match(rules::card_of(state), holding_of(player)).has_value();
      for (int s = 0; s < n; ++s) {
        const Player& owner = state.players[static_cast<std::size_t>(s)];
        for (std::size_t g = 0; g < owner.exposed.size(); ++g) {
          const ExposedGroup& group = owner.exposed[g];
          if (group.jokers() == 0) continue;
          for (CardId c : player.concealed) {
            if (!is_joker(c) && face_of(c) == group.face) {
              legal.joker_exchanges.push_back({c, rules::seat_at(s), static_cast<int>(g)});
              break;
            }
          }
        }
      }
    }
    if (state.phase == Phase::call_window && me != state.window.discarder && !player.dead &&
        !state.window.answered.contains(me)) {
      legal.pass_call = true;
      Holding holding = holding_of(player);
      ++holding.concealed[static_cast<std::size_t>(index(face_of(state.window.card)))];
      legal.call_mah_jongg = best_match(rules::card_of(state), holding).has_value();
      legal.expose_options = expose_options(state, me);
    }
  }
  view.history = state.history;
  view.result = state.result;
}

View view_for(const State& state, std::optional<Seat> viewer) {
  View view;
  refresh_view(state, viewer, view);
  return view;
}

std::vector<NearHand> nearest_hands_for(const View& view, int count) {
  if (!view.viewer || !view.card) return {};
  Holding holding;
  for (CardId c : view.hand) ++holding.concealed[static_cast<std::size_t>(index(face_of(c)))];
  holding.exposed =
      rules::shapes_of(view.seats[static_cast<std::size_t>(kernel::index(*view.viewer))].exposed);
  // Natural cards nobody can draw or call any more: every seat's exposed naturals and the
  // discards, but the open discard, which may still be called.
  std::array<std::uint8_t, kFaceCount> out_of_play{};
  const auto gone = [&](CardId c) {
    if (!is_joker(c)) ++out_of_play[static_cast<std::size_t>(index(face_of(c)))];
  };
  for (const SeatView& seat : view.seats) {
    for (const ExposedGroup& group : seat.exposed)
      std::for_each(group.cards.begin(), group.cards.end(), gone);
  }
  for (std::size_t i = 0; i < view.discards.size(); ++i) {
    if (view.window && i + 1 == view.discards.size()) break;
    gone(view.discards[i]);
  }
  return nearest_hands(*view.card, holding, count, out_of_play);
}

}  // namespace jongtable::american
