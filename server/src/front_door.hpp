#pragma once
// What the door of the server knows without asking a table or the store: how many
// connections each client address holds, and whether the server is stopping. The HTTP
// probes read only this, so they answer at once however busy the game threads are.

#include <atomic>
#include <cstddef>
#include <memory>
#include <string>

namespace jongtable::server {

// Why a connection was not let in.
enum class Refusal { none, address_full, server_full };

struct Admission {
  std::shared_ptr<const void> pass;  // null when refused
  Refusal refusal = Refusal::none;
  std::string address;  // the client's, as the door counts it
};

class FrontDoor {
 public:
  // `total`: TCP connections at once from everyone, plain HTTP included, so that
  // descriptors run out at the door's refusal and not in the accept loop.
  FrontDoor(std::size_t per_address, std::size_t total);

  // A pass for one connection from `address`, given back when the last copy goes (the
  // connection closed); none when the address or the server already holds its limit.
  // A trusted proxy's connections (`per_address` false) count only toward the total:
  // the clients behind it are counted one by one with admit_behind_proxy.
  [[nodiscard]] Admission admit(const std::string& address, bool per_address = true);
  // A client's place under its own address's limit, for a connection that came through a
  // trusted proxy (already counted in the total); null when the address is full.
  [[nodiscard]] std::shared_ptr<const void> admit_behind_proxy(const std::string& client);
  [[nodiscard]] std::size_t open_from(const std::string& address) const;

  void set_stopping() { stopping_ = true; }
  [[nodiscard]] bool stopping() const { return stopping_; }

 private:
  struct Counts;
  // Shared with every pass, so a pass that outlives the door (a handler destroyed late
  // at shutdown) still has somewhere to give itself back.
  std::shared_ptr<Counts> counts_;
  std::atomic<bool> stopping_{false};
};

}  // namespace jongtable::server
