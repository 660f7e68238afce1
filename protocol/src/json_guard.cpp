#include "jongtable/protocol/json_guard.hpp"

#include <string>

namespace jongtable::protocol {

int nesting_depth(std::string_view text) {
  int depth = 0;
  int deepest = 0;
  bool in_string = false;
  bool escaped = false;
  for (const char c : text) {
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    switch (c) {
      case '"':
        in_string = true;
        break;
      case '[':
      case '{':
        ++depth;
        if (depth > deepest) deepest = depth;
        break;
      case ']':
      case '}':
        --depth;
        break;
      default:
        break;
    }
  }
  return deepest;
}

std::optional<ProtocolError> check_frame(std::string_view text, const Limits& limits) {
  if (text.size() > limits.max_frame_bytes) {
    return ProtocolError{"too_large", "The message is larger than " +
                                          std::to_string(limits.max_frame_bytes) + " bytes."};
  }
  if (nesting_depth(text) > limits.max_depth) {
    return ProtocolError{"too_deep", "The message nests deeper than " +
                                         std::to_string(limits.max_depth) + " levels."};
  }
  return std::nullopt;
}

}  // namespace jongtable::protocol
