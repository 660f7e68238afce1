#pragma once
// One server per data folder: two servers on one journal would both restore and play the
// same tables, each overwriting the other's moves. The lock is an flock on
// <data-dir>/jongtable.lock, held for the process's life; the kernel lets go of it
// however the process ends (kill -9 included), so a stale file never blocks a restart.

#include <filesystem>
#include <string>

namespace jongtable::server {

class DataDirLock {
 public:
  DataDirLock() = default;
  DataDirLock(const DataDirLock&) = delete;
  DataDirLock& operator=(const DataDirLock&) = delete;
  ~DataDirLock();

  // Creates the folder if needed and takes the lock; on failure returns why (the
  // message names the folder), and the caller must not start.
  [[nodiscard]] std::string acquire(const std::filesystem::path& folder);

 private:
  int fd_ = -1;
};

}  // namespace jongtable::server
