#include "schema.hpp"

#include <array>
#include <string>
#include <string_view>

namespace jongtable::storage::schema {

namespace {

// Append only: a released migration is never edited, a change is a new entry.
constexpr std::array<std::string_view, 1> migrations = {
    // 1: tables with their lobby and result, the input journal, snapshots.
    R"sql(
CREATE TABLE tables (
  id            TEXT    PRIMARY KEY,
  code          TEXT    NOT NULL,
  settings_json TEXT    NOT NULL,
  seed          INTEGER NOT NULL,  -- the uint64 seed's bits, as SQLite's int64
  created_ms    INTEGER NOT NULL,
  lobby_json    TEXT    NOT NULL,
  finished_ms   INTEGER,           -- NULL while the game is live
  result_json   TEXT
) STRICT;
-- Join codes name live tables; a finished game's code may be handed out again.
CREATE UNIQUE INDEX tables_live_code ON tables(code) WHERE finished_ms IS NULL;
CREATE INDEX tables_finished ON tables(finished_ms) WHERE finished_ms IS NOT NULL;

CREATE TABLE inputs (
  table_id   TEXT    NOT NULL REFERENCES tables(id),
  seq        INTEGER NOT NULL,
  input_json TEXT    NOT NULL,
  at_ms      INTEGER NOT NULL,
  PRIMARY KEY (table_id, seq)
) STRICT, WITHOUT ROWID;

CREATE TABLE snapshots (
  table_id TEXT    NOT NULL REFERENCES tables(id),
  seq      INTEGER NOT NULL,
  state    BLOB    NOT NULL,
  PRIMARY KEY (table_id, seq)
) STRICT, WITHOUT ROWID;
)sql",
};

Result<int> current_version(sqlite::Connection& db) {
  auto select = sqlite::Statement::prepare(
      db.get(), "SELECT coalesce(max(version), 0) FROM schema_migrations");
  if (!select) return select.error();
  const int rc = select.value().step();
  if (rc != SQLITE_ROW) return sqlite::error_from(db.get(), rc, "reading the schema version");
  return static_cast<int>(select.value().column_int(0));
}

Status apply_pending(sqlite::Connection& db) {
  auto bootstrap = db.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations ("
      " version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL) STRICT",
      "creating the schema_migrations table");
  if (!bootstrap) return bootstrap;

  auto version = current_version(db);
  if (!version) return version.error();
  if (version.value() > latest_version()) {
    return StoreError{StoreErrc::newer_schema,
                      "the database has schema version " + std::to_string(version.value()) +
                          ", newer than this server's " + std::to_string(latest_version()) +
                          ": it was written by a newer Jongtable; run that version (or "
                          "restore a backup made for this one)"};
  }
  for (int next = version.value() + 1; next <= latest_version(); ++next) {
    const std::string doing = "migrating the schema to version " + std::to_string(next);
    auto applied =
        db.exec_script(std::string{migrations[static_cast<std::size_t>(next - 1)]}, doing);
    if (!applied) return applied;
    auto record = sqlite::Statement::prepare(
        db.get(), "INSERT INTO schema_migrations (version, applied_at) VALUES (?, datetime())");
    if (!record) return record.error();
    record.value().bind(1, std::int64_t{next});
    const int rc = record.value().step();
    if (rc != SQLITE_DONE) return sqlite::error_from(db.get(), rc, doing);
  }
  return Done{};
}

}  // namespace

int latest_version() {
  return static_cast<int>(migrations.size());
}

Status migrate(sqlite::Connection& db) {
  // IMMEDIATE takes the write lock first, so two servers starting on one file cannot
  // both decide to run the same migration.
  auto begin = db.exec("BEGIN IMMEDIATE", "starting the schema migration");
  if (!begin) return begin;
  auto migrated = apply_pending(db);
  if (!migrated) {
    (void)db.exec("ROLLBACK", "rolling back the schema migration");
    return migrated;
  }
  auto commit = db.exec("COMMIT", "committing the schema migration");
  if (!commit && !sqlite3_get_autocommit(db.get())) {
    (void)db.exec("ROLLBACK", "rolling back the schema migration");
  }
  return commit;
}

}  // namespace jongtable::storage::schema
