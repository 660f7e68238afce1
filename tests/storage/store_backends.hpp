#pragma once
// The same tests against each backend: a fixture parameter says which, and gives a
// fresh place to keep a store (a SQLite file in a temp folder, or a new database of
// the test binary's one PostgreSQL cluster).

#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "jongtable/storage/store.hpp"
#include "pg_cluster.hpp"
#include "temp_dir.hpp"

namespace jongtable::storage::testing {

enum class Kind { sqlite, postgres };

inline std::string kind_name(const ::testing::TestParamInfo<Kind>& info) {
  return info.param == Kind::sqlite ? "SQLite" : "PostgreSQL";
}

inline const auto both_backends = ::testing::Values(Kind::sqlite, Kind::postgres);

class BackendTest : public ::testing::TestWithParam<Kind> {
 protected:
  BackendTest()
      : location_(GetParam() == Kind::sqlite
                      ? (dir_ / "jongtable.db").string()
                      : jongtable::testing::PgCluster::shared().fresh_database()) {}

  [[nodiscard]] bool on_postgres() const { return GetParam() == Kind::postgres; }
  [[nodiscard]] const std::string& location() const { return location_; }
  // Another handle on the same store, as another node (or the same one) would open it.
  [[nodiscard]] Result<Store> open_as(std::string node_id, int lease_ms = 600000) const {
    StoreOptions options;
    options.node_id = std::move(node_id);
    // Long: the keeper renews a third of this, and no test must see it do so.
    options.lease_ms = lease_ms;
    return Store::open_location(location_, options);
  }

  TempDir dir_;
  std::string location_;
};

}  // namespace jongtable::storage::testing
