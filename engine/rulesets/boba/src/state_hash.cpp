// A digest of every field of a table, stable across runs and builds, so a restored or
// replayed table can be compared with the original. A change detector, not a
// cryptographic hash.
#include <cstdint>
#include <type_traits>

#include "jongtable/boba/state.hpp"

namespace jongtable::boba {
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
  template <typename T, std::size_t N>
  void add(const std::array<T, N>& items) {
    for (const auto& item : items) add(item);
  }
  template <typename T>
  void add(const std::optional<T>& item) {
    add(item.has_value());
    if (item) add(*item);
  }
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
  [[nodiscard]] std::uint64_t value() const { return hash_; }

 private:
  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

}  // namespace

std::uint64_t state_hash(const State& s) {
  Digest d;
  d.add(s.settings.seats);
  d.add(s.settings.turn_clock);
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
