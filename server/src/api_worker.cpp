#include "api_worker.hpp"

#include <boost/asio/post.hpp>

namespace jongtable::server {

ApiWorker::ApiWorker(std::size_t max_pending, std::size_t max_pending_per_address, Metrics& metrics,
                     std::size_t reply_budget)
    : max_pending_(max_pending),
      max_per_address_(max_pending_per_address),
      reply_budget_(reply_budget),
      metrics_(metrics) {}

ApiWorker::~ApiWorker() {
  stop();
}

ApiQueue ApiWorker::submit(const std::string& address, std::function<void()> job) {
  {
    const std::lock_guard lock(mutex_);
    if (stopping_ || pending_ >= max_pending_ || *reply_bytes_ >= reply_budget_)
      return ApiQueue::server_full;
    auto& mine = by_address_[address];
    if (mine >= max_per_address_) return ApiQueue::address_full;
    ++mine;
    ++pending_;
    ++metrics_.api_pending;
  }
  boost::asio::post(pool_, [this, address, job = std::move(job)] {
    // Counted out however the job ends: a leaked count would shut an address out.
    struct Done {
      ApiWorker* worker;
      const std::string& address;
      ~Done() { worker->done(address); }
    } counted_out{this, address};
    job();
  });
  return ApiQueue::accepted;
}

void ApiWorker::done(const std::string& address) {
  const std::lock_guard lock(mutex_);
  --pending_;
  --metrics_.api_pending;
  const auto found = by_address_.find(address);
  if (found != by_address_.end() && --found->second == 0) by_address_.erase(found);
}

std::shared_ptr<const void> ApiWorker::hold_bytes(std::size_t bytes) {
  *reply_bytes_ += bytes;
  return std::shared_ptr<const void>(
      nullptr, [count = reply_bytes_, bytes](const void*) { *count -= bytes; });
}

void ApiWorker::hold() {
  std::unique_lock lock(mutex_);
  released_.wait(lock, [this] { return release_asked_ || stopping_; });
  release_asked_ = false;
}

void ApiWorker::release() {
  {
    const std::lock_guard lock(mutex_);
    release_asked_ = true;
  }
  released_.notify_all();
}

void ApiWorker::stop() {
  {
    const std::lock_guard lock(mutex_);
    if (stopping_) return;
    stopping_ = true;
  }
  released_.notify_all();
  pool_.stop();
  pool_.join();
}

}  // namespace jongtable::server
