#include "pg_schema.hpp"

#include <array>
#include <string>

#include "jongtable/storage/pg_migrations.hpp"

namespace jongtable::storage {

namespace {

// Append only: a released migration is never edited, a change is a new entry.
// COLLATE "C": ids and codes sort byte by byte, as SQLite sorts them.
constexpr std::array<std::string_view, 2> migrations = {
    // 1: tables with their lobby and result, and the input journal (SQLite's version 1,
    // without the snapshots it no longer writes).
    R"sql(
CREATE TABLE tables (
  id            TEXT COLLATE "C" PRIMARY KEY,
  code          TEXT COLLATE "C" NOT NULL,
  settings_json TEXT   NOT NULL,
  seed          BIGINT NOT NULL,  -- the uint64 seed's bits, as an int64
  created_ms    BIGINT NOT NULL,
  lobby_json    TEXT   NOT NULL,
  finished_ms   BIGINT,           -- NULL while the game is live
  result_json   TEXT
);
-- Join codes name live tables; a finished game's code may be handed out again.
CREATE UNIQUE INDEX tables_live_code ON tables(code) WHERE finished_ms IS NULL;
CREATE INDEX tables_finished ON tables(finished_ms) WHERE finished_ms IS NOT NULL;

CREATE TABLE inputs (
  table_id   TEXT COLLATE "C" NOT NULL REFERENCES tables(id),
  seq        BIGINT NOT NULL,
  input_json TEXT   NOT NULL,
  at_ms      BIGINT NOT NULL,
  PRIMARY KEY (table_id, seq)
);
)sql",
    // 2: table leases, and the fencing rule: a write to a table must carry its lease's
    // current fencing number, or the database refuses it. The rule lives here, not in
    // the server, so that a node that lost a table (paused, partitioned, slow to notice)
    // cannot write to it whatever its code believes.
    R"sql(
CREATE TABLE table_leases (
  table_id   TEXT COLLATE "C" PRIMARY KEY REFERENCES tables(id),
  node_id    TEXT        NOT NULL,
  fencing    BIGINT      NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL  -- by the database's clock
);
-- Tables from before leases are free for the first node that asks.
INSERT INTO table_leases (table_id, node_id, fencing, expires_at)
  SELECT id, '', 0, '-infinity' FROM tables;

ALTER TABLE tables ADD COLUMN fencing BIGINT NOT NULL DEFAULT 0;
ALTER TABLE inputs ADD COLUMN fencing BIGINT NOT NULL DEFAULT 0;

-- FOR SHARE: a node taking the lease over (an UPDATE of the row) waits until this write
-- has committed, and then reads the journal with it; a write that comes after the
-- takeover reads the new number and is refused.
CREATE FUNCTION jt_check_fencing(p_table TEXT, p_fencing BIGINT) RETURNS void AS $$
DECLARE
  held BIGINT;
BEGIN
  SELECT fencing INTO held FROM table_leases WHERE table_id = p_table FOR SHARE;
  IF held IS DISTINCT FROM p_fencing THEN
    RAISE EXCEPTION 'table ''%'' is leased under fencing number %, and this write carries %',
      p_table, coalesce(held::text, 'none'), p_fencing USING ERRCODE = 'JT001';
  END IF;
END $$ LANGUAGE plpgsql;

-- An input goes to a live table of this node's, after every input already stored.
CREATE FUNCTION jt_input_allowed() RETURNS trigger AS $$
DECLARE
  ended BIGINT;
  last  BIGINT;
BEGIN
  SELECT finished_ms INTO ended FROM tables WHERE id = NEW.table_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'storing input % failed: no table ''%''', NEW.seq, NEW.table_id
      USING ERRCODE = 'JT004';
  END IF;
  IF ended IS NOT NULL THEN
    RAISE EXCEPTION 'storing input % failed: table ''%'' is finished', NEW.seq, NEW.table_id
      USING ERRCODE = 'JT002';
  END IF;
  PERFORM jt_check_fencing(NEW.table_id, NEW.fencing);
  SELECT max(seq) INTO last FROM inputs WHERE table_id = NEW.table_id;
  IF NEW.seq <= coalesce(last, 0) THEN
    RAISE EXCEPTION 'storing input % of table ''%'' failed: input % is already stored',
      NEW.seq, NEW.table_id, last USING ERRCODE = 'JT003';
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER inputs_allowed BEFORE INSERT OR UPDATE ON inputs
  FOR EACH ROW EXECUTE FUNCTION jt_input_allowed();

-- A table's lobby, end or abandonment: a change of a live table, by its lease holder.
CREATE FUNCTION jt_table_change_allowed() RETURNS trigger AS $$
BEGIN
  IF OLD.finished_ms IS NOT NULL THEN
    RAISE EXCEPTION 'table ''%'' is finished', OLD.id USING ERRCODE = 'JT002';
  END IF;
  PERFORM jt_check_fencing(NEW.id, NEW.fencing);
  RETURN NEW;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER tables_change_allowed BEFORE UPDATE ON tables
  FOR EACH ROW EXECUTE FUNCTION jt_table_change_allowed();
)sql",
};

Result<int> current_version(pg::Connection& db) {
  auto version = db.run("SELECT coalesce(max(version), 0) FROM schema_migrations",
                        "reading the schema version");
  if (!version) return version.error();
  return static_cast<int>(version.value().integer(0, 0));
}

Status apply_pending(pg::Connection& db) {
  // Any constant will do, as long as nothing else in the database uses it.
  auto locked = db.run("SELECT pg_advisory_xact_lock(7400212900)", "locking the schema");
  if (!locked) return locked.error();
  auto bootstrap = db.run(
      "CREATE TABLE IF NOT EXISTS schema_migrations ("
      " version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
      "creating the schema_migrations table");
  if (!bootstrap) return bootstrap.error();
  auto version = current_version(db);
  if (!version) return version.error();
  const int latest = postgres_schema_version();
  if (version.value() > latest) {
    return StoreError{StoreErrc::newer_schema,
                      "the database has schema version " + std::to_string(version.value()) +
                          ", newer than this server's " + std::to_string(latest) +
                          ": it was written by a newer Jongtable; run that version"};
  }
  for (int next = version.value() + 1; next <= latest; ++next) {
    const std::string doing = "migrating the schema to version " + std::to_string(next);
    auto applied = db.run(postgres_migration(next), doing);
    if (!applied) return applied.error();
    auto recorded = db.run("INSERT INTO schema_migrations (version) VALUES ($1)",
                           {pg::param(std::int64_t{next})}, doing);
    if (!recorded) return recorded.error();
  }
  return Done{};
}

}  // namespace

int postgres_schema_version() {
  return static_cast<int>(migrations.size());
}

std::string_view postgres_migration(int version) {
  if (version < 1 || version > postgres_schema_version()) return {};
  return migrations[static_cast<std::size_t>(version - 1)];
}

namespace pg_schema {

Status migrate(pg::Connection& db) {
  return pg::in_transaction(db, "migrating the schema", [&] { return apply_pending(db); });
}

}  // namespace pg_schema
}  // namespace jongtable::storage
