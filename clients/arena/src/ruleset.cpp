#include "ruleset.hpp"

#include "arena_games.hpp"

namespace jongtable::arena {

std::optional<Ruleset> ruleset_from_name(std::string_view text) {
  std::optional<Ruleset> found;
  for (std::size_t i = 0; i < std::tuple_size_v<ArenaGames>; ++i) {
    const auto ruleset = static_cast<Ruleset>(i);
    if (name(ruleset) == text) found = ruleset;
  }
  return found;
}

std::string_view name(Ruleset ruleset) {
  return with_game(ruleset, []<typename G>(std::type_identity<G>) { return G::id; });
}

SeatRange seat_range(Ruleset ruleset) {
  return with_game(ruleset, []<typename G>(std::type_identity<G>) { return ArenaGame<G>::seats; });
}

const char* score_word(Ruleset ruleset) {
  return with_game(ruleset,
                   []<typename G>(std::type_identity<G>) { return ArenaGame<G>::score_word; });
}

}  // namespace jongtable::arena
