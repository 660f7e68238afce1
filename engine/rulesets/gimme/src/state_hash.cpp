// Every field of a state, folded into the kernel's digest (engine/state_hasher.hpp).
#include <cstdint>

#include "jongtable/gimme/state.hpp"
#include "jongtable/kernel/state_hasher.hpp"

namespace jongtable::gimme {
namespace {

class Digest : public kernel::StateHasher<Digest> {
 public:
  using StateHasher::add;
  void add(const GimmeSet& set) {
    add(set.face);
    add(set.tiles);
  }
  void add(const Player& p) {
    add(p.score);
    add(p.concealed);
    add(p.exposed);
    add(p.finished);
  }
  void add(const Score& s) {
    add(s.points);
    add(s.first);
    add(s.one_suit);
    add(s.no_jokers);
    add(s.even_or_odd);
  }
  void add(const Finish& f) {
    add(f.seat);
    add(f.score);
  }
  void add(const LastDrop& d) {
    add(d.seat);
    add(d.tile);
  }
  void add(const GimmeWindow& w) {
    add(w.id);
    add(w.discarder);
    add(w.card);
    add(w.opened_at);
    add(w.closes_at);
    add(w.answered);
    add(w.called);
    add(w.winning);
    add(w.claims);
  }
  void add(const RoundResult& r) {
    add(r.round);
    add(r.first_player);
    add(r.ended_by);
    add(r.finishes);
    add(r.points);
    add(r.scores_after);
    add(r.concealed);
    add(r.exposed);
  }
  void add(const GameResult& g) {
    add(g.standings);
    add(g.winners);
    add(g.scores);
  }
  void add(const StagedDeal& d) {
    add(d.first_player);
    add(d.concealed);
    add(d.exposed);
    add(d.pool);
  }
};

}  // namespace

std::uint64_t state_hash(const State& t) {
  Digest d;
  const Settings& s = t.settings;
  for (auto v : {static_cast<Millis>(s.seats), s.gimme_window, s.turn_clock, s.between_rounds,
                 static_cast<Millis>(s.rounds), static_cast<Millis>(s.bonuses),
                 static_cast<Millis>(s.pesky_pairs_1), static_cast<Millis>(s.pesky_pairs_2),
                 static_cast<Millis>(s.mahjong_first), static_cast<Millis>(s.turn_cap)}) {
    d.add(v);
  }
  for (auto word : t.rng.state()) d.add(word);
  d.add(t.phase);
  d.add(t.players);
  d.add(t.round);
  d.add(t.first_player);
  d.add(t.current);
  d.add(t.just_drawn);
  d.add(t.drew_from_pool);
  d.add(t.pool);
  d.add(t.dropped);
  d.add(t.last_drop);
  d.add(t.window);
  d.add(t.decision);
  d.add(t.decision_deadline);
  d.add(t.turns_this_round);
  d.add(t.finishes);
  d.add(t.history);
  d.add(t.result);
  d.add(t.staged);
  return d.value();
}

}  // namespace jongtable::gimme
