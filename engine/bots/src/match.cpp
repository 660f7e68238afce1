#include "jongtable/bots/match.hpp"

#include <span>

#include "jongtable/nymj/view.hpp"
#include "strategies.hpp"

namespace jongtable::bots {

using namespace nymj;

void MatchTally::start(const Table& table) {
  const auto seats = static_cast<std::size_t>(table.settings.seats);
  tokens.assign(seats, 0);
  rounds_won.assign(seats, 0);
  steals.assign(seats, 0);
}

// A mask rather than a test per seat: which seats are left to answer a window changes at
// every step, and a branch per seat would often be guessed wrong.
unsigned MatchTally::seats_to_ask(const Table& table) {
  switch (table.phase) {
    case Phase::awaiting_discard:
    case Phase::awaiting_exposure:
      return 1u << index(table.current);
    case Phase::claim_window:
      return table.dealt_in.bits() & ~table.window.responded.bits() &
             ~(1u << index(table.window.discarder));
    default:
      return 0;
  }
}

void MatchTally::take(const Intent&, const Outcome& outcome) {
  for (const Event& event : outcome.events) {
    if (std::holds_alternative<MistakenSteal>(event.body)) ++mistaken_steals;
    if (const auto* stolen = std::get_if<CardStolen>(&event.body)) {
      ++steals[static_cast<std::size_t>(index(stolen->seat))];
    }
    if (const auto* ended = std::get_if<RoundEnded>(&event.body)) {
      ++rounds;
      if (ended->result->void_round) ++void_rounds;
      if (ended->result->winner) {
        ++rounds_won[static_cast<std::size_t>(index(*ended->result->winner))];
      }
    }
  }
}

void MatchTally::finish(Table& table) {
  if (table.result) winner = table.result->winner;
  for (std::size_t s = 0; s < table.players.size(); ++s) tokens[s] = table.players[s].tokens;
  // The game is over: its record moves out rather than being copied.
  history = std::move(table.history);
}

std::uint64_t bot_seed(std::uint64_t table_seed, Seat seat) {
  return tie_key(table_seed, 0xb075eed0ULL + static_cast<std::uint64_t>(index(seat)));
}

MatchResult play_match(const Settings& settings, std::uint64_t seed,
                       std::vector<std::unique_ptr<Bot>>& bots, int max_steps,
                       const MatchObserver& observer) {
  return kernel::play_match<Game, MatchTally>(settings, seed, std::span(bots), observer, max_steps);
}

MatchResult play_match(const Settings& settings, std::uint64_t seed,
                       const std::vector<Strength>& strengths) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (std::size_t s = 0; s < strengths.size(); ++s)
    bots.push_back(make_bot(strengths[s], bot_seed(seed, Seat{static_cast<std::uint8_t>(s)})));
  return play_match(settings, seed, bots);
}

}  // namespace jongtable::bots
