#pragma once
// Limits checked on a client frame before it is parsed.

#include <cstddef>

namespace jongtable::protocol {

struct Limits {
  std::size_t max_frame_bytes = 16384;
  int max_depth = 8;
  std::size_t max_name_chars = 24;
  std::size_t max_chat_chars = 280;
};

}  // namespace jongtable::protocol
