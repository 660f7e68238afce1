#include "arena_options.hpp"

#include <charconv>
#include <string_view>

namespace jongtable::arena {
namespace {

template <typename Number>
[[nodiscard]] std::optional<Number> number(std::string_view text) {
  Number value{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

[[nodiscard]] std::optional<std::vector<bots::Strength>> strengths(std::string_view text) {
  std::vector<bots::Strength> players;
  while (!text.empty()) {
    const auto comma = text.find(',');
    const auto strength = bots::strength_from_name(text.substr(0, comma));
    if (!strength) return std::nullopt;
    players.push_back(*strength);
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  return players;
}

// How many seats, from --seats, --players and the game's own range.
[[nodiscard]] ParsedOptions settle_seats(ArenaOptions options, bool players_given,
                                         std::optional<int> seats_given) {
  const SeatRange range = seat_range(options.ruleset);
  const auto fail = [](const std::string& why) { return ParsedOptions{std::nullopt, why}; };
  const bool basic_only = options.ruleset != Ruleset::nymj;
  if (basic_only && players_given) {
    for (const auto strength : options.players)
      if (strength == bots::Strength::strong)
        return fail("--players: " + std::string(name(options.ruleset)) +
                    " has only basic and friendly bots");
  }
  int seats = range.usual;
  if (players_given) seats = static_cast<int>(options.players.size());
  if (seats_given) {
    if (players_given && *seats_given != seats)
      return fail("--seats and --players disagree on the number of seats");
    seats = *seats_given;
  } else if (!players_given && !basic_only) {
    seats = static_cast<int>(options.players.size());
  }
  if (seats < range.fewest || seats > range.most)
    return fail("--seats: " + std::string(name(options.ruleset)) + " takes " +
                std::to_string(range.fewest) +
                (range.most > range.fewest ? " to " + std::to_string(range.most) : std::string()) +
                " players");
  options.seats = seats;
  // Not Your Ma's Jong with --seats alone: basic bots all round.
  if (!players_given && (seats_given || basic_only))
    options.players.assign(static_cast<std::size_t>(seats), bots::Strength::basic);
  return ParsedOptions{options, ""};
}

}  // namespace

std::string arena_usage() {
  return "usage: jongtable-arena [options]\n"
         "  --ruleset NAME     nymj (default), gimme, boba, chinese or american\n"
         "  --seats N          players: nymj 3-4, gimme 2-4, boba 2, chinese 3-6,\n"
         "                     american 3-4 (default 4; boba 2); the games other than\n"
         "                     nymj seat their basic bot in every seat unless --players\n"
         "  --games N          games to play (default 1000)\n"
         "  --players LIST     one strength per seat: nymj basic|strong|friendly\n"
         "                     (default strong,basic,basic,basic); other games\n"
         "                     basic|friendly (their one bot, or it passing on calls)\n"
         "  --seed S           game g is played from table seed S+g (default 1)\n"
         "  --threads T        worker threads (default: one per core)\n"
         "  --no-rotate        keep every player in its seat (default: the players move\n"
         "                     round the table by the game's seed, seed mod seats)\n"
         "  --no-progress      no progress bar on stderr\n"
         "  --replay SEED      play the one game from SEED with --players as seated,\n"
         "                     and narrate it round by round\n";
}

ParsedOptions parse_arena_options(const std::vector<std::string>& args) {
  ArenaOptions options;
  bool players_given = false;
  std::optional<int> seats_given;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& flag = args[i];
    const auto value = [&]() -> std::optional<std::string_view> {
      if (i + 1 >= args.size()) return std::nullopt;
      return std::string_view(args[++i]);
    };
    const auto fail = [&](const std::string& why) { return ParsedOptions{std::nullopt, why}; };
    if (flag == "--help" || flag == "-h") {
      options.help = true;
    } else if (flag == "--games") {
      const auto v = value();
      const auto n = v ? number<int>(*v) : std::nullopt;
      if (!n || *n < 1) return fail("--games needs a positive number");
      options.games = *n;
    } else if (flag == "--players") {
      const auto v = value();
      const auto list = v ? strengths(*v) : std::nullopt;
      if (!list || list->size() < 2 || list->size() > 6)
        return fail("--players needs one of basic|strong|friendly per seat, comma-separated");
      options.players = *list;
      players_given = true;
    } else if (flag == "--ruleset") {
      const auto v = value();
      const auto ruleset = v ? ruleset_from_name(*v) : std::nullopt;
      if (!ruleset) return fail("--ruleset needs one of nymj, gimme, boba, chinese, american");
      options.ruleset = *ruleset;
    } else if (flag == "--seats") {
      const auto v = value();
      const auto n = v ? number<int>(*v) : std::nullopt;
      if (!n) return fail("--seats needs a number");
      seats_given = *n;
    } else if (flag == "--seed") {
      const auto v = value();
      const auto n = v ? number<std::uint64_t>(*v) : std::nullopt;
      if (!n) return fail("--seed needs a number");
      options.seed = *n;
    } else if (flag == "--threads") {
      const auto v = value();
      const auto n = v ? number<unsigned>(*v) : std::nullopt;
      if (!n || *n < 1 || *n > 256) return fail("--threads needs a number from 1 to 256");
      options.threads = *n;
    } else if (flag == "--no-rotate") {
      options.rotate = false;
    } else if (flag == "--no-progress") {
      options.progress = false;
    } else if (flag == "--replay") {
      const auto v = value();
      const auto n = v ? number<std::uint64_t>(*v) : std::nullopt;
      if (!n) return fail("--replay needs a seed");
      options.replay = *n;
    } else {
      return fail("unknown option: " + flag);
    }
  }
  return settle_seats(options, players_given, seats_given);
}

}  // namespace jongtable::arena
