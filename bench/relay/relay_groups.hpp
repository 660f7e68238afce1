#pragma once
// Groups of the relay: a group id names up to four connections; a message from one
// member goes to every other member. Guarded by one mutex: joins are rare, relays read.

#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace jongtable::relay {

class RelaySession;

class Groups {
 public:
  void join(const std::string& group, const std::shared_ptr<RelaySession>& member);
  void leave(const std::string& group, const RelaySession* member);
  // Sends `frame` to every member of `group` except `from`.
  void relay(const std::string& group, const RelaySession* from,
             const std::shared_ptr<const std::string>& frame);

 private:
  std::mutex mutex_;
  std::unordered_map<std::string, std::vector<std::weak_ptr<RelaySession>>> groups_;
};

}  // namespace jongtable::relay
