#include "engine_setup.hpp"

#include <algorithm>
#include <array>

#include "fairness.hpp"
#include "random_token.hpp"
#include "rules_table.hpp"
#include "rulesets/all_rules.hpp"
#include "rulesets/catalogue_of.hpp"
#include "rulesets/settings_reader.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;

namespace {

template <typename Rules>
TableSetup setup_for(const proto::in::CreateTable& create, std::optional<std::uint64_t> seed,
                     ClockFloors floors) {
  TableSetup setup;
  setup.resolved = create;
  if (auto error = bot_delay_refused(create, floors)) {
    setup.error = std::move(*error);
    return setup;
  }
  setup.options.bot_delay_ms = create.bot_delay_ms;
  setup.options.bot_seed = create.bot_seed.value_or(random_u64());
  setup.resolved.bot_seed = setup.options.bot_seed;
  if (auto& scenario = setup.resolved.scenario) {
    if (!scenario->has_seed) scenario->scenario.seed = random_u64();
    scenario->has_seed = true;
    setup.seed = scenario->scenario.seed;
    setup.options.assumed_rtt_ms = scenario->rtt_ms;
  } else {
    setup.seed = seed.value_or(random_u64());
  }
  auto made = Rules::create(setup.resolved, setup.seed, floors);
  if (auto* error = std::get_if<proto::ProtocolError>(&made)) {
    setup.error = std::move(*error);
    return setup;
  }
  // Shared so that the maker can be copied; it is called once.
  auto state =
      std::make_shared<typename Rules::State>(std::move(std::get<typename Rules::State>(made)));
  setup.make = [state](boost::asio::io_context& ioc, std::string code, TableOptions options,
                       Metrics& metrics) -> std::shared_ptr<TableHost> {
    return std::make_shared<RulesTable<Rules>>(ioc, std::move(code), std::move(*state),
                                               std::move(options), metrics);
  };
  return setup;
}

// A replay shows each event once with everything in it: the copy that hides a card
// from everyone but one seat (a draw, say) is left out, since its full copy is there.
template <typename Event>
bool is_redacted_copy(const Event& event, int seats) {
  if (!event.audience.includes(std::nullopt)) return false;
  for (int s = 0; s < seats; ++s) {
    if (!event.audience.includes(kernel::Seat(s))) return true;
  }
  return false;
}

template <typename Rules>
Replay replay_for(const proto::in::CreateTable& create, std::uint64_t seed,
                  const std::vector<storage::InputRecord>& inputs, ReplayViews views, bool steps,
                  const ReplayStep& on_step) {
  Replay replay;
  replay.ruleset = Rules::id;
  // The game was accepted when it was made: rebuilt as it was, whatever the floors now.
  auto made = Rules::create(create, seed, ClockFloors::lowered);
  if (const auto* error = std::get_if<proto::ProtocolError>(&made)) {
    replay.error = error->message;
    return replay;
  }
  auto& table = std::get<typename Rules::State>(made);
  replay.catalogue = catalogue_of<Rules>(table);
  const int seats = Rules::seats(table);
  std::vector<DealtDeck> decks;
  const kernel::Millis start = inputs.empty() ? 0 : inputs.front().at_ms;
  const std::size_t end = steps ? inputs.size() : std::min(inputs.size(), views.to);
  for (std::size_t i = 0; i < end; ++i) {
    const auto& input = inputs[i];
    json input_json = json::parse(input.input_json, nullptr, false);
    const auto intent = Rules::intent_from_record(input_json);
    if (!intent) {
      replay.error = "A stored input cannot be read.";
      return replay;
    }
    const auto outcome = Rules::apply(table, *intent, input.at_ms);
    if (!outcome.ok()) {
      replay.error = "A stored input was refused.";
      return replay;
    }
    if (const auto round = Rules::dealt_round(table);
        round && (decks.empty() || decks.back().round != *round)) {
      decks.push_back(commit_deck(*round, Rules::dealt_deck(table), seed));
    }
    const bool with_view = i >= views.from && i < views.to;
    if (!steps && !with_view) continue;
    json events = json::array();
    for (const auto& event : outcome.events) {
      if (!is_redacted_copy(event, seats))
        events.push_back(Rules::event_json(event, input.at_ms, seats));
    }
    json step = {{"index", i},
                 {"at_ms", input.at_ms - start},
                 {"input", std::move(input_json)},
                 {"events", std::move(events)}};
    if (with_view) step["view"] = Rules::revealed_view(table, input.at_ms);
    if (!on_step(std::move(step))) {
      replay.stopped = true;
      return replay;
    }
  }
  for (const auto& deck : decks) {
    replay.rounds.push_back({{"round", deck.round},
                             {"commitment", deck.commitment},
                             {"salt", deck.salt},
                             {"deck", deck.faces}});
  }
  return replay;
}

struct Ruleset {
  std::string_view id;
  bool test_only;
  TableSetup (*setup)(const proto::in::CreateTable&, std::optional<std::uint64_t>, ClockFloors);
  Replay (*replay)(const proto::in::CreateTable&, std::uint64_t,
                   const std::vector<storage::InputRecord>&, ReplayViews, bool, const ReplayStep&);
};

template <typename Rules>
constexpr Ruleset ruleset_of() {
  return {Rules::id, is_test_only<Rules>(), &setup_for<Rules>, &replay_for<Rules>};
}

// Every game this server plays.
#define JONGTABLE_RULESET_OF(Rules) ruleset_of<Rules>(),
constexpr std::array kRulesets = {JONGTABLE_EACH_RULESET(JONGTABLE_RULESET_OF)};

bool offered(const Ruleset& ruleset, TestGames test_games) {
  return !ruleset.test_only || test_games == TestGames::allowed;
}

const Ruleset* find_ruleset(std::string_view id, TestGames test_games = TestGames::allowed) {
  for (const auto& ruleset : kRulesets) {
    if (ruleset.id == id && offered(ruleset, test_games)) return &ruleset;
  }
  return nullptr;
}

proto::ProtocolError unknown_ruleset(std::string_view id,
                                     TestGames test_games = TestGames::allowed) {
  std::string known;
  for (const auto& ruleset : kRulesets) {
    if (offered(ruleset, test_games))
      known += (known.empty() ? "" : ", ") + std::string(ruleset.id);
  }
  return {"unknown_ruleset",
          "This server has no game \"" + std::string(id) + "\" (it plays " + known + ")."};
}

}  // namespace

TableSetup make_table_options(const proto::in::CreateTable& create, ClockFloors floors,
                              std::optional<std::uint64_t> seed, TestGames test_games) {
  const Ruleset* ruleset = find_ruleset(create.ruleset, test_games);
  if (!ruleset) {
    TableSetup setup;
    setup.resolved = create;
    setup.error = unknown_ruleset(create.ruleset, test_games);
    return setup;
  }
  return ruleset->setup(create, seed, floors);
}

Replay replay_game(const proto::in::CreateTable& create, std::uint64_t seed,
                   const std::vector<storage::InputRecord>& inputs, ReplayViews views, bool steps,
                   const ReplayStep& on_step) {
  const Ruleset* ruleset = find_ruleset(create.ruleset);
  if (!ruleset) {
    Replay replay;
    replay.error = unknown_ruleset(create.ruleset).message;
    return replay;
  }
  return ruleset->replay(create, seed, inputs, views, steps, on_step);
}

}  // namespace jongtable::server
