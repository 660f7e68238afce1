#pragma once
// The database schema as a list of migrations: migration N brings a database at
// version N-1 to version N. A database's version is the highest row of
// schema_migrations; a new database starts at 0.

#include "jongtable/storage/result.hpp"
#include "sqlite.hpp"

namespace jongtable::storage::schema {

[[nodiscard]] int latest_version();

// Brings the database up to latest_version() in one transaction (all or nothing).
// A database at a higher version than this build knows is refused untouched.
[[nodiscard]] Status migrate(sqlite::Connection& db);

}  // namespace jongtable::storage::schema
