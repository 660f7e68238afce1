#pragma once
// The /api requests (the finished games' list, replays) read the store and rebuild whole
// games through the engine: milliseconds of work apiece, or seconds when the disk is
// slow. They are answered on a thread of their own, so no table ever waits behind one,
// and only so many may wait at once, in all and from one client address; past that a
// request is refused at once (the caller answers 503 or 429), never queued. Memory is
// counted too: a reply is built to at most reply_cap() bytes, and while the replies built
// and not yet sent hold the worker's whole budget, new requests are refused the same way.

#include <atomic>
#include <boost/asio/thread_pool.hpp>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "metrics.hpp"

namespace jongtable::server {

enum class ApiQueue { accepted, server_full, address_full };

class ApiWorker {
 public:
  // Replies built and not yet sent may hold this much in all; one reply a quarter of it.
  static constexpr std::size_t kDefaultReplyBudget = 64 * 1024 * 1024;

  ApiWorker(std::size_t max_pending, std::size_t max_pending_per_address, Metrics& metrics,
            std::size_t reply_budget = kDefaultReplyBudget);
  ~ApiWorker();
  ApiWorker(const ApiWorker&) = delete;
  ApiWorker& operator=(const ApiWorker&) = delete;

  // Runs `job` on the worker's thread, unless `address` or everyone already has the
  // most requests waiting or running; then nothing is queued.
  [[nodiscard]] ApiQueue submit(const std::string& address, std::function<void()> job);

  // The most bytes one reply may be built to.
  [[nodiscard]] std::size_t reply_cap() const { return reply_budget_ / 4; }

  // Counts `bytes` of a built reply against the budget until the handle is dropped
  // (when the reply has been sent, or its connection is gone).
  [[nodiscard]] std::shared_ptr<const void> hold_bytes(std::size_t bytes);

  // For tests (/api/debug/hold, with --allow-scenarios): the job that calls hold()
  // keeps the worker busy until release() is called (or was, since the last hold), or
  // the worker stops.
  void hold();
  void release();

  // Drops the jobs still queued and waits for the running one.
  void stop();

 private:
  void done(const std::string& address);

  const std::size_t max_pending_;
  const std::size_t max_per_address_;
  const std::size_t reply_budget_;
  // Of replies built and not yet sent. Shared with the handles, which a stopped server's
  // dropped handlers may release after the worker is gone.
  std::shared_ptr<std::atomic<std::size_t>> reply_bytes_ =
      std::make_shared<std::atomic<std::size_t>>(0);
  Metrics& metrics_;
  std::mutex mutex_;
  std::size_t pending_ = 0;
  std::map<std::string, std::size_t> by_address_;  // only addresses with a request pending
  std::condition_variable released_;
  bool release_asked_ = false;
  bool stopping_ = false;
  boost::asio::thread_pool pool_{1};
};

}  // namespace jongtable::server
