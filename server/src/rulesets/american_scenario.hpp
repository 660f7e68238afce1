#pragma once
// An American table dealt as a scenario says (servers started with --allow-scenarios):
// options.scenario, read from JSON into the engine's Scenario and staged for the start.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <variant>

#include "jongtable/american/scenario.hpp"
#include "jongtable/protocol/error.hpp"

namespace jongtable::server {

[[nodiscard]] std::variant<american::State, protocol::ProtocolError> american_scenario_table(
    const nlohmann::json& spec, const american::Settings& settings, std::uint64_t seed);

}  // namespace jongtable::server
