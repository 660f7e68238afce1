// The WAL goes back into the database file on the store's own checkpointing thread, and
// never inside a commit: a commit does not pay for the copy, and does not wait for it.
// Real SQLite files; the database file's size shows whether pages were copied into it
// (until a checkpoint they live in the -wal file alone).

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>

#include "jongtable/storage/store.hpp"
#include "temp_dir.hpp"

namespace jongtable::storage {
namespace {

using testing::TempDir;
using Clock = std::chrono::steady_clock;

constexpr std::size_t kInputBytes = 64 * 1024;  // 16 pages and more of the WAL each

TableRecord a_table() {
  return TableRecord{"t1", "ABCDEF", R"({"seats":4})", 7, 1000, R"({"seats":[]})"};
}

// Appends `count` inputs of kInputBytes each after `from`, one commit each.
void append_big_inputs(Store& store, std::int64_t from, int count) {
  for (int i = 1; i <= count; ++i) {
    const std::int64_t seq = from + i;
    const std::string json = R"({"pad":")" + std::string(kInputBytes, 'x') + R"("})";
    const auto stored = store.append_input("t1", InputRecord{seq, json, seq});
    ASSERT_TRUE(stored.ok()) << stored.error().message;
  }
}

// Until the database file is at least `bytes` long; false if it never was within 20 s.
bool database_grows_to(const std::filesystem::path& file, std::uintmax_t bytes) {
  const auto give_up = Clock::now() + std::chrono::seconds(20);
  while (std::filesystem::file_size(file) < bytes) {
    if (Clock::now() > give_up) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));  // the checkpointer's thread
  }
  return true;
}

// A second connection in a read transaction: no checkpoint can copy what it may still read.
class HeldSnapshot {
 public:
  explicit HeldSnapshot(const std::filesystem::path& file) {
    sqlite3_open_v2(file.c_str(), &db_, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_exec(db_, "BEGIN; SELECT count(*) FROM tables;", nullptr, nullptr, nullptr);
  }
  ~HeldSnapshot() {
    sqlite3_exec(db_, "COMMIT", nullptr, nullptr, nullptr);
    sqlite3_close_v2(db_);
  }
  HeldSnapshot(const HeldSnapshot&) = delete;
  HeldSnapshot& operator=(const HeldSnapshot&) = delete;

 private:
  sqlite3* db_ = nullptr;
};

TEST(StoreCheckpoint, CommitsNeverCopyTheWalThemselves) {
  TempDir dir;
  const auto file = dir / "jongtable.sqlite";
  StoreOptions options;
  options.checkpoint_every_ms = 600000;  // the checkpointer stays out of this test
  options.checkpoint_wal_pages = 1 << 30;
  auto opened = Store::open(file, options);
  ASSERT_TRUE(opened.ok()) << opened.error().message;
  Store store = std::move(opened).value();
  ASSERT_TRUE(store.create_table(a_table()).ok());
  const auto before = std::filesystem::file_size(file);
  // Past SQLite's own automatic checkpoint (1000 pages of 4 KiB).
  append_big_inputs(store, 0, 80);
  EXPECT_LT(std::filesystem::file_size(file), before + 80 * kInputBytes / 2)
      << "a commit copied the WAL into the database";
}

TEST(StoreCheckpoint, TheCheckpointerCopiesTheWalWhileCommitsGoOn) {
  TempDir dir;
  const auto file = dir / "jongtable.sqlite";
  StoreOptions options;
  options.checkpoint_every_ms = 20;
  auto opened = Store::open(file, options);
  ASSERT_TRUE(opened.ok()) << opened.error().message;
  Store store = std::move(opened).value();
  ASSERT_TRUE(store.create_table(a_table()).ok());
  const auto before = std::filesystem::file_size(file);
  {
    // A reader holds the old snapshot: the checkpoints can copy nothing new, and every
    // commit still goes through (none waits for them).
    HeldSnapshot reader(file);
    append_big_inputs(store, 0, 10);
  }
  // Well below SQLite's own threshold: only the checkpointer copies these.
  EXPECT_TRUE(database_grows_to(file, before + 10 * kInputBytes))
      << "the WAL was never copied back";
  // And later commits are copied too.
  const auto after = std::filesystem::file_size(file);
  append_big_inputs(store, 10, 10);
  EXPECT_TRUE(database_grows_to(file, after + 10 * kInputBytes));
}

}  // namespace
}  // namespace jongtable::storage
