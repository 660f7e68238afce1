// Every field of a state, folded into the kernel's digest (kernel/state_hasher.hpp).
#include <cstdint>

#include "jongtable/kernel/state_hasher.hpp"
#include "jongtable/pairs/state.hpp"

namespace jongtable::pairs {
namespace {

class Digest : public kernel::StateHasher<Digest> {
 public:
  using StateHasher::add;
  void add(const Settings& s) {
    add(s.seats);
    add(s.rounds);
    add(s.claim_window);
    add(s.turn_clock);
    add(s.between_rounds);
  }
  void add(const Player& p) {
    add(p.points);
    add(p.hand);
  }
  // A claim carries nothing: who claimed is in `called`.
  void add(const ClaimTaken&) {}
  void add(const PairsWindow& w) {
    add(w.id);
    add(w.discarder);
    add(w.card);
    add(w.opened_at);
    add(w.closes_at);
    add(w.eligible);
    add(w.answered);
    add(w.called);
    add(w.winning);
  }
  void add(const RoundResult& r) {
    add(r.round);
    add(r.dealer);
    add(r.winner);
    add(r.claimed_from);
    add(r.winning_hand);
    add(r.points_after);
  }
  void add(const GameResult& g) {
    add(g.standings);
    add(g.winners);
    add(g.points);
  }
  void add(const StagedDeal& d) {
    add(d.dealer);
    add(d.hands);
    add(d.pile);
    add(d.set_aside);
  }
};

}  // namespace

std::uint64_t state_hash(const State& t) {
  Digest d;
  d.add(t.settings);
  for (auto word : t.rng.state()) d.add(word);
  d.add(t.phase);
  d.add(t.players);
  d.add(t.round);
  d.add(t.dealer);
  d.add(t.current);
  d.add(t.pile);
  d.add(t.discards);
  d.add(t.set_aside);
  d.add(t.window);
  d.add(t.winner);
  d.add(t.decision);
  d.add(t.decision_deadline);
  d.add(t.history);
  d.add(t.result);
  d.add(t.staged);
  return d.value();
}

}  // namespace jongtable::pairs
