#pragma once
// Cheap checks run on raw text before nlohmann parses it, so that a hostile frame
// cannot make the parser recurse deeply or allocate much.

#include <optional>
#include <string_view>

#include "jongtable/protocol/error.hpp"
#include "jongtable/protocol/limits.hpp"

namespace jongtable::protocol {

// The deepest nesting of arrays and objects in `text`, ignoring brackets in strings.
[[nodiscard]] int nesting_depth(std::string_view text);

// too_large or too_deep, or nothing when the frame may be parsed.
[[nodiscard]] std::optional<ProtocolError> check_frame(std::string_view text, const Limits& limits);

}  // namespace jongtable::protocol
