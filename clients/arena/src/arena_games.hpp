#pragma once
// The games the arena plays, as one list of their tags (`Ruleset` is an index into it),
// and what the arena needs to know of each beyond the tag: how many seats it takes, what
// its score is called, and how its match result reads.

#include <cstddef>
#include <tuple>
#include <type_traits>
#include <utility>

#include "basic_tables.hpp"
#include "jongtable/american/match.hpp"
#include "jongtable/boba/match.hpp"
#include "jongtable/chinese/match.hpp"
#include "jongtable/gimme/match.hpp"
#include "jongtable/nymj/game.hpp"
#include "ruleset.hpp"

namespace jongtable::arena {

// In the order of `Ruleset`.
using ArenaGames = std::tuple<nymj::Game, gimme::Game, boba::Game, chinese::Game, american::Game>;

template <typename G>
struct ArenaGame;

// NYMJ is played by the tournament of strengths (tournament.hpp), not by play_seated_game.
template <>
struct ArenaGame<nymj::Game> {
  static constexpr SeatRange seats{3, 4, 4};
  static constexpr const char* score_word = "score";
};

template <>
struct ArenaGame<gimme::Game> {
  static constexpr SeatRange seats{2, 4, 4};
  static constexpr const char* score_word = "points";
  using Bot = gimme::BasicBot;
  using Manner = gimme::Manner;
  static constexpr auto bot_seed = &gimme::bot_seed;
  static int rounds(const gimme::MatchResult& m) { return m.rounds; }
  static const auto& scores(const gimme::MatchResult& m) { return m.scores; }
  static kernel::SeatSet winners(const gimme::MatchResult& m) { return m.winners; }
};

template <>
struct ArenaGame<chinese::Game> {
  static constexpr SeatRange seats{3, 6, 4};
  static constexpr const char* score_word = "score";
  using Bot = chinese::BasicBot;
  using Manner = chinese::Manner;
  static constexpr auto bot_seed = &chinese::bot_seed;
  static int rounds(const chinese::MatchResult& m) { return m.hands; }
  static const auto& scores(const chinese::MatchResult& m) { return m.scores; }
  static kernel::SeatSet winners(const chinese::MatchResult& m) { return m.winners; }
};

// American Mah Jongg names no winner of a game: the top score wins (ties share it).
template <>
struct ArenaGame<american::Game> {
  static constexpr SeatRange seats{3, 4, 4};
  static constexpr const char* score_word = "score";
  using Bot = american::BasicBot;
  using Manner = american::Manner;
  static constexpr auto bot_seed = &american::bot_seed;
  static int rounds(const american::MatchResult& m) { return m.rounds; }
  static const auto& scores(const american::MatchResult& m) { return m.scores; }
};

// Boba is one round between two bots with no calls, so the same in every manner.
template <>
struct ArenaGame<boba::Game> {
  static constexpr SeatRange seats{2, 2, 2};
  static constexpr const char* score_word = "points";
  static int rounds(const boba::MatchResult&) { return 1; }
  static const auto& scores(const boba::MatchResult& m) { return m.points; }
};

// Calls `visit(std::type_identity<G>{})` with the tag of `ruleset`.
template <typename Visit>
decltype(auto) with_game(Ruleset ruleset, Visit&& visit) {
  return [&]<std::size_t... I>(std::index_sequence<I...>)->decltype(auto) {
    using Result = decltype(visit(std::type_identity<std::tuple_element_t<0, ArenaGames>>{}));
    if constexpr (std::is_void_v<Result>) {
      ((static_cast<std::size_t>(ruleset) == I
            ? visit(std::type_identity<std::tuple_element_t<I, ArenaGames>>{})
            : void()),
       ...);
    } else {
      Result result{};
      ((static_cast<std::size_t>(ruleset) == I
            ? void(result = visit(std::type_identity<std::tuple_element_t<I, ArenaGames>>{}))
            : void()),
       ...);
      return result;
    }
  }
  (std::make_index_sequence<std::tuple_size_v<ArenaGames>>{});
}

}  // namespace jongtable::arena
