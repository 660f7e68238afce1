#include "jongtable/bots/match.hpp"

#include <array>
#include <bit>
#include <type_traits>

#include "jongtable/nymj/apply.hpp"
#include "jongtable/nymj/view.hpp"
#include "strategies.hpp"

namespace jongtable::bots {
namespace {

using namespace nymj;

// The host's side of one game: the table, a pretend clock and the pending timers.
class MatchHost {
 public:
  MatchHost(const Settings& settings, std::uint64_t seed, std::vector<std::unique_ptr<Bot>>& bots,
            const MatchObserver& observer)
      : table_(create_table(settings, seed)),
        bots_(bots),
        views_(bots.size()),
        observer_(observer) {
    result_.seed = seed;
    const auto seats = static_cast<std::size_t>(settings.seats);
    result_.tokens.assign(seats, 0);
    result_.rounds_won.assign(seats, 0);
    result_.steals.assign(seats, 0);
  }

  MatchResult play(int max_steps) {
    apply(table_, StartGame{}, now_, outcome_);
    take(StartGame{}, outcome_);
    int steps = 0;
    while (table_.phase != Phase::game_over && steps < max_steps) {
      ++steps;
      if (let_a_bot_act()) continue;
      if (!fire_next_timer()) break;  // nobody can move and nothing is pending
    }
    result_.finished = table_.phase == Phase::game_over;
    if (table_.result) result_.winner = table_.result->winner;
    for (std::size_t s = 0; s < table_.players.size(); ++s)
      result_.tokens[s] = table_.players[s].tokens;
    result_.final_state_hash = state_hash(table_);
    // The game is over: its record and result move out rather than being copied.
    result_.history = std::move(table_.history);
    return std::move(result_);
  }

 private:
  // The seats that may move now, one bit each. Only these seats' bots are asked: every
  // legal action of a view belongs to one of them, so any other bot would have nothing
  // to say. A mask rather than a test per seat: which seats are left to answer a window
  // changes at every step, and a branch per seat would often be guessed wrong.
  [[nodiscard]] unsigned seats_that_may_act() const {
    switch (table_.phase) {
      case Phase::awaiting_discard:
      case Phase::awaiting_exposure:
        return 1u << index(table_.current);
      case Phase::claim_window:
        return table_.dealt_in.bits() & ~table_.window.responded.bits() &
               ~(1u << index(table_.window.discarder));
      default:
        return 0;
    }
  }

  bool let_a_bot_act() {
    for (unsigned may = seats_that_may_act(); may != 0; may &= may - 1) {
      const auto s = static_cast<std::size_t>(std::countr_zero(may));
      if (s >= bots_.size()) break;
      // Rebuilt in place: the seat's view keeps its storage from one step to the next.
      refresh_view(table_, Seat{static_cast<std::uint8_t>(s)}, views_[s]);
      const std::optional<Intent> intent = bots_[s]->decide(views_[s]);
      if (!intent) continue;
      apply(table_, *intent, now_, outcome_);
      if (!outcome_.ok()) {
        ++result_.refused_intents;
        continue;
      }
      take(*intent, outcome_);
      now_ += 1;  // people and bots alike take a moment
      return true;
    }
    return false;
  }

  bool fire_next_timer() {
    std::optional<StartTimer> next;
    for (const auto& timer : timers_)
      if (timer && (!next || timer->at < next->at)) next = timer;
    if (!next) return false;
    timers_[static_cast<std::size_t>(next->kind)].reset();
    if (next->at > now_) now_ = next->at;
    Intent expiry = StartGame{};
    switch (next->kind) {
      case TimerKind::claim_window:
        expiry = ClaimWindowExpired{next->id};
        break;
      case TimerKind::turn_clock:
        expiry = TurnClockExpired{next->id};
        break;
      case TimerKind::next_round:
        expiry = BeginNextRound{static_cast<int>(next->id)};
        break;
    }
    apply(table_, expiry, now_, outcome_);
    if (outcome_.ok()) take(expiry, outcome_);  // a stale timer is simply ignored
    return true;
  }

  void take(const Intent& intent, const Outcome& outcome) {
    if (observer_) observer_(table_, intent, now_, outcome);
    for (const Effect& effect : outcome.effects) {
      if (const auto* start = std::get_if<StartTimer>(&effect))
        timers_[static_cast<std::size_t>(start->kind)] = *start;
      else if (const auto* cancel = std::get_if<CancelTimer>(&effect))
        timers_[static_cast<std::size_t>(cancel->kind)].reset();
    }
    for (const Event& event : outcome.events) {
      if (std::holds_alternative<MistakenSteal>(event.body)) ++result_.mistaken_steals;
      if (const auto* stolen = std::get_if<CardStolen>(&event.body))
        ++result_.steals[static_cast<std::size_t>(index(stolen->seat))];
      if (const auto* ended = std::get_if<RoundEnded>(&event.body)) {
        ++result_.rounds;
        if (ended->result->void_round) ++result_.void_rounds;
        if (ended->result->winner)
          ++result_.rounds_won[static_cast<std::size_t>(index(*ended->result->winner))];
      }
    }
  }

  Table table_;
  std::vector<std::unique_ptr<Bot>>& bots_;
  std::vector<TableView> views_;  // one per seat, refreshed before its bot is asked
  Outcome outcome_;               // the latest intent's, its storage reused by the next
  Millis now_ = 0;
  std::array<std::optional<StartTimer>, 3> timers_{};
  MatchResult result_;
  const MatchObserver& observer_;
};

}  // namespace

std::uint64_t bot_seed(std::uint64_t table_seed, Seat seat) {
  return tie_key(table_seed, 0xb075eed0ULL + static_cast<std::uint64_t>(index(seat)));
}

MatchResult play_match(const Settings& settings, std::uint64_t seed,
                       std::vector<std::unique_ptr<Bot>>& bots, int max_steps,
                       const MatchObserver& observer) {
  return MatchHost(settings, seed, bots, observer).play(max_steps);
}

MatchResult play_match(const Settings& settings, std::uint64_t seed,
                       const std::vector<Strength>& strengths) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (std::size_t s = 0; s < strengths.size(); ++s)
    bots.push_back(make_bot(strengths[s], bot_seed(seed, Seat{static_cast<std::uint8_t>(s)})));
  return play_match(settings, seed, bots);
}

}  // namespace jongtable::bots
