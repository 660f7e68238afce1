#include "front_door.hpp"

#include <mutex>
#include <unordered_map>

namespace jongtable::server {

struct FrontDoor::Counts {
  explicit Counts(std::size_t limit) : per_address(limit) {}
  const std::size_t per_address;
  mutable std::mutex mutex;
  std::unordered_map<std::string, std::size_t> open;
};

FrontDoor::FrontDoor(std::size_t per_address) : counts_(std::make_shared<Counts>(per_address)) {}

std::shared_ptr<const void> FrontDoor::admit(const std::string& address) {
  {
    const std::lock_guard lock(counts_->mutex);
    auto& open = counts_->open[address];
    if (open >= counts_->per_address) return nullptr;
    ++open;
  }
  // The pass owns nothing (it points at the counts only to be non-null); its deleter
  // gives the place back.
  return std::shared_ptr<const void>(counts_.get(), [counts = counts_, address](const void*) {
    const std::lock_guard lock(counts->mutex);
    const auto found = counts->open.find(address);
    if (found != counts->open.end() && --found->second == 0) counts->open.erase(found);
  });
}

std::size_t FrontDoor::open_from(const std::string& address) const {
  const std::lock_guard lock(counts_->mutex);
  const auto found = counts_->open.find(address);
  return found == counts_->open.end() ? 0 : found->second;
}

}  // namespace jongtable::server
