#include "jongtable/boba/match.hpp"

#include <span>

#include "jongtable/boba/bot.hpp"
#include "jongtable/boba/view.hpp"

namespace jongtable::boba {

unsigned MatchTally::seats_to_ask(const State& state) {
  return 1u << index(whose_decision(state));
}

void MatchTally::take(const Intent& intent, const Outcome&) {
  clock_expiries += std::holds_alternative<TurnClockExpired>(intent);
}

void MatchTally::finish(State& state) {
  turns = state.turn;
  if (!state.result) return;
  winner = state.result->winner;
  decided_by = state.result->decided_by;
  for (int s = 0; s < kSeats; ++s) points[s] = state.result->players[s].best.total();
}

std::uint64_t bot_seed(std::uint64_t table_seed, Seat seat) {
  return table_seed * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL * (index(seat) + 1);
}

MatchResult play_match(const Settings& settings, std::uint64_t seed, const MatchObserver& observer,
                       int max_steps) {
  std::array<BasicBot, kSeats> bots = {BasicBot(bot_seed(seed, Seat{0})),
                                       BasicBot(bot_seed(seed, Seat{1}))};
  return kernel::play_match<Game, MatchTally>(settings, seed, std::span<BasicBot>(bots), observer,
                                              max_steps);
}

}  // namespace jongtable::boba
