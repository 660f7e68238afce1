// A digest of every field of a table, stable across runs and builds, so a restored or
// replayed table can be compared with the original. Word-at-a-time multiply-xorshift:
// a change detector, not a cryptographic hash.
#include <cstdint>
#include <type_traits>

#include "jongtable/engine/table.hpp"

namespace jongtable::engine {
namespace {

class Digest {
 public:
  template <typename T>
  requires std::is_integral_v<T> || std::is_enum_v<T>
  void add(T value) {
    hash_ ^= static_cast<std::uint64_t>(value);
    hash_ *= 0x9e3779b97f4a7c15ULL;
    hash_ ^= hash_ >> 32;
  }
  template <typename T>
  void add(const std::vector<T>& items) {
    add(items.size());
    for (const auto& item : items) add(item);
  }
  template <typename T>
  void add(const std::optional<T>& item) {
    add(item.has_value());
    if (item) add(*item);
  }
  void add(SeatSet set) { add(set.bits()); }
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
  }
  void add(const StagedDeal& d) {
    add(d.ma);
    add(d.deck);
  }
  [[nodiscard]] std::uint64_t value() const { return hash_; }

 private:
  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
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

}  // namespace jongtable::engine
