#pragma once
// Strict decoding of one client text frame: limits first, then a non-throwing parse,
// then the message's exact shape. Every failure is a value, never an exception.

#include <cstdint>
#include <optional>
#include <string_view>

#include "jongtable/kernel/seat.hpp"
#include "jongtable/nymj/intent.hpp"
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

// Is this message a game intent (discard, declare_win, steal, pass, expose)?
[[nodiscard]] bool is_game_intent(const in::Message& message);

// The engine intent for a game message played by `seat`; nothing for other messages.
[[nodiscard]] std::optional<nymj::Intent> to_intent(const in::Message& message, kernel::Seat seat,
                                                    kernel::Millis one_way_latency);

}  // namespace jongtable::protocol
