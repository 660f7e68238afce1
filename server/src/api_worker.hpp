#pragma once
// The /api requests (the finished games' list, replays) read the store and rebuild whole
// games through the engine: milliseconds of work apiece, or seconds when the disk is
// slow. They are answered on a thread of their own, so no table ever waits behind one,
// and only so many may wait at once, in all and from one client address; past that a
// request is refused at once (the caller answers 503 or 429), never queued.

#include <boost/asio/thread_pool.hpp>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <map>
#include <mutex>
#include <string>

#include "metrics.hpp"

namespace jongtable::server {

enum class ApiQueue { accepted, server_full, address_full };

class ApiWorker {
 public:
  ApiWorker(std::size_t max_pending, std::size_t max_pending_per_address, Metrics& metrics);
  ~ApiWorker();
  ApiWorker(const ApiWorker&) = delete;
  ApiWorker& operator=(const ApiWorker&) = delete;

  // Runs `job` on the worker's thread, unless `address` or everyone already has the
  // most requests waiting or running; then nothing is queued.
  [[nodiscard]] ApiQueue submit(const std::string& address, std::function<void()> job);

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
