#include "front_door.hpp"

#include <mutex>
#include <unordered_map>

namespace jongtable::server {

struct FrontDoor::Counts {
  Counts(std::size_t address_limit, std::size_t total_limit)
      : per_address(address_limit), total(total_limit) {}
  const std::size_t per_address;
  const std::size_t total;
  mutable std::mutex mutex;
  std::unordered_map<std::string, std::size_t> open;
  std::size_t open_total = 0;
};

FrontDoor::FrontDoor(std::size_t per_address, std::size_t total)
    : counts_(std::make_shared<Counts>(per_address, total)) {}

Admission FrontDoor::admit(const std::string& address) {
  {
    const std::lock_guard lock(counts_->mutex);
    if (counts_->open_total >= counts_->total) return {nullptr, Refusal::server_full, address};
    auto& open = counts_->open[address];
    if (open >= counts_->per_address) return {nullptr, Refusal::address_full, address};
    ++open;
    ++counts_->open_total;
  }
  // The pass owns nothing (it points at the counts only to be non-null); its deleter
  // gives the place back.
  auto pass = std::shared_ptr<const void>(counts_.get(), [counts = counts_, address](const void*) {
    const std::lock_guard lock(counts->mutex);
    --counts->open_total;
    const auto found = counts->open.find(address);
    if (found != counts->open.end() && --found->second == 0) counts->open.erase(found);
  });
  return {std::move(pass), Refusal::none, address};
}

std::size_t FrontDoor::open_from(const std::string& address) const {
  const std::lock_guard lock(counts_->mutex);
  const auto found = counts_->open.find(address);
  return found == counts_->open.end() ? 0 : found->second;
}

}  // namespace jongtable::server
