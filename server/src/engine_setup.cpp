#include "engine_setup.hpp"

#include "jongtable/engine/scenario.hpp"
#include "random_token.hpp"

namespace jongtable::server {

namespace proto = jongtable::protocol;

TableSetup make_table_options(const proto::in::CreateTable& create,
                              std::optional<std::uint64_t> seed) {
  TableSetup setup;
  setup.resolved = create;
  if (!engine::is_valid(create.settings)) {
    setup.error = proto::ProtocolError{"bad_settings",
                                       "Those table settings are out of range (seats 3 or 4)."};
    return setup;
  }
  setup.options.bot_delay_ms = create.bot_delay_ms;
  setup.options.bot_seed = create.bot_seed.value_or(random_u64());
  setup.resolved.bot_seed = setup.options.bot_seed;
  if (!create.scenario) {
    setup.seed = seed.value_or(random_u64());
    setup.options.table = engine::create_table(create.settings, setup.seed);
    return setup;
  }
  engine::Scenario scenario = create.scenario->scenario;
  scenario.settings = create.settings;
  if (!create.scenario->has_seed) scenario.seed = random_u64();
  setup.seed = scenario.seed;
  setup.resolved.scenario->scenario.seed = scenario.seed;
  setup.resolved.scenario->has_seed = true;
  auto made = engine::create_scenario(scenario);
  if (!made.table) {
    setup.error =
        proto::ProtocolError{"bad_scenario", "The scenario cannot be dealt: " + made.error};
    return setup;
  }
  setup.options.table = std::move(*made.table);
  setup.options.assumed_rtt_ms = create.scenario->rtt_ms;
  return setup;
}

}  // namespace jongtable::server
