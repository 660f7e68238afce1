#pragma once
// Logs as JSON lines on stderr: {"ts":..., "level":..., "event":..., ...fields}.
// Callers pass only public facts: never a concealed card.

#include <spdlog/spdlog.h>

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace jongtable::server {

void setup_json_log(const std::string& level);
void log_event(spdlog::level::level_enum level, std::string_view event, nlohmann::json fields = {});

}  // namespace jongtable::server
