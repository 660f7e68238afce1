#pragma once
// The games this server plays, by ruleset id: turning a create_table request into a
// table of that game (checked settings, an OS-seeded shuffle or a scenario's fixed deal),
// and replaying a finished game of it for the archive. The one list of rulesets lives in
// engine_setup.cpp; nothing else in the server asks which game a table plays.

#include <boost/asio/io_context.hpp>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jongtable/protocol/client_messages.hpp"
#include "jongtable/protocol/error.hpp"
#include "jongtable/storage/store.hpp"
#include "metrics.hpp"
#include "rulesets/clock_floors.hpp"
#include "table_host.hpp"

namespace jongtable::server {

using MakeTable = std::function<std::shared_ptr<TableHost>(
    boost::asio::io_context& ioc, std::string code, TableOptions options, Metrics& metrics)>;

struct TableSetup {
  TableOptions options;
  std::optional<protocol::ProtocolError> error;
  // The request with every random choice spelled out (bot seed, scenario seed) and the
  // shuffle seed: what the journal keeps to build the same table again.
  protocol::in::CreateTable resolved;
  std::uint64_t seed = 0;
  // Builds the table, once, when the lobby has given it a code.
  MakeTable make;
};

// Whether a create_table may name a test-only game (is_test_only, table_rules.hpp): a
// player's request only on a server started with --allow-test-games; a stored table
// always, since it was accepted when it was made.
enum class TestGames : bool { refused, allowed };

// `seed` fixes the shuffle of a table without a scenario (a restore); otherwise the OS
// picks it. `floors`: whether clocks, windows and bot delays must keep each game's floors.
// A refused test-only game is unknown_ruleset, and the message lists only the others.
[[nodiscard]] TableSetup make_table_options(const protocol::in::CreateTable& create,
                                            ClockFloors floors,
                                            std::optional<std::uint64_t> seed = std::nullopt,
                                            TestGames test_games = TestGames::allowed);

// A finished game rebuilt from its stored inputs, one step per input, each step handed to
// `on_step` as it is made so that nothing holds the whole game: {index, at_ms, input,
// events} (the events as the table saw them, every card shown), plus "view" (the whole
// table with every hand shown) for the steps in [views.from, views.to) only. A view costs
// more than the step's events, so a replay carries them a page at a time on request.
// `on_step` returns false to stop (the reply grew past its cap); `stopped` then says so.
// With `steps` false only the steps with a view are handed over, and the walk ends after
// the last of them. Each round's dealt deck with its commitment is in `rounds`; `error`
// says why the game could not be rebuilt.
struct ReplayViews {
  std::size_t from = 0;
  std::size_t to = 0;
};
struct Replay {
  std::string ruleset;       // the game's id, so a viewer knows how to draw it
  nlohmann::json catalogue;  // its card faces, as the lobby gives them
  nlohmann::json rounds = nlohmann::json::array();
  bool stopped = false;
  std::optional<std::string> error;
};
using ReplayStep = std::function<bool(nlohmann::json step)>;
[[nodiscard]] Replay replay_game(const protocol::in::CreateTable& create, std::uint64_t seed,
                                 const std::vector<storage::InputRecord>& inputs, ReplayViews views,
                                 bool steps, const ReplayStep& on_step);

}  // namespace jongtable::server
