#include "jongtable/gimme/match.hpp"

#include <array>

#include "jongtable/gimme/view.hpp"
#include "jongtable/kernel/seed_mix.hpp"

namespace jongtable::gimme {

unsigned MatchTally::seats_to_ask(const State& state) {
  switch (state.phase) {
    case Phase::awaiting_drop:
      return 1u << kernel::index(state.current);
    case Phase::gimme_window: {
      unsigned may = ~state.window.answered.bits() & ~(1u << kernel::index(state.window.discarder));
      for (int s = 0; s < state.settings.seats; ++s) {
        if (state.players[s].finished) may &= ~(1u << s);
      }
      return may & ((1u << state.settings.seats) - 1);
    }
    default:
      return 0;
  }
}

void MatchTally::take(const Intent&, const Outcome& outcome) {
  for (const Event& event : outcome.events) {
    if (std::holds_alternative<SetLaidDown>(event.body)) ++gimmes;
    if (std::holds_alternative<JokerStolen>(event.body)) ++joker_steals;
    if (std::holds_alternative<MahjongDeclared>(event.body)) ++mahjongs;
  }
}

void MatchTally::finish(State& state) {
  rounds = static_cast<int>(state.history.size());
  for (int s = 0; s < state.settings.seats; ++s) scores[s] = state.players[s].score;
  if (state.result) winners = state.result->winners;
}

std::uint64_t bot_seed(std::uint64_t table_seed, int seat) {
  return kernel::seat_seed(table_seed, seat, kernel::kSeatSaltSha256);
}

MatchResult play_match(const Settings& settings, std::uint64_t seed, std::span<BasicBot> bots,
                       const MatchObserver& observer, int max_steps) {
  return kernel::play_match<Game, MatchTally>(settings, seed, bots, observer, max_steps);
}

MatchResult play_match(const Settings& settings, std::uint64_t seed) {
  std::array<BasicBot, kMaxSeats> bots{BasicBot(bot_seed(seed, 0)), BasicBot(bot_seed(seed, 1)),
                                       BasicBot(bot_seed(seed, 2)), BasicBot(bot_seed(seed, 3))};
  return play_match(settings, seed,
                    std::span<BasicBot>(bots.data(), static_cast<std::size_t>(settings.seats)));
}

}  // namespace jongtable::gimme
