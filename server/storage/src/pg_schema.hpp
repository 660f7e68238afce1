#pragma once
// The PostgreSQL schema as a list of migrations, kept like SQLite's (schema.hpp):
// migration N brings version N-1 to N; the version is the highest row of
// schema_migrations; a new database starts at 0.

#include "jongtable/storage/result.hpp"
#include "pg.hpp"

namespace jongtable::storage::pg_schema {

// Brings the database up to the latest version in one transaction, holding an advisory
// lock so that nodes starting together do not run a migration twice. A database at a
// higher version than this build knows is refused untouched.
[[nodiscard]] Status migrate(pg::Connection& db);

}  // namespace jongtable::storage::pg_schema
