#pragma once
// Bot strengths at a game with one bot of its own: "basic" and "strong" both seat that
// bot as it is (the lobby shows "basic"); "friendly" seats it in its friendly manner.

#include <optional>
#include <string>
#include <string_view>

namespace jongtable::server {

[[nodiscard]] inline std::optional<std::string> one_bot_strength(std::string_view requested) {
  if (requested == "friendly") return std::string("friendly");
  if (requested != "basic" && requested != "strong") return std::nullopt;
  return std::string("basic");
}

}  // namespace jongtable::server
