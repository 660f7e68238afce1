// When the database cannot be written the store says so and changes nothing: a locked
// database, a read-only folder or file, a disk that takes no more bytes.

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cstdint>
#include <string>

#include "child_process.hpp"
#include "jongtable/storage/store.hpp"
#include "raw_sqlite.hpp"
#include "temp_dir.hpp"

namespace jongtable::storage {
namespace {

using testing::ChildProcess;
using testing::file_bytes;
using testing::RawSqlite;
using testing::TempDir;

const StoreOptions quick_to_give_up{.busy_timeout_ms = 50};
constexpr uid_t nobody = 65534;

// Root writes through any permission bit, so a child that must meet one drops to nobody.
bool become_unprivileged() {
  return geteuid() != 0 || (setgid(nobody) == 0 && setuid(nobody) == 0);
}

void make_traversable(const TempDir& dir) {
  std::filesystem::permissions(
      dir.path(), std::filesystem::perms::others_exec | std::filesystem::perms::others_read,
      std::filesystem::perm_options::add);
}

TEST(StoreFailure, ALockedDatabaseGivesBusyAndChangesNothing) {
  TempDir dir;
  const auto path = dir / "jongtable.db";
  auto store = Store::open(path, quick_to_give_up);
  ASSERT_TRUE(store.ok()) << store.error().message;
  ASSERT_TRUE(store.value().create_table({"t1", "LOCK", "{}", 1, 0, "{}"}).ok());
  ASSERT_TRUE(store.value().append_input("t1", {1, "{}", 0}).ok());
  const auto before = store.value().load_game("t1").value();

  RawSqlite other{path};
  other.exec("BEGIN IMMEDIATE");  // another process holding the write lock

  auto appended = store.value().append_input("t1", {2, "{}", 0});
  ASSERT_FALSE(appended.ok());
  EXPECT_EQ(appended.error().errc, StoreErrc::busy) << appended.error().message;
  EXPECT_NE(appended.error().message.find("input 2"), std::string::npos)
      << appended.error().message;
  EXPECT_EQ(store.value().create_table({"t2", "NEW", "{}", 1, 0, "{}"}).error().errc,
            StoreErrc::busy);
  EXPECT_EQ(store.value().update_lobby("t1", "{\"x\":1}").error().errc, StoreErrc::busy);
  EXPECT_EQ(store.value().finish_game("t1", "{}", 9).error().errc, StoreErrc::busy);
  // WAL: reading goes on while someone else writes.
  auto during = store.value().load_game("t1");
  ASSERT_TRUE(during.ok()) << during.error().message;
  EXPECT_EQ(during.value(), before);

  other.exec("ROLLBACK");
  EXPECT_EQ(store.value().load_game("t1").value(), before);
  EXPECT_EQ(store.value().load_live_tables().value().size(), 1u);
  // And once the lock is gone, the same input goes in.
  EXPECT_TRUE(store.value().append_input("t1", {2, "{}", 0}).ok());
}

TEST(StoreFailure, OpeningALockedNewDatabaseGivesBusy) {
  TempDir dir;
  const auto path = dir / "jongtable.db";
  RawSqlite other{path};  // creates the empty file
  other.exec("BEGIN EXCLUSIVE");
  auto refused = Store::open(path, quick_to_give_up);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().errc, StoreErrc::busy) << refused.error().message;
  other.exec("ROLLBACK");
  EXPECT_EQ(other.query("SELECT count(*) FROM sqlite_schema"), "0");
}

TEST(StoreFailure, AReadOnlyFolderIsRefusedAndNothingIsCreated) {
  TempDir dir;
  make_traversable(dir);
  const auto folder = dir / "data";
  std::filesystem::create_directory(folder);
  std::filesystem::permissions(
      folder, std::filesystem::perms::owner_all | std::filesystem::perms::group_read |
                  std::filesystem::perms::group_exec | std::filesystem::perms::others_read |
                  std::filesystem::perms::others_exec);
  if (geteuid() != 0)
    std::filesystem::permissions(folder, std::filesystem::perms::owner_write,
                                 std::filesystem::perm_options::remove);

  ChildProcess child{[&](int fd) {
    if (!become_unprivileged()) return 10;
    auto opened = Store::open(folder / "jongtable.db");
    testing::report(fd, opened.ok() ? -1 : static_cast<std::int64_t>(opened.error().errc));
    return 0;
  }};
  auto errc = child.next_report();
  ASSERT_EQ(child.wait_exit(), 0);
  ASSERT_TRUE(errc.has_value());
  ASSERT_NE(*errc, -1) << "opened a database in a folder it may not write";
  EXPECT_TRUE(*errc == static_cast<std::int64_t>(StoreErrc::cannot_open) ||
              *errc == static_cast<std::int64_t>(StoreErrc::read_only))
      << code(static_cast<StoreErrc>(*errc));
  EXPECT_TRUE(std::filesystem::is_empty(folder));
}

TEST(StoreFailure, AReadOnlyFileIsRefusedAndLeftUnchanged) {
  TempDir dir;
  make_traversable(dir);
  const auto path = dir / "jongtable.db";
  {
    auto store = Store::open(path);
    ASSERT_TRUE(store.ok()) << store.error().message;
    ASSERT_TRUE(store.value().create_table({"t1", "RO", "{}", 1, 0, "{}"}).ok());
    ASSERT_TRUE(store.value().append_input("t1", {1, "{}", 0}).ok());
  }  // a clean close folds the WAL back into the file
  std::filesystem::permissions(path, std::filesystem::perms::owner_read |
                                         std::filesystem::perms::group_read |
                                         std::filesystem::perms::others_read);
  const std::string before = file_bytes(path);

  ChildProcess child{[&](int fd) {
    if (!become_unprivileged()) return 10;
    auto opened = Store::open(path);
    testing::report(fd, opened.ok() ? -1 : static_cast<std::int64_t>(opened.error().errc));
    return 0;
  }};
  auto errc = child.next_report();
  ASSERT_EQ(child.wait_exit(), 0);
  ASSERT_TRUE(errc.has_value());
  ASSERT_NE(*errc, -1) << "opened a read-only database for writing";
  EXPECT_EQ(*errc, static_cast<std::int64_t>(StoreErrc::read_only))
      << code(static_cast<StoreErrc>(*errc));
  EXPECT_EQ(file_bytes(path), before);
}

TEST(StoreFailure, ADiskThatTakesNoMoreBytesFailsTheInputAndKeepsTheRest) {
  TempDir dir;
  const auto path = dir / "jongtable.db";
  {
    auto store = Store::open(path);
    ASSERT_TRUE(store.ok()) << store.error().message;
    ASSERT_TRUE(store.value().create_table({"t1", "FULL", "{}", 1, 0, "{}"}).ok());
  }
  const std::string big_input = "{\"pad\":\"" + std::string(3000, 'x') + "\"}";

  // The child writes under a file size limit (with SIGXFSZ ignored, a write past it
  // fails with EFBIG, as a full disk fails with ENOSPC). It reports each acknowledged
  // seq, then the error code of the first failure.
  ChildProcess child{[&](int fd) {
    signal(SIGXFSZ, SIG_IGN);
    auto store = Store::open(path);
    if (!store.ok()) return 11;
    const rlimit limit{256 * 1024, 256 * 1024};
    if (setrlimit(RLIMIT_FSIZE, &limit) != 0) return 12;
    for (std::int64_t seq = 1; seq < 10000; ++seq) {
      auto appended = store.value().append_input("t1", {seq, big_input, seq});
      if (!appended.ok()) {
        testing::report(fd, -static_cast<std::int64_t>(appended.error().errc) - 100);
        _exit(0);  // no clean close: the disk is still "full"
      }
      testing::report(fd, seq);
    }
    return 13;
  }};
  std::int64_t acknowledged = 0;
  std::optional<StoreErrc> failure;
  while (auto value = child.next_report()) {
    if (*value > 0)
      acknowledged = *value;
    else
      failure = static_cast<StoreErrc>(-(*value + 100));
  }
  ASSERT_EQ(child.wait_exit(), 0);
  ASSERT_TRUE(failure.has_value());
  EXPECT_TRUE(*failure == StoreErrc::disk_full || *failure == StoreErrc::io_error)
      << code(*failure);
  EXPECT_GT(acknowledged, 10);

  auto store = Store::open(path);
  ASSERT_TRUE(store.ok()) << store.error().message;
  auto game = store.value().load_game("t1");
  ASSERT_TRUE(game.ok()) << game.error().message;
  EXPECT_EQ(static_cast<std::int64_t>(game.value().inputs.size()), acknowledged);
  EXPECT_TRUE(store.value().append_input("t1", {acknowledged + 1, "{}", 0}).ok());
  RawSqlite raw{path};
  EXPECT_EQ(raw.query("PRAGMA integrity_check"), "ok");
}

}  // namespace
}  // namespace jongtable::storage
