#pragma once
// The cluster's hand-over frame (protocol/README.md, "Cluster"): the client is told which
// node has its table, or (no node) to come back through the front door after retry_ms.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace jongtable::server {

[[nodiscard]] std::shared_ptr<const std::string> moved_frame(const std::optional<std::string>& node,
                                                             std::string_view reason,
                                                             std::uint64_t version, int retry_ms,
                                                             std::optional<std::uint64_t> re = {});

}  // namespace jongtable::server
