#pragma once
// What the arena was asked to run, from its command line.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "jongtable/bots/bot.hpp"
#include "ruleset.hpp"

namespace jongtable::arena {

struct ArenaOptions {
  Ruleset ruleset = Ruleset::nymj;
  // Every ruleset: how many play. Not Your Ma's Jong seats the `players` list; the other
  // games have one bot, their basic one, in every seat.
  int seats = 4;
  int games = 1000;
  std::vector<bots::Strength> players{bots::Strength::strong, bots::Strength::basic,
                                      bots::Strength::basic, bots::Strength::basic};
  std::uint64_t seed = 1;  // game g is played from seed + g
  unsigned threads = 0;    // 0: one per core
  bool rotate = true;      // game g seats the players rotated by g, so seats even out
  bool progress = true;
  std::optional<std::uint64_t> replay;  // play one game from this seed and narrate it
  bool help = false;
};

struct ParsedOptions {
  std::optional<ArenaOptions> options;
  std::string error;
};

[[nodiscard]] ParsedOptions parse_arena_options(const std::vector<std::string>& args);
[[nodiscard]] std::string arena_usage();

}  // namespace jongtable::arena
