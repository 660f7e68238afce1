#include "jongtable/american/match.hpp"

#include <array>

#include "jongtable/american/view.hpp"
#include "jongtable/kernel/seed_mix.hpp"

namespace jongtable::american {

void MatchTally::take(const Intent&, const Outcome& outcome) {
  for (const Event& event : outcome.events) {
    if (std::holds_alternative<GroupExposed>(event.body)) ++exposures;
    if (std::holds_alternative<JokerExchanged>(event.body)) ++joker_exchanges;
    if (std::holds_alternative<MahJonggDeclared>(event.body)) ++mah_jonggs;
    if (const auto* v = std::get_if<VoteResolved>(&event.body); v && v->dance_again) {
      ++second_charlestons;
    }
  }
}

void MatchTally::finish(State& state) {
  rounds = static_cast<int>(state.history.size());
  for (const RoundResult& r : state.history) {
    if (!r.win) ++wall_games;
  }
  for (int s = 0; s < state.settings.seats; ++s) {
    scores[static_cast<std::size_t>(s)] = state.players[static_cast<std::size_t>(s)].score;
  }
}

std::uint64_t bot_seed(std::uint64_t table_seed, int seat) {
  return kernel::seat_seed(table_seed, seat, kernel::kSeatSaltGolden);
}

MatchResult play_match(const Settings& settings, std::uint64_t seed, std::span<BasicBot> bots,
                       const MatchObserver& observer, int max_steps) {
  return kernel::play_match<Game, MatchTally>(settings, seed, bots, observer, max_steps);
}

MatchResult play_match(const Settings& settings, std::uint64_t seed,
                       const MatchObserver& observer) {
  std::array<BasicBot, kMaxPlayers> bots{BasicBot(bot_seed(seed, 0)), BasicBot(bot_seed(seed, 1)),
                                         BasicBot(bot_seed(seed, 2)), BasicBot(bot_seed(seed, 3))};
  return play_match(settings, seed,
                    std::span<BasicBot>(bots.data(), static_cast<std::size_t>(settings.seats)),
                    observer);
}

}  // namespace jongtable::american
