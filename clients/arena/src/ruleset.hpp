#pragma once
// The games the arena can play, by their protocol names, and how many seats each takes.

#include <optional>
#include <string_view>

namespace jongtable::arena {

// An index into the list of games, ArenaGames (arena_games.hpp), in its order.
enum class Ruleset { nymj, gimme, boba, chinese, american };

struct SeatRange {
  int fewest = 0;
  int most = 0;
  int usual = 0;  // when --seats is not given
};

[[nodiscard]] std::optional<Ruleset> ruleset_from_name(std::string_view name);
[[nodiscard]] std::string_view name(Ruleset ruleset);
[[nodiscard]] SeatRange seat_range(Ruleset ruleset);
// What the game's score is called, for the reports.
[[nodiscard]] const char* score_word(Ruleset ruleset);

}  // namespace jongtable::arena
