#include "jongtable/pairs/match.hpp"

#include <array>

#include "jongtable/kernel/seed_mix.hpp"
#include "jongtable/pairs/view.hpp"

namespace jongtable::pairs {

void MatchTally::take(const Intent&, const Outcome& outcome) {
  for (const Event& event : outcome.events) {
    if (const auto* ended = std::get_if<RoundEnded>(&event.body)) {
      claims += ended->result->claimed_from.has_value();
      draw_games += !ended->result->winner.has_value();
    }
  }
}

void MatchTally::finish(State& state) {
  rounds = static_cast<int>(state.history.size());
  for (int s = 0; s < state.settings.seats; ++s) points[s] = state.players[s].points;
  if (state.result) winners = state.result->winners;
}

std::uint64_t bot_seed(std::uint64_t table_seed, int seat) {
  return kernel::seat_seed(table_seed, seat, kernel::kSeatSaltSha256);
}

MatchResult play_match(const Settings& settings, std::uint64_t seed, std::span<BasicBot> bots,
                       const MatchObserver& observer, int max_steps) {
  return kernel::play_match<Game, MatchTally>(settings, seed, bots, observer, max_steps);
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
