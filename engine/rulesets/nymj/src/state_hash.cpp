// Every field of a table, folded into the kernel's digest (engine/state_hasher.hpp), so a
// restored or replayed table can be compared with the original. The order of the fields
// and the way a round result interleaves its seats are NYMJ's own, and fixed: stored games
// and replay pins hold these values.
#include <cstdint>

#include "jongtable/kernel/state_hasher.hpp"
#include "jongtable/nymj/table.hpp"

namespace jongtable::nymj {
namespace {

class Digest : public kernel::StateHasher<Digest> {
 public:
  using StateHasher::add;
  void add(const ExposedSet& set) {
    for (CardId c : set.cards) add(c);
  }
  void add(const Player& p) {
    add(p.tokens);
    add(p.concealed);
    add(p.exposed);
    add(p.pending_skips);
  }
  void add(const Claim& c) {
    add(c.seat);
    add(c.kind);
    add(c.arrived_at);
    add(c.effective_at);
  }
  void add(const RoundResult& r) {
    add(r.round);
    add(r.tiebreaker);
    add(r.void_round);
    add(r.winner);
    add(r.method);
    add(r.dealt_in);
    for (int s = 0; s < kMaxPlayers; ++s) {
      add(r.token_change[s]);
      add(r.tokens_after[s]);
      add(r.concealed[s]);
      add(r.exposed[s]);
    }
  }
  void add(const GameResult& g) {
    add(g.winner);
    add(g.standings);
    // Added only when a win is shared, so every game that ended before the tiebreaker
    // bound hashes as it always has.
    if (!g.shared_by.empty()) add(g.shared_by);
  }
  void add(const StagedDeal& d) {
    add(d.ma);
    add(d.deck);
  }
};

}  // namespace

std::uint64_t state_hash(const Table& t) {
  Digest d;
  const Settings& s = t.settings;
  for (auto v : {static_cast<Millis>(s.seats), static_cast<Millis>(s.starting_tokens),
                 s.claim_window, s.lag_bound, s.claim_margin, s.turn_clock, s.between_rounds,
                 static_cast<Millis>(s.turn_cap)}) {
    d.add(v);
  }
  // Folded only when chosen, so that every full game keeps the hash it had before.
  if (s.rounds != 0) d.add(static_cast<Millis>(s.rounds));
  for (auto word : t.rng.state()) d.add(word);
  d.add(t.phase);
  d.add(t.players);
  d.add(t.dealt_in);
  d.add(t.ma);
  d.add(t.round);
  d.add(t.tiebreaker);
  d.add(t.draw_pile);
  d.add(t.discard_pile);
  d.add(t.current);
  d.add(t.just_drawn);
  d.add(t.stolen_card);
  d.add(t.window.id);
  d.add(t.window.discarder);
  d.add(t.window.card);
  d.add(t.window.opened_at);
  d.add(t.window.closes_at);
  d.add(t.window.responded);
  d.add(t.window.claims);
  d.add(t.decision);
  d.add(t.decision_deadline);
  d.add(t.draws_this_round);
  d.add(t.history);
  d.add(t.result);
  d.add(t.staged);
  return d.value();
}

}  // namespace jongtable::nymj
