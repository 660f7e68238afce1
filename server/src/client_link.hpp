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
  [[nodiscard]] virtual std::uint64_t link_id() const = 0;
};

}  // namespace jongtable::server
