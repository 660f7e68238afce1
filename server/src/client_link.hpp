#pragma once
// A connection as a table sees it: somewhere to send frames, and something to close.
// Both calls are safe from any strand; the connection does the work on its own.

#include <cstdint>
#include <memory>
#include <string>

namespace jongtable::server {

class ClientLink {
 public:
  virtual ~ClientLink() = default;
  virtual void send(std::shared_ptr<const std::string> frame) = 0;
  // Sends bye {reason} after what is already queued, then closes.
  virtual void close_with(std::string reason) = 0;
  // The server is stopping: bye {shutdown} at once, then a close once `linger_ms` have
  // passed, still answering pings meanwhile (a client waiting on a pong is not left
  // hanging by a shutdown it has not read about yet).
  virtual void part_for_shutdown(int linger_ms) = 0;
  // The cluster sends this client to another node: `moved` (moved.hpp) after what is
  // already queued, then a normal close. The client reconnects by itself.
  virtual void send_away(std::shared_ptr<const std::string> moved) = 0;
  // The same for a node that is stopping (reason draining, no node named): the frame's
  // `v` is this connection's own table version, read where the connection runs.
  virtual void send_away_draining(int retry_ms) = 0;
  [[nodiscard]] virtual std::uint64_t link_id() const = 0;
};

}  // namespace jongtable::server
