#include "moved.hpp"

#include "jongtable/protocol/server_frames.hpp"

namespace jongtable::server {

std::shared_ptr<const std::string> moved_frame(const std::optional<std::string>& node,
                                               std::string_view reason, std::uint64_t version,
                                               int retry_ms, std::optional<std::uint64_t> re) {
  // `re`: the hello or join this answers, so that a client waiting for its reply has one.
  auto moved = protocol::frame("moved", version, re);
  moved["node"] = node ? nlohmann::json(*node) : nlohmann::json(nullptr);
  moved["reason"] = reason;
  // A named node is there now; with none, the table is between nodes for a moment.
  if (!node) moved["retry_ms"] = retry_ms;
  return std::make_shared<const std::string>(protocol::to_text(moved));
}

}  // namespace jongtable::server
