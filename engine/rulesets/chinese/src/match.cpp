#include "jongtable/chinese/match.hpp"

#include <array>
#include <bit>
#include <vector>

#include "jongtable/chinese/view.hpp"

namespace jongtable::chinese {
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
      if (!fire_next_timer()) break;
    }
    result_.finished = state_.phase == Phase::game_over;
    result_.hands = static_cast<int>(state_.history.size());
    for (int s = 0; s < state_.settings.seats; ++s) result_.scores[s] = state_.players[s].score;
    if (state_.result) result_.winners = state_.result->winners;
    result_.final_state_hash = state_hash(state_);
    return result_;
  }

 private:
  [[nodiscard]] unsigned seats_that_may_act() const {
    switch (state_.phase) {
      case Phase::discarding:
        return 1u << kernel::index(state_.current);
      case Phase::claim_window: {
        const unsigned may =
            ~state_.window.answered.bits() & ~(1u << kernel::index(state_.window.discarder));
        return may & ((1u << state_.settings.seats) - 1);
      }
      default:
        return 0;
    }
  }

  bool let_a_bot_act() {
    for (unsigned may = seats_that_may_act(); may != 0; may &= may - 1) {
      const auto s = static_cast<std::size_t>(std::countr_zero(may));
      if (s >= bots_.size()) break;
      refresh_view(state_, Seat(static_cast<std::uint8_t>(s)), view_);
      std::optional<Intent> intent = bots_[s].decide(view_);
      if (!intent) continue;
      if (!run(*intent)) {
        ++result_.refused_intents;
        continue;
      }
      now_ += 1;
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
      if (const auto* exposed = std::get_if<GroupExposed>(&event.body)) {
        if (!exposed->mah_jongg) ++result_.calls;
      }
      if (std::holds_alternative<MahJonggDeclared>(event.body)) ++result_.mah_jonggs;
      if (const auto* ended = std::get_if<HandEnded>(&event.body)) {
        if (!ended->result->winner) ++result_.void_hands;
      }
    }
    if (observer_) observer_(state_, intent, now_, outcome_);
    return true;
  }

  State state_;
  std::span<BasicBot> bots_;
  const MatchObserver& observer_;
  View view_;
  Outcome outcome_;
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

MatchResult play_match(const Settings& settings, std::uint64_t seed) {
  std::array<BasicBot, kMaxPlayers> bots{BasicBot(bot_seed(seed, 0)), BasicBot(bot_seed(seed, 1)),
                                         BasicBot(bot_seed(seed, 2)), BasicBot(bot_seed(seed, 3)),
                                         BasicBot(bot_seed(seed, 4)), BasicBot(bot_seed(seed, 5))};
  return play_match(settings, seed,
                    std::span<BasicBot>(bots.data(), static_cast<std::size_t>(settings.seats)));
}

}  // namespace jongtable::chinese
