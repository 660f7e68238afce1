#pragma once
// The envelope of every server message: {"type", "v", "re"?, ...}.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "jongtable/nymj/rule_error.hpp"
#include "jongtable/protocol/error.hpp"

namespace jongtable::protocol {

// A server message of `type` at table version `v`, answering `re` when set.
[[nodiscard]] nlohmann::json frame(std::string_view type, std::uint64_t v,
                                   std::optional<std::uint64_t> re = std::nullopt);

[[nodiscard]] nlohmann::json error_frame(const ProtocolError& error, std::uint64_t v,
                                         std::optional<std::uint64_t> re);
[[nodiscard]] ProtocolError rule_error(nymj::RuleError error);

// Serialized for the socket; invalid UTF-8 from anywhere becomes U+FFFD, never a throw.
[[nodiscard]] std::string to_text(const nlohmann::json& message);

}  // namespace jongtable::protocol
