#include "jongtable/pairs/match.hpp"

#include <array>
#include <optional>

#include "jongtable/pairs/view.hpp"

namespace jongtable::pairs {
namespace {

// The host's side of one game: the state, a pretend clock and the pending timers.
class MatchHost {
 public:
  MatchHost(const Settings& settings, std::uint64_t seed, std::span<BasicBot> bots,
            const MatchObserver& observer)
      : state_(create_table(settings, seed)), bots_(bots), observer_(observer) {
    result_.seed = seed;
  }

  MatchResult play(int max_steps) {
    run(StartGame{});
    while (state_.phase != Phase::game_over && result_.steps < max_steps) {
      if (let_a_bot_act()) continue;
      if (!fire_next_timer()) break;  // nobody can move and nothing is pending
    }
    result_.finished = state_.phase == Phase::game_over;
    result_.rounds = static_cast<int>(state_.history.size());
    for (int s = 0; s < state_.settings.seats; ++s) result_.points[s] = state_.players[s].points;
    if (state_.result) result_.winners = state_.result->winners;
    result_.final_state_hash = state_hash(state_);
    return result_;
  }

 private:
  bool let_a_bot_act() {
    const int seats = state_.settings.seats;
    for (int s = 0; s < seats && s < static_cast<int>(bots_.size()); ++s) {
      const auto seat = Seat(static_cast<std::uint8_t>(s));
      const std::optional<Intent> intent = bots_[s].decide(view_for(state_, seat));
      if (!intent) continue;
      if (!run(*intent)) {
        ++result_.refused_intents;
        continue;
      }
      now_ += 1;  // people and bots alike take a moment
      return true;
    }
    return false;
  }

  bool fire_next_timer() {
    std::optional<kernel::StartTimer> next;
    for (const auto& timer : timers_) {
      if (timer && (!next || timer->at < next->at)) next = timer;
    }
    if (!next) return false;
    timers_[static_cast<std::size_t>(next->kind)].reset();
    if (next->at > now_) now_ = next->at;
    run(timer_intent(next->kind, next->id));  // a stale timer is simply refused
    return true;
  }

  bool run(const Intent& intent) {
    apply(state_, intent, now_, outcome_);
    if (!outcome_.ok()) return false;
    ++result_.steps;
    for (const kernel::Effect& effect : outcome_.effects) {
      if (const auto* start = std::get_if<kernel::StartTimer>(&effect)) {
        timers_[static_cast<std::size_t>(start->kind)] = *start;
      } else if (const auto* cancel = std::get_if<kernel::CancelTimer>(&effect)) {
        timers_[static_cast<std::size_t>(cancel->kind)].reset();
      }
    }
    for (const Event& event : outcome_.events) {
      if (const auto* ended = std::get_if<RoundEnded>(&event.body)) {
        result_.claims += ended->result->claimed_from.has_value();
        result_.draw_games += !ended->result->winner.has_value();
      }
    }
    if (observer_) observer_(state_, intent, now_, outcome_);
    return true;
  }

  State state_;
  std::span<BasicBot> bots_;
  const MatchObserver& observer_;
  Outcome outcome_;  // the latest intent's, its storage reused by the next
  Millis now_ = 0;
  std::array<std::optional<kernel::StartTimer>, 3> timers_{};
  MatchResult result_;
};

}  // namespace

std::uint64_t bot_seed(std::uint64_t table_seed, int seat) {
  std::uint64_t z = table_seed ^ (0x6a09e667f3bcc909ULL * static_cast<std::uint64_t>(seat + 1));
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  return z ^ (z >> 31);
}

MatchResult play_match(const Settings& settings, std::uint64_t seed, std::span<BasicBot> bots,
                       const MatchObserver& observer, int max_steps) {
  return MatchHost(settings, seed, bots, observer).play(max_steps);
}

MatchResult play_match(const Settings& settings, std::uint64_t seed,
                       const MatchObserver& observer) {
  std::array<BasicBot, kMaxSeats> bots{BasicBot(bot_seed(seed, 0)), BasicBot(bot_seed(seed, 1)),
                                       BasicBot(bot_seed(seed, 2))};
  return play_match(settings, seed,
                    std::span<BasicBot>(bots.data(), static_cast<std::size_t>(settings.seats)),
                    observer);
}

}  // namespace jongtable::pairs
