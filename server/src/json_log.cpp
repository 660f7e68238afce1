#include "json_log.hpp"

#include <spdlog/sinks/stdout_sinks.h>

#include "jongtable/protocol/server_frames.hpp"

namespace jongtable::server {

void setup_json_log(const std::string& level) {
  auto logger = spdlog::stderr_logger_mt("jongtable");
  // The message is the rest of a JSON object whose first fields are the time and level.
  logger->set_pattern(R"({"ts":"%Y-%m-%dT%H:%M:%S.%eZ","level":"%l",%v)",
                      spdlog::pattern_time_type::utc);
  logger->set_level(spdlog::level::from_str(level));
  logger->flush_on(spdlog::level::info);
  spdlog::set_default_logger(logger);
}

void log_event(spdlog::level::level_enum level, std::string_view event, nlohmann::json fields) {
  if (!spdlog::should_log(level)) return;
  if (!fields.is_object()) fields = nlohmann::json::object();
  fields["event"] = event;
  std::string text = protocol::to_text(fields);  // "{...}": drop the brace the pattern opened
  spdlog::log(level, "{}", std::string_view(text).substr(1));
}

}  // namespace jongtable::server
