#include "jongtable/chinese/match.hpp"

#include <array>

#include "jongtable/chinese/view.hpp"
#include "jongtable/kernel/seed_mix.hpp"

namespace jongtable::chinese {

unsigned MatchTally::seats_to_ask(const State& state) {
  switch (state.phase) {
    case Phase::discarding:
      return 1u << kernel::index(state.current);
    case Phase::claim_window: {
      const unsigned may =
          ~state.window.answered.bits() & ~(1u << kernel::index(state.window.discarder));
      return may & ((1u << state.settings.seats) - 1);
    }
    default:
      return 0;
  }
}

void MatchTally::take(const Intent&, const Outcome& outcome) {
  for (const Event& event : outcome.events) {
    if (const auto* exposed = std::get_if<GroupExposed>(&event.body)) {
      if (!exposed->mah_jongg) ++calls;
    }
    if (std::holds_alternative<MahJonggDeclared>(event.body)) ++mah_jonggs;
    if (const auto* ended = std::get_if<HandEnded>(&event.body)) {
      if (!ended->result->winner) ++void_hands;
    }
  }
}

void MatchTally::finish(State& state) {
  hands = static_cast<int>(state.history.size());
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
  std::array<BasicBot, kMaxPlayers> bots{BasicBot(bot_seed(seed, 0)), BasicBot(bot_seed(seed, 1)),
                                         BasicBot(bot_seed(seed, 2)), BasicBot(bot_seed(seed, 3)),
                                         BasicBot(bot_seed(seed, 4)), BasicBot(bot_seed(seed, 5))};
  return play_match(settings, seed,
                    std::span<BasicBot>(bots.data(), static_cast<std::size_t>(settings.seats)));
}

}  // namespace jongtable::chinese
