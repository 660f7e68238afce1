#pragma once
// The PostgreSQL backend: one database shared by the nodes of a cluster. Table
// ownership is a lease per table with a fencing number that every write carries and
// the schema's triggers check (pg_schema.cpp); this node's numbers are kept here.

#include <memory>
#include <string>

#include "jongtable/storage/backend.hpp"

namespace jongtable::storage {

[[nodiscard]] Result<std::unique_ptr<Backend>> open_postgres(const std::string& uri,
                                                             const StoreOptions& options);

}  // namespace jongtable::storage
