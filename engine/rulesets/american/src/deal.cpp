// The table, the deal and the state's digest.
#include <algorithm>
#include <numeric>

#include "rules.hpp"

namespace jongtable::american {

int ExposedGroup::jokers() const {
  return static_cast<int>(std::count_if(cards.begin(), cards.end(), is_joker));
}

std::vector<Direction> charleston_steps(int seats, int number) {
  std::vector<Direction> steps =
      number == 1 ? std::vector<Direction>{Direction::right, Direction::across, Direction::left}
                  : std::vector<Direction>{Direction::left, Direction::across, Direction::right};
  if (seats == 3) std::erase(steps, Direction::across);
  return steps;
}

Seat pass_target(Seat seat, Direction direction, int seats) {
  const int step = direction == Direction::right    ? 1
                   : direction == Direction::across ? 2
                                                    : seats - 1;
  return rules::seat_at((kernel::index(seat) + step) % seats);
}

State create_table(const Settings& settings, std::uint64_t seed) {
  State state;
  state.settings = settings;
  state.card.card = rules::card_for(settings);
  state.rng = kernel::Rng(seed);
  return state;
}

bool game_over(const State& state) {
  return state.phase == Phase::game_over;
}

int seats(const State& state) {
  return state.settings.seats;
}

Seat whose_decision(const State& state) {
  if (state.phase == Phase::charleston || state.phase == Phase::dance_vote ||
      state.phase == Phase::courtesy) {
    for (int s = 0; s < state.settings.seats; ++s) {
      if (!state.charleston.choices.has_chosen(rules::seat_at(s))) return rules::seat_at(s);
    }
  }
  return state.current;
}

Holding holding_of(const Player& player) {
  Holding holding;
  for (CardId card : player.concealed)
    ++holding.concealed[static_cast<std::size_t>(index(face_of(card)))];
  holding.exposed = rules::shapes_of(player.exposed);
  return holding;
}

namespace rules {

void insert_sorted(std::vector<CardId>& cards, CardId card) {
  cards.insert(std::upper_bound(cards.begin(), cards.end(), card), card);
}

bool remove_card(std::vector<CardId>& cards, CardId card) {
  const auto it = std::find(cards.begin(), cards.end(), card);
  if (it == cards.end()) return false;
  cards.erase(it);
  return true;
}

bool holds(const std::vector<CardId>& cards, CardId card) {
  return std::find(cards.begin(), cards.end(), card) != cards.end();
}

std::vector<ExposedShape> shapes_of(const std::vector<ExposedGroup>& groups) {
  std::vector<ExposedShape> shapes;
  shapes.reserve(groups.size());
  for (const ExposedGroup& g : groups) {
    shapes.push_back(
        {g.face, static_cast<std::uint8_t>(g.cards.size()), static_cast<std::uint8_t>(g.jokers())});
  }
  return shapes;
}

void deal_round(State& state, Millis now, Outcome& out) {
  ++state.round;
  state.discards.clear();
  state.just_drawn.reset();
  state.called_turn = false;
  const std::uint32_t window_id = state.window.id;  // ids keep counting across rounds
  state.window = CallWindow{};
  state.window.id = window_id;
  for (auto& player : state.players) {
    player.concealed.clear();
    player.exposed.clear();
    player.dead = false;
  }
  bool charleston = true;
  if (state.staged) {
    state.east = state.staged->east;
    for (int s = 0; s < state.settings.seats; ++s) {
      auto& player = state.players[static_cast<std::size_t>(s)];
      player.concealed = state.staged->concealed[static_cast<std::size_t>(s)];
      std::sort(player.concealed.begin(), player.concealed.end());
      player.exposed = state.staged->exposed[static_cast<std::size_t>(s)];
    }
    state.wall = state.staged->wall;
    charleston = state.staged->charleston;
    state.staged.reset();
  } else {
    std::vector<CardId> deck(kCardCount);
    for (int c = 0; c < kCardCount; ++c)
      deck[static_cast<std::size_t>(c)] = CardId(static_cast<std::uint8_t>(c));
    kernel::shuffle(std::span<CardId>(deck), state.rng);
    // East is dealt 14, the others 13; the rest is the wall, drawn from the back.
    for (int k = 0; k < state.settings.seats; ++k) {
      const Seat seat = seat_at((kernel::index(state.east) + k) % state.settings.seats);
      auto& hand = player_at(state, seat).concealed;
      const int count = k == 0 ? 14 : 13;
      for (int i = 0; i < count; ++i) {
        hand.push_back(deck.back());
        deck.pop_back();
      }
      std::sort(hand.begin(), hand.end());
    }
    state.wall = std::move(deck);
  }
  tell(out, Audience::everyone(),
       RoundStarted{state.round, state.east, static_cast<int>(state.wall.size())});
  for (int s = 0; s < state.settings.seats; ++s) {
    tell(out, Audience::only(seat_at(s)),
         HandDealt{seat_at(s), state.players[static_cast<std::size_t>(s)].concealed});
  }
  if (charleston) {
    state.charleston = Charleston{};
    start_sealed_step(state, Phase::charleston, now, out);
  } else {
    start_play(state, now, out);
  }
}

}  // namespace rules

namespace {

class Digest {
 public:
  void add(std::uint64_t v) {
    h_ ^= v + 0x9e3779b97f4a7c15ULL + (h_ << 6) + (h_ >> 2);
    h_ *= 0x100000001b3ULL;
  }
  void add(const std::vector<CardId>& cards) {
    add(cards.size());
    for (CardId c : cards) add(static_cast<std::uint64_t>(index(c)));
  }
  [[nodiscard]] std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = 0xcbf29ce484222325ULL;
};

}  // namespace

std::uint64_t state_hash(const State& state) {
  Digest d;
  d.add(static_cast<std::uint64_t>(state.settings.seats));
  for (auto word : state.rng.state()) d.add(word);
  d.add(static_cast<std::uint64_t>(state.phase));
  d.add(static_cast<std::uint64_t>(state.round));
  d.add(static_cast<std::uint64_t>(kernel::index(state.east)));
  d.add(static_cast<std::uint64_t>(kernel::index(state.current)));
  d.add(state.just_drawn ? static_cast<std::uint64_t>(index(*state.just_drawn)) + 1 : 0);
  d.add(state.called_turn);
  d.add(state.wall);
  d.add(state.discards);
  for (int s = 0; s < state.settings.seats; ++s) {
    const Player& p = state.players[static_cast<std::size_t>(s)];
    d.add(static_cast<std::uint64_t>(p.score));
    d.add(p.concealed);
    d.add(p.dead);
    d.add(p.exposed.size());
    for (const ExposedGroup& g : p.exposed) d.add(g.cards);
    const SealedChoice& c = state.charleston.choices.sealed_by(rules::seat_at(s));
    d.add(state.charleston.choices.has_chosen(rules::seat_at(s)));
    d.add(c.cards);
    d.add(static_cast<std::uint64_t>(c.blind));
    d.add(c.yes);
  }
  d.add(static_cast<std::uint64_t>(state.charleston.number));
  d.add(static_cast<std::uint64_t>(state.charleston.step));
  d.add(state.window.id);
  d.add(state.window.answered.bits());
  d.add(state.window.called.bits());
  d.add(state.window.winning.bits());
  d.add(static_cast<std::uint64_t>(state.window.closes_at));
  d.add(state.decision);
  d.add(static_cast<std::uint64_t>(state.decision_deadline));
  d.add(state.history.size());
  for (const RoundResult& r : state.history) {
    for (int p : r.points) d.add(static_cast<std::uint64_t>(p));
  }
  d.add(state.result.has_value());
  return d.value();
}

}  // namespace jongtable::american
