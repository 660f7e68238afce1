#pragma once
// The SQLite backend: one server's own file, in WAL mode, with a checkpointer thread.

#include <filesystem>
#include <memory>

#include "jongtable/storage/backend.hpp"

namespace jongtable::storage {

[[nodiscard]] Result<std::unique_ptr<Backend>> open_sqlite(const std::filesystem::path& path,
                                                           const StoreOptions& options);

}  // namespace jongtable::storage
