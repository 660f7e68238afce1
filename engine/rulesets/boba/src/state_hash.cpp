// Every field of a state, folded into the kernel's digest (engine/state_hasher.hpp).
#include <cstdint>

#include "jongtable/boba/state.hpp"
#include "jongtable/kernel/state_hasher.hpp"

namespace jongtable::boba {
namespace {

class Digest : public kernel::StateHasher<Digest> {
 public:
  using StateHasher::add;
  void add(const Player& p) {
    add(p.hand);
    add(p.score_cards);
  }
  void add(const Score& s) {
    add(s.cards);
    add(s.points.freshness);
    add(s.points.smoothness);
    add(s.points.complexity);
    add(s.points.presentation);
  }
  void add(const PlayerResult& r) {
    add(r.best);
    add(r.all_cards);
    add(r.score_cards);
  }
  void add(const GameResult& g) {
    add(g.players);
    add(g.winner);
    add(g.decided_by);
  }
  void add(const StagedDeal& d) {
    add(d.first);
    add(d.hands);
    add(d.score_cards);
    add(d.piles);
    add(d.supply);
    add(d.removed);
  }
};

}  // namespace

std::uint64_t state_hash(const State& s) {
  Digest d;
  d.add(s.settings.seats);
  d.add(s.settings.turn_clock);
  // Only when set, so that the digests of tables from before rematches read the same.
  if (const auto& previous = s.settings.rematch_of) {
    d.add(previous->first);
    d.add(previous->winner);
  }
  for (auto word : s.rng.state()) d.add(word);
  d.add(s.phase);
  d.add(s.players);
  d.add(s.piles);
  d.add(s.supply);
  d.add(s.removed);
  d.add(s.first);
  d.add(s.starter);
  d.add(s.current);
  d.add(s.turn);
  d.add(s.sets_this_turn);
  d.add(s.last_turn);
  d.add(s.end_trigger);
  d.add(s.decision);
  d.add(s.decision_deadline);
  d.add(s.result);
  d.add(s.staged);
  return d.value();
}

}  // namespace jongtable::boba
