#pragma once
// Copies the WAL back into the database file on a connection and a thread of its own.
// SQLite's automatic checkpoint would run inside whichever commit crossed its threshold,
// making that commit (and the move waiting on it) pay for the copy; here the writer's
// commits only note how long the WAL has grown, and this thread runs PASSIVE checkpoints,
// which never wait for a lock nor hold one a writer needs: a commit never waits for it.

#include <sqlite3.h>

#include <atomic>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <thread>

#include "sqlite.hpp"

namespace jongtable::storage {

class Checkpointer {
 public:
  // Checkpoints `path` every `every_ms`, and sooner once a commit leaves the WAL at
  // `wal_pages` pages or more. Opens its own connection; without one it does nothing.
  Checkpointer(const std::filesystem::path& path, int every_ms, int wal_pages);
  ~Checkpointer();
  Checkpointer(const Checkpointer&) = delete;
  Checkpointer& operator=(const Checkpointer&) = delete;

  // Takes over `writer`'s WAL hook (which turns its automatic checkpoint off).
  void watch(sqlite3* writer);

 private:
  static int on_commit(void* self, sqlite3* db, const char* schema, int wal_pages);
  void run();

  sqlite::Connection db_;
  const int every_ms_;
  const int wal_pages_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool due_ = false;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace jongtable::storage
