// Every field of a state, folded into the kernel's digest (engine/state_hasher.hpp).
#include <cstdint>

#include "jongtable/chinese/state.hpp"
#include "jongtable/kernel/state_hasher.hpp"

namespace jongtable::chinese {
namespace {

class Digest : public kernel::StateHasher<Digest> {
 public:
  using StateHasher::add;
  void add(const Group& g) {
    add(g.type);
    add(g.kind);
    add(g.size);
    add(g.exposed);
  }
  void add(const Meld& m) {
    add(m.group);
    add(m.cards);
    add(m.from);
  }
  void add(const Player& p) {
    add(p.score);
    add(p.concealed);
    add(p.exposed);
    add(p.flowers);
  }
  void add(const Claim& c) {
    add(c.type);
    add(c.cards);
    add(c.mah_jongg);
  }
  void add(const ClaimWindow& w) {
    add(w.id);
    add(w.discarder);
    add(w.card);
    add(w.opened_at);
    add(w.closes_at);
    add(w.answered);
    add(w.called);
    add(w.claims);
  }
  void add(const LastDiscard& d) {
    add(d.seat);
    add(d.card);
  }
  void add(const ScoredGroup& g) {
    add(g.group);
    add(g.points);
  }
  void add(const BonusLine& b) {
    add(b.bonus);
    add(b.points);
  }
  void add(const DoubleLine& d) {
    add(d.reason);
    add(d.times);
  }
  void add(const HandScore& s) {
    add(s.groups);
    add(s.set_points);
    add(s.bonuses);
    add(s.doubles);
    add(s.base);
    add(s.doublings);
    add(s.total);
  }
  void add(const HandResult& r) {
    add(r.hand);
    add(r.east);
    add(r.ended_by);
    add(r.winner);
    add(r.scores);
    for (const auto& row : r.payments) add(row);
    add(r.net);
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
    add(d.east);
    add(d.concealed);
    add(d.exposed);
    add(d.wall);
  }
};

}  // namespace

std::uint64_t state_hash(const State& t) {
  Digest d;
  const Settings& s = t.settings;
  for (auto v : {static_cast<Millis>(s.seats), static_cast<Millis>(s.flowers),
                 static_cast<Millis>(s.limit), s.claim_window, s.turn_clock, s.between_hands}) {
    d.add(v);
  }
  for (auto word : t.rng.state()) d.add(word);
  d.add(t.phase);
  d.add(t.players);
  d.add(t.hand);
  d.add(t.east);
  d.add(t.current);
  d.add(t.just_drawn);
  d.add(t.drew);
  d.add(t.wall);
  d.add(t.discards);
  d.add(t.last_discard);
  d.add(t.window);
  d.add(t.decision);
  d.add(t.decision_deadline);
  d.add(t.history);
  d.add(t.result);
  d.add(t.staged);
  return d.value();
}

}  // namespace jongtable::chinese
