// jongtable-arena: bots against bots, in-process, on every core.

#include <iostream>
#include <string>
#include <vector>

#include "arena_options.hpp"
#include "progress_bar.hpp"
#include "report.hpp"
#include "seat_tournament.hpp"
#include "tournament.hpp"

int main(int argc, char** argv) {
  using namespace jongtable::arena;
  const std::vector<std::string> args(argv + 1, argv + argc);
  const ParsedOptions parsed = parse_arena_options(args);
  if (!parsed.options) {
    std::cerr << "jongtable-arena: " << parsed.error << "\n" << arena_usage();
    return 2;
  }
  const ArenaOptions& options = *parsed.options;
  if (options.help) {
    std::cout << arena_usage();
    return 0;
  }
  if (options.ruleset != Ruleset::nymj) {
    if (options.replay) {
      print_seat_replay(
          std::cout, options,
          play_seated_game(options.ruleset, seated_strengths(options, *options.replay),
                           *options.replay));
      return 0;
    }
    ProgressBar bar(options.games, options.progress);
    const SeatTournamentResult result =
        run_seat_tournament(options, [&bar](int done) { bar.show(done); });
    print_seat_report(std::cout, options, result);
    return result.refused_intents == 0 && result.unfinished == 0 ? 0 : 1;
  }
  if (options.replay) {
    print_replay(std::cout, options, play_seeded_game(options, *options.replay));
    return 0;
  }
  ProgressBar bar(options.games, options.progress);
  const TournamentResult result = run_tournament(options, [&bar](int done) { bar.show(done); });
  print_report(std::cout, options, result);
  return result.refused_intents == 0 && result.mistaken_steals == 0 ? 0 : 1;
}
