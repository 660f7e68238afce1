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

void winners_from(SeatGame& game, engine::SeatSet winners, int seats) {
  game.winners.assign(static_cast<std::size_t>(seats), false);
  for (int s = 0; s < seats; ++s)
    game.winners[static_cast<std::size_t>(s)] =
        winners.contains(engine::Seat(static_cast<std::uint8_t>(s)));
}

// American Mah Jongg names no winner of a game: the top score wins (ties share it).
void winners_by_score(SeatGame& game) {
  const int best = *std::max_element(game.scores.begin(), game.scores.end());
  game.winners.clear();
  for (const int score : game.scores) game.winners.push_back(score == best);
}

SeatGame gimme_game(int seats, std::uint64_t seed) {
  gimme::Settings settings;
  settings.seats = seats;
  const gimme::MatchResult match = gimme::play_match(settings, seed);
  SeatGame game{seed, match.finished,        match.rounds, match.refused_intents, {},
                {},   match.final_state_hash};
  copy_scores(game, match.scores, seats);
  winners_from(game, match.winners, seats);
  return game;
}

SeatGame chinese_game(int seats, std::uint64_t seed) {
  chinese::Settings settings;
  settings.seats = seats;
  const chinese::MatchResult match = chinese::play_match(settings, seed);
  SeatGame game{seed, match.finished,        match.hands, match.refused_intents, {},
                {},   match.final_state_hash};
  copy_scores(game, match.scores, seats);
  winners_from(game, match.winners, seats);
  return game;
}

SeatGame boba_game(std::uint64_t seed) {
  const boba::MatchResult match = boba::play_match(boba::Settings{}, seed);
  SeatGame game{seed, match.finished, 1, match.refused_intents, {}, {}, match.final_state_hash};
  copy_scores(game, match.points, boba::kSeats);
  game.winners.assign(boba::kSeats, match.finished && !match.winner);  // none: shared
  if (match.winner) game.winners[static_cast<std::size_t>(engine::index(*match.winner))] = true;
  return game;
}

SeatGame american_game(int seats, std::uint64_t seed) {
  american::Settings settings;
  settings.seats = seats;
  const american::MatchResult match = american::play_match(settings, seed);
  SeatGame game{seed, match.finished,        match.rounds, match.refused_intents, {},
                {},   match.final_state_hash};
  copy_scores(game, match.scores, seats);
  winners_by_score(game);
  return game;
}

}  // namespace

SeatGame play_basic_game(Ruleset ruleset, int seats, std::uint64_t seed) {
  switch (ruleset) {
    case Ruleset::gimme:
      return gimme_game(seats, seed);
    case Ruleset::chinese:
      return chinese_game(seats, seed);
    case Ruleset::boba:
      return boba_game(seed);
    case Ruleset::american:
      return american_game(seats, seed);
    case Ruleset::nymj:
      break;  // played by the tournament of strengths (tournament.hpp)
  }
  return SeatGame{seed, false, 0, 0, {}, {}, 0};
}

}  // namespace jongtable::arena
