#include "engine_setup.hpp"

#include "jongtable/engine/scenario.hpp"
#include "random_token.hpp"

namespace jongtable::server {

namespace proto = jongtable::protocol;

TableSetup make_table_options(const proto::in::CreateTable& create) {
  TableSetup setup;
  if (!engine::is_valid(create.settings)) {
    setup.error = proto::ProtocolError{"bad_settings",
                                       "Those table settings are out of range (seats 3 or 4)."};
    return setup;
  }
  setup.options.bot_delay_ms = create.bot_delay_ms;
  setup.options.bot_seed = create.bot_seed.value_or(random_u64());
  if (!create.scenario) {
    setup.options.table = engine::create_table(create.settings, random_u64());
    return setup;
  }
  engine::Scenario scenario = create.scenario->scenario;
  scenario.settings = create.settings;
  if (!create.scenario->has_seed) scenario.seed = random_u64();
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
