#pragma once
// Strict decoding of one client text frame: limits first, then a non-throwing parse,
// then the envelope and, for the session's and the lobby's messages, their exact shape. A
// game's move comes out as a GameMove for its table's game to read (game_move.hpp); a
// type no game has is unknown_type here. Every failure is a value, never an exception.

#include <cstdint>
#include <optional>
#include <string_view>

#include "jongtable/protocol/client_messages.hpp"
#include "jongtable/protocol/error.hpp"
#include "jongtable/protocol/limits.hpp"

namespace jongtable::protocol {

struct Decoded {
  std::optional<std::uint64_t> seq;  // known whenever the frame had a readable seq
  std::optional<in::Message> message;
  std::optional<ProtocolError> error;  // set exactly when message is not
};

[[nodiscard]] Decoded decode_client(std::string_view text, const Limits& limits = {});

}  // namespace jongtable::protocol
