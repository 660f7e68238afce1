// Opening a store: where the file goes, its journal mode, and its schema version.

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <string>

#include "jongtable/storage/store.hpp"
#include "raw_sqlite.hpp"
#include "temp_dir.hpp"

namespace jongtable::storage {
namespace {

using testing::file_bytes;
using testing::RawSqlite;
using testing::TempDir;

TEST(StoreOpen, CreatesTheFileAndItsMissingFolders) {
  TempDir dir;
  const auto path = dir / "data" / "nested" / "jongtable.db";
  auto store = Store::open(path);
  ASSERT_TRUE(store.ok()) << store.error().message;
  EXPECT_TRUE(std::filesystem::is_regular_file(path));
}

TEST(StoreOpen, PutsTheDatabaseInWalMode) {
  TempDir dir;
  const auto path = dir / "jongtable.db";
  {
    auto store = Store::open(path);
    ASSERT_TRUE(store.ok()) << store.error().message;
  }
  RawSqlite raw{path};
  EXPECT_EQ(raw.query("PRAGMA journal_mode"), "wal");
}

TEST(StoreOpen, RecordsEachMigrationOnceAcrossReopens) {
  TempDir dir;
  const auto path = dir / "jongtable.db";
  for (int i = 0; i < 3; ++i) {
    auto store = Store::open(path);
    ASSERT_TRUE(store.ok()) << store.error().message;
  }
  RawSqlite raw{path};
  EXPECT_EQ(raw.query("SELECT max(version) FROM schema_migrations"),
            std::to_string(Store::schema_version()));
  EXPECT_EQ(raw.query("SELECT count(*) FROM schema_migrations"),
            std::to_string(Store::schema_version()));
}

TEST(StoreOpen, RefusesADatabaseFromANewerSchemaAndLeavesItAlone) {
  TempDir dir;
  const auto path = dir / "jongtable.db";
  {
    auto store = Store::open(path);
    ASSERT_TRUE(store.ok()) << store.error().message;
    ASSERT_TRUE(store.value().create_table({"t1", "ABCD", "{}", 7, 1, "{}"}).ok());
  }
  const int newer = Store::schema_version() + 1;
  {
    RawSqlite raw{path};
    raw.exec("INSERT INTO schema_migrations VALUES (" + std::to_string(newer) + ", 'later')");
  }

  auto refused = Store::open(path);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().errc, StoreErrc::newer_schema);
  EXPECT_NE(refused.error().message.find("newer"), std::string::npos) << refused.error().message;

  RawSqlite raw{path};
  EXPECT_EQ(raw.query("SELECT max(version) FROM schema_migrations"), std::to_string(newer));
  EXPECT_EQ(raw.query("SELECT id FROM tables"), "t1");
}

TEST(StoreOpen, RefusesAFileThatIsNotADatabaseWithoutTouchingIt) {
  TempDir dir;
  const auto path = dir / "jongtable.db";
  const std::string garbage(8192, 'x');
  std::ofstream{path, std::ios::binary} << garbage;

  auto refused = Store::open(path);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().errc, StoreErrc::corrupt) << refused.error().message;
  EXPECT_EQ(file_bytes(path), garbage);
}

TEST(StoreOpen, ErrorCodesAreDistinctAndNamespaced) {
  std::set<std::string_view> seen;
  for (auto errc :
       {StoreErrc::cannot_open, StoreErrc::newer_schema, StoreErrc::read_only, StoreErrc::busy,
        StoreErrc::disk_full, StoreErrc::io_error, StoreErrc::corrupt, StoreErrc::unknown_table,
        StoreErrc::table_finished, StoreErrc::duplicate_table, StoreErrc::out_of_order,
        StoreErrc::lease_held, StoreErrc::lease_lost, StoreErrc::failed}) {
    EXPECT_EQ(code(errc).substr(0, 8), "storage_") << code(errc);
    EXPECT_TRUE(seen.insert(code(errc)).second) << code(errc);
  }
}

}  // namespace
}  // namespace jongtable::storage
