#include "basic_tables.hpp"

#include <algorithm>

#include "jongtable/american/match.hpp"
#include "jongtable/boba/match.hpp"
#include "jongtable/chinese/match.hpp"
#include "jongtable/gimme/match.hpp"

namespace jongtable::arena {
namespace {

template <typename Scores>
void copy_scores(SeatGame& game, const Scores& scores, int seats) {
  game.scores.assign(scores.begin(), scores.begin() + seats);
}

void winners_from(SeatGame& game, kernel::SeatSet winners, int seats) {
  game.winners.assign(static_cast<std::size_t>(seats), false);
  for (int s = 0; s < seats; ++s)
    game.winners[static_cast<std::size_t>(s)] =
        winners.contains(kernel::Seat(static_cast<std::uint8_t>(s)));
}

// American Mah Jongg names no winner of a game: the top score wins (ties share it).
void winners_by_score(SeatGame& game) {
  const int best = *std::max_element(game.scores.begin(), game.scores.end());
  game.winners.clear();
  for (const int score : game.scores) game.winners.push_back(score == best);
}

// The game's bots as play_match(settings, seed) would seat them, each in its manner.
template <typename Bot, typename Manner>
std::vector<Bot> seat_bots(const std::vector<bots::Strength>& seated, std::uint64_t seed,
                           auto bot_seed) {
  std::vector<Bot> seat_bots;
  for (std::size_t s = 0; s < seated.size(); ++s)
    seat_bots.emplace_back(bot_seed(seed, static_cast<int>(s)),
                           seated[s] == bots::Strength::friendly ? Manner::friendly : Manner::keen);
  return seat_bots;
}

template <typename Bot>
void copy_calls(SeatGame& game, const std::vector<Bot>& seat_bots) {
  for (const Bot& bot : seat_bots) game.calls.push_back({bot.calls().chances, bot.calls().taken});
}

SeatGame gimme_game(const std::vector<bots::Strength>& seated, std::uint64_t seed) {
  const int seats = static_cast<int>(seated.size());
  gimme::Settings settings;
  settings.seats = seats;
  auto players = seat_bots<gimme::BasicBot, gimme::Manner>(seated, seed, gimme::bot_seed);
  const gimme::MatchResult match =
      gimme::play_match(settings, seed, std::span<gimme::BasicBot>(players));
  SeatGame game{seed, match.finished,        match.rounds, match.refused_intents, {},
                {},   match.final_state_hash};
  copy_scores(game, match.scores, seats);
  winners_from(game, match.winners, seats);
  copy_calls(game, players);
  return game;
}

SeatGame chinese_game(const std::vector<bots::Strength>& seated, std::uint64_t seed) {
  const int seats = static_cast<int>(seated.size());
  chinese::Settings settings;
  settings.seats = seats;
  auto players = seat_bots<chinese::BasicBot, chinese::Manner>(seated, seed, chinese::bot_seed);
  const chinese::MatchResult match =
      chinese::play_match(settings, seed, std::span<chinese::BasicBot>(players));
  SeatGame game{seed, match.finished,        match.hands, match.refused_intents, {},
                {},   match.final_state_hash};
  copy_scores(game, match.scores, seats);
  winners_from(game, match.winners, seats);
  copy_calls(game, players);
  return game;
}

SeatGame boba_game(std::uint64_t seed) {
  const boba::MatchResult match = boba::play_match(boba::Settings{}, seed);
  SeatGame game{seed, match.finished, 1, match.refused_intents, {}, {}, match.final_state_hash};
  copy_scores(game, match.points, boba::kSeats);
  game.winners.assign(boba::kSeats, match.finished && !match.winner);  // none: shared
  if (match.winner) game.winners[static_cast<std::size_t>(kernel::index(*match.winner))] = true;
  return game;
}

SeatGame american_game(const std::vector<bots::Strength>& seated, std::uint64_t seed) {
  const int seats = static_cast<int>(seated.size());
  american::Settings settings;
  settings.seats = seats;
  auto players = seat_bots<american::BasicBot, american::Manner>(seated, seed, american::bot_seed);
  const american::MatchResult match =
      american::play_match(settings, seed, std::span<american::BasicBot>(players));
  SeatGame game{seed, match.finished,        match.rounds, match.refused_intents, {},
                {},   match.final_state_hash};
  copy_scores(game, match.scores, seats);
  winners_by_score(game);
  copy_calls(game, players);
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
  switch (ruleset) {
    case Ruleset::gimme:
      return gimme_game(seated, seed);
    case Ruleset::chinese:
      return chinese_game(seated, seed);
    case Ruleset::boba:
      return boba_game(seed);
    case Ruleset::american:
      return american_game(seated, seed);
    case Ruleset::nymj:
      break;  // played by the tournament of strengths (tournament.hpp)
  }
  return SeatGame{seed, false, 0, 0, {}, {}, 0};
}

}  // namespace jongtable::arena
