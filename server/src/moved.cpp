#include "moved.hpp"

#include "jongtable/protocol/server_frames.hpp"

namespace jongtable::server {

std::shared_ptr<const std::string> moved_frame(const std::optional<std::string>& node,
                                               std::string_view reason, std::uint64_t version,
                                               int retry_ms) {
  auto moved = protocol::frame("moved", version);
  moved["node"] = node ? nlohmann::json(*node) : nlohmann::json(nullptr);
  moved["reason"] = reason;
  // A named node is there now; with none, the table is between nodes for a moment.
  if (!node) moved["retry_ms"] = retry_ms;
  return std::make_shared<const std::string>(protocol::to_text(moved));
}

}  // namespace jongtable::server
