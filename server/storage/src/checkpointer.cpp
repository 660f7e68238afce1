#include "checkpointer.hpp"

#include <chrono>

#include "shm_fault.hpp"

namespace jongtable::storage {

Checkpointer::Checkpointer(const std::filesystem::path& path, int every_ms, int wal_pages)
    : every_ms_(every_ms), wal_pages_(wal_pages) {
  sqlite3* raw = nullptr;
  const int rc =
      sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr);
  db_ = sqlite::Connection{raw};
  if (rc != SQLITE_OK) return;
  thread_ = std::thread([this] { run(); });
}

Checkpointer::~Checkpointer() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void Checkpointer::watch(sqlite3* writer) {
  sqlite3_wal_hook(writer, &Checkpointer::on_commit, this);
}

int Checkpointer::on_commit(void* self, sqlite3*, const char*, int wal_pages) {
  auto& checkpointer = *static_cast<Checkpointer*>(self);
  if (wal_pages < checkpointer.wal_pages_) return SQLITE_OK;
  {
    const std::lock_guard lock(checkpointer.mutex_);  // held only to set a flag
    checkpointer.due_ = true;
  }
  checkpointer.wake_.notify_one();
  return SQLITE_OK;
}

void Checkpointer::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait_for(lock, std::chrono::milliseconds(every_ms_),
                   [this] { return stopping_ || due_; });
    if (stopping_) return;
    due_ = false;
    // A mapping of the -shm replaced after a fault holds no index to copy by.
    if (shm_fault::happened()) continue;
    lock.unlock();
    // A connection that has read nothing yet does not know the file is in WAL mode, and
    // its checkpoint would do nothing: a read of the schema opens the WAL first.
    (void)sqlite3_exec(db_.get(), "SELECT count(*) FROM sqlite_master", nullptr, nullptr, nullptr);
    // PASSIVE copies what no reader still needs and gives up on the rest, without waiting
    // (no busy handler): the next round finishes it. Errors are left to the next round too.
    (void)sqlite3_wal_checkpoint_v2(db_.get(), "main", SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
    lock.lock();
  }
}

}  // namespace jongtable::storage
