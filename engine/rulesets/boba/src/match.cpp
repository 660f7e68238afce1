#include "jongtable/boba/match.hpp"

#include <algorithm>

#include "jongtable/boba/bot.hpp"
#include "jongtable/boba/view.hpp"

namespace jongtable::boba {

std::uint64_t bot_seed(std::uint64_t table_seed, Seat seat) {
  return table_seed * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL * (index(seat) + 1);
}

MatchResult play_match(const Settings& settings, std::uint64_t seed, const MatchObserver& observer,
                       int max_steps) {
  State state = create_table(settings, seed);
  std::array<BasicBot, kSeats> bots = {BasicBot(bot_seed(seed, Seat{0})),
                                       BasicBot(bot_seed(seed, Seat{1}))};
  MatchResult result;
  result.seed = seed;
  Outcome out;
  Millis now = 0;
  // The one timer Boba asks for: the turn clock of the current turn.
  std::optional<kernel::StartTimer> clock;
  auto take = [&](const Intent& intent) {
    for (const auto& effect : out.effects) {
      if (const auto* start = std::get_if<kernel::StartTimer>(&effect)) {
        clock = *start;
      } else {
        clock.reset();
      }
    }
    if (observer) observer(intent, now, state, out);
  };

  const Intent start = StartGame{};
  apply(state, start, now, out);
  take(start);
  for (int step = 0; step < max_steps && !game_over(state); ++step) {
    const Seat seat = whose_decision(state);
    std::optional<Intent> intent = bots[index(seat)].decide(view_for(state, seat));
    now += 1000;  // a bot takes a moment, well inside any turn clock
    if (intent) {
      apply(state, *intent, now, out);
      if (out.ok()) {
        take(*intent);
        continue;
      }
      ++result.refused_intents;
    }
    // Nothing playable from the bot: the turn clock runs out.
    if (!clock) break;
    now = std::max(now, clock->at);
    const Intent expiry = timer_intent(clock->kind, clock->id);
    apply(state, expiry, now, out);
    if (!out.ok()) break;
    ++result.clock_expiries;
    take(expiry);
  }
  result.finished = game_over(state);
  result.turns = state.turn;
  if (state.result) {
    result.winner = state.result->winner;
    result.decided_by = state.result->decided_by;
    for (int s = 0; s < kSeats; ++s) result.points[s] = state.result->players[s].best.total();
  }
  result.final_state_hash = state_hash(state);
  return result;
}

}  // namespace jongtable::boba
