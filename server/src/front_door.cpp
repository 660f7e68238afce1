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

namespace {

// The pass owns nothing (it points at the counts only to be non-null); its deleter gives
// back the places it took.
template <class Counts>
std::shared_ptr<const void> pass_for(const std::shared_ptr<Counts>& counts, std::string address,
                                     bool in_total) {
  return std::shared_ptr<const void>(counts.get(),
                                     [counts, address = std::move(address), in_total](const void*) {
                                       const std::lock_guard lock(counts->mutex);
                                       if (in_total) --counts->open_total;
                                       if (address.empty()) return;
                                       const auto found = counts->open.find(address);
                                       if (found != counts->open.end() && --found->second == 0)
                                         counts->open.erase(found);
                                     });
}

}  // namespace

Admission FrontDoor::admit(const std::string& address, bool per_address) {
  {
    const std::lock_guard lock(counts_->mutex);
    if (counts_->open_total >= counts_->total) return {nullptr, Refusal::server_full, address};
    if (per_address) {
      auto& open = counts_->open[address];
      if (open >= counts_->per_address) return {nullptr, Refusal::address_full, address};
      ++open;
    }
    ++counts_->open_total;
  }
  return {pass_for(counts_, per_address ? address : std::string(), true), Refusal::none, address};
}

std::shared_ptr<const void> FrontDoor::admit_behind_proxy(const std::string& client) {
  {
    const std::lock_guard lock(counts_->mutex);
    auto& open = counts_->open[client];
    if (open >= counts_->per_address) return nullptr;
    ++open;
  }
  return pass_for(counts_, client, false);
}

std::size_t FrontDoor::open_from(const std::string& address) const {
  const std::lock_guard lock(counts_->mutex);
  const auto found = counts_->open.find(address);
  return found == counts_->open.end() ? 0 : found->second;
}

}  // namespace jongtable::server
