#include "basic_tables.hpp"

#include <algorithm>
#include <span>

#include "arena_games.hpp"

namespace jongtable::arena {
namespace {

// The game's bots as play_match(settings, seed) would seat them, each in its manner.
template <typename G>
auto seat_bots(const std::vector<bots::Strength>& seated, std::uint64_t seed) {
  using Arena = ArenaGame<G>;
  std::vector<typename Arena::Bot> players;
  for (std::size_t s = 0; s < seated.size(); ++s)
    players.emplace_back(
        Arena::bot_seed(seed, static_cast<int>(s)),
        seated[s] == bots::Strength::friendly ? Arena::Manner::friendly : Arena::Manner::keen);
  return players;
}

template <typename G, typename Result>
void read_winners(SeatGame& game, const Result& match) {
  const auto seats = game.scores.size();
  if constexpr (requires { ArenaGame<G>::winners(match); }) {
    const kernel::SeatSet winners = ArenaGame<G>::winners(match);
    for (std::size_t s = 0; s < seats; ++s)
      game.winners.push_back(winners.contains(kernel::Seat(static_cast<std::uint8_t>(s))));
  } else if constexpr (requires { match.winner; }) {
    game.winners.assign(seats, match.finished && !match.winner);  // none: shared
    if (match.winner) game.winners[static_cast<std::size_t>(kernel::index(*match.winner))] = true;
  } else {
    // No winner named: the top score wins, ties sharing it.
    const int best = *std::max_element(game.scores.begin(), game.scores.end());
    for (const int score : game.scores) game.winners.push_back(score == best);
  }
}

template <typename G>
SeatGame seated_game(const std::vector<bots::Strength>& seated, std::uint64_t seed) {
  using Arena = ArenaGame<G>;
  SeatGame game;
  game.seed = seed;
  if constexpr (requires { typename Arena::Bot; }) {
    typename G::Settings settings;
    settings.seats = static_cast<int>(seated.size());
    auto players = seat_bots<G>(seated, seed);
    const auto match = play_match(settings, seed, std::span<typename Arena::Bot>(players));
    game.finished = match.finished;
    game.rounds = Arena::rounds(match);
    game.refused_intents = match.refused_intents;
    game.final_state_hash = match.final_state_hash;
    const auto& scores = Arena::scores(match);
    game.scores.assign(scores.begin(), scores.begin() + settings.seats);
    read_winners<G>(game, match);
    for (const auto& bot : players) game.calls.push_back({bot.calls().chances, bot.calls().taken});
  } else {
    const auto match = play_match(typename G::Settings{}, seed);
    game.finished = match.finished;
    game.rounds = Arena::rounds(match);
    game.refused_intents = match.refused_intents;
    game.final_state_hash = match.final_state_hash;
    const auto& scores = Arena::scores(match);
    game.scores.assign(scores.begin(), scores.end());
    read_winners<G>(game, match);
  }
  return game;
}

}  // namespace

SeatGame play_basic_game(Ruleset ruleset, int seats, std::uint64_t seed) {
  return play_seated_game(
      ruleset, std::vector<bots::Strength>(static_cast<std::size_t>(seats), bots::Strength::basic),
      seed);
}

SeatGame play_seated_game(Ruleset ruleset, const std::vector<bots::Strength>& seated,
                          std::uint64_t seed) {
  return with_game(ruleset, [&]<typename G>(std::type_identity<G>) {
    if constexpr (std::is_same_v<G, nymj::Game>) {
      SeatGame none;  // NYMJ is played by the tournament of strengths (tournament.hpp)
      none.seed = seed;
      return none;
    } else {
      return seated_game<G>(seated, seed);
    }
  });
}

}  // namespace jongtable::arena
