// The PostgreSQL schema's versions: applied in order from an empty database, each once,
// brought up from the previous version with its data kept, and refused when newer.

#include <gtest/gtest.h>

#include <thread>

#include "jongtable/storage/pg_migrations.hpp"
#include "jongtable/storage/store.hpp"
#include "pg_cluster.hpp"

namespace jongtable::storage {
namespace {

using jongtable::testing::PgCluster;
using jongtable::testing::RawPg;

StoreOptions as_node(std::string node_id) {
  StoreOptions options;
  options.node_id = std::move(node_id);
  options.lease_ms = 600000;
  return options;
}

TEST(PgMigrations, AnEmptyDatabaseGetsEveryMigrationOnceAcrossReopens) {
  const auto uri = PgCluster::shared().fresh_database();
  for (int i = 0; i < 3; ++i) {
    auto store = Store::open_location(uri, as_node("a"));
    ASSERT_TRUE(store.ok()) << store.error().message;
  }
  RawPg raw(uri);
  const auto latest = std::to_string(postgres_schema_version());
  EXPECT_EQ(raw.query("SELECT max(version) FROM schema_migrations"), latest);
  EXPECT_EQ(raw.query("SELECT count(*) FROM schema_migrations"), latest);
}

TEST(PgMigrations, NodesStartingTogetherMigrateOnce) {
  const auto uri = PgCluster::shared().fresh_database();
  std::vector<std::thread> nodes;
  std::vector<int> failed(4, 0);
  for (int n = 0; n < 4; ++n) {
    nodes.emplace_back([&, n] {
      if (!Store::open_location(uri, as_node("n" + std::to_string(n))).ok()) failed[n] = 1;
    });
  }
  for (auto& node : nodes) node.join();
  EXPECT_EQ(failed, std::vector<int>(4, 0));
  RawPg raw(uri);
  EXPECT_EQ(raw.query("SELECT count(*) FROM schema_migrations"),
            std::to_string(postgres_schema_version()));
}

TEST(PgMigrations, ADatabaseOfThePreviousVersionIsBroughtUpWithItsGames) {
  const auto uri = PgCluster::shared().fresh_database();
  const int previous = postgres_schema_version() - 1;
  ASSERT_GE(previous, 1);
  {
    // The database as the previous server left it: its schema, a live table, inputs.
    RawPg raw(uri);
    raw.exec(
        "BEGIN; CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY,"
        " applied_at TIMESTAMPTZ NOT NULL DEFAULT now());");
    for (int version = 1; version <= previous; ++version) {
      raw.exec(std::string{postgres_migration(version)});
      raw.exec("INSERT INTO schema_migrations (version) VALUES (" + std::to_string(version) + ")");
    }
    raw.exec("COMMIT");
    raw.exec(
        "INSERT INTO tables (id, code, settings_json, seed, created_ms, lobby_json)"
        " VALUES ('old', 'OLDC', '{}', -1, 5, '{\"seats\":[]}');"
        "INSERT INTO inputs (table_id, seq, input_json, at_ms) VALUES"
        " ('old', 1, '{\"n\":1}', 10), ('old', 2, '{\"n\":2}', 20)");
  }
  auto store = Store::open_location(uri, as_node("a"));
  ASSERT_TRUE(store.ok()) << store.error().message;
  auto live = store.value().load_live_tables();
  ASSERT_TRUE(live.ok()) << live.error().message;
  ASSERT_EQ(live.value().size(), 1u);
  EXPECT_EQ(live.value()[0].table.seed, ~std::uint64_t{0});
  EXPECT_EQ(live.value()[0].inputs,
            (std::vector<InputRecord>{{1, R"({"n":1})", 10}, {2, R"({"n":2})", 20}}));
  EXPECT_TRUE(store.value().append_input("old", {3, R"({"n":3})", 30}).ok());
  RawPg raw(uri);
  EXPECT_EQ(raw.query("SELECT max(version) FROM schema_migrations"),
            std::to_string(postgres_schema_version()));
}

TEST(PgMigrations, ANewerSchemaIsRefusedAndLeftAlone) {
  const auto uri = PgCluster::shared().fresh_database();
  ASSERT_TRUE(Store::open_location(uri, as_node("a")).ok());
  const auto newer = std::to_string(postgres_schema_version() + 1);
  {
    RawPg raw(uri);
    raw.exec("INSERT INTO schema_migrations (version) VALUES (" + newer + ")");
  }
  auto refused = Store::open_location(uri, as_node("a"));
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().errc, StoreErrc::newer_schema);
  RawPg raw(uri);
  EXPECT_EQ(raw.query("SELECT max(version) FROM schema_migrations"), newer);
}

TEST(PgMigrations, AnUnreachableDatabaseIsACleanError) {
  auto refused = Store::open_location(
      "postgresql://jongtable@127.0.0.1:" + std::to_string(PgCluster::shared().port()) +
          "/no_such_database",
      as_node("a"));
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().errc, StoreErrc::cannot_open);
}

}  // namespace
}  // namespace jongtable::storage
