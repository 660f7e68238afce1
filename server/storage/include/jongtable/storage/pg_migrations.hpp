#pragma once
// The PostgreSQL schema's migrations, public so a test can build a database as an older
// server left it and check that this one brings it up to date.

#include <string_view>

namespace jongtable::storage {

// The PostgreSQL schema version this build writes.
[[nodiscard]] int postgres_schema_version();
// Migration `version` (1-based): the SQL taking a database from version-1 to version.
[[nodiscard]] std::string_view postgres_migration(int version);

}  // namespace jongtable::storage
