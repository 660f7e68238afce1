#include "relay_groups.hpp"

#include <algorithm>

#include "relay_session.hpp"

namespace jongtable::relay {

void Groups::join(const std::string& group, const std::shared_ptr<RelaySession>& member) {
  const std::lock_guard lock(mutex_);
  groups_[group].push_back(member);
}

void Groups::leave(const std::string& group, const RelaySession* member) {
  const std::lock_guard lock(mutex_);
  const auto found = groups_.find(group);
  if (found == groups_.end()) return;
  auto& members = found->second;
  std::erase_if(members, [member](const std::weak_ptr<RelaySession>& weak) {
    const auto strong = weak.lock();
    return !strong || strong.get() == member;
  });
  if (members.empty()) groups_.erase(found);
}

void Groups::relay(const std::string& group, const RelaySession* from,
                   const std::shared_ptr<const std::string>& frame) {
  std::vector<std::shared_ptr<RelaySession>> targets;
  {
    const std::lock_guard lock(mutex_);
    const auto found = groups_.find(group);
    if (found == groups_.end()) return;
    for (const auto& weak : found->second) {
      if (auto strong = weak.lock(); strong && strong.get() != from)
        targets.push_back(std::move(strong));
    }
  }
  for (const auto& target : targets) target->send(frame);
}

}  // namespace jongtable::relay
