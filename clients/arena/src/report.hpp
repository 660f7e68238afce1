#pragma once
// What the arena prints: the table of results, and the story of one replayed game.

#include <iosfwd>

#include "arena_options.hpp"
#include "jongtable/bots/match.hpp"
#include "tournament.hpp"

namespace jongtable::arena {

void print_report(std::ostream& out, const ArenaOptions& options, const TournamentResult& result);
void print_replay(std::ostream& out, const ArenaOptions& options, const bots::MatchResult& game);

}  // namespace jongtable::arena
