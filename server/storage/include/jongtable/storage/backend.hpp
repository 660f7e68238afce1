#pragma once
// The one interface every store backend implements: SQLite (sqlite_store.cpp) and
// PostgreSQL (pg_store.cpp). Each call means what the same call of Store says
// (store.hpp); Store only forwards, so the server never knows which backend it has.

#include "jongtable/storage/store.hpp"

namespace jongtable::storage {

// What a batch write says it was doing when it fails: the one input by its seq and
// table when there is only one (what append_input is asked for), else the counts.
[[nodiscard]] std::string describe_batch(const std::vector<TableInput>& inputs,
                                         const std::vector<LobbyUpdate>& lobbies);

// The finished games' order for a list (newest first, then by id), cut to `limit`.
void newest_first(std::vector<FinishedSummary>& games, int limit);

class Backend {
 public:
  virtual ~Backend() = default;

  [[nodiscard]] virtual Status create_table(const TableRecord& table) = 0;
  [[nodiscard]] virtual Status append(const std::vector<TableInput>& inputs,
                                      const std::vector<LobbyUpdate>& lobbies) = 0;
  [[nodiscard]] virtual Status update_lobby(std::string_view table_id,
                                            std::string_view lobby_json) = 0;
  [[nodiscard]] virtual Status finish_game(std::string_view table_id, std::string_view result_json,
                                           std::int64_t finished_ms) = 0;
  [[nodiscard]] virtual Status abandon_table(std::string_view table_id,
                                             std::int64_t abandoned_ms) = 0;
  [[nodiscard]] virtual Result<std::vector<StoredTable>> load_live_tables() = 0;
  [[nodiscard]] virtual Result<StoredTable> load_game(std::string_view table_id) = 0;
  [[nodiscard]] virtual Result<std::vector<FinishedSummary>> list_finished(int limit) = 0;
  [[nodiscard]] virtual Result<std::vector<FinishedSummary>> list_finished_with(
      const std::vector<std::string>& keys, int limit) = 0;

  // One server alone (SQLite) holds every table it has: there is nothing elsewhere to
  // find or adopt.
  [[nodiscard]] virtual Result<std::optional<StoredTable>> adopt_table(std::string_view) {
    return std::optional<StoredTable>{};
  }
  [[nodiscard]] virtual Result<std::vector<StoredTable>> adopt_lapsed_tables() {
    return std::vector<StoredTable>{};
  }
  [[nodiscard]] virtual Result<std::optional<TablePlace>> find_live_table(std::string_view,
                                                                          std::string_view) {
    return std::optional<TablePlace>{};
  }
  [[nodiscard]] virtual bool shared() const { return false; }

  [[nodiscard]] virtual Result<Lease> acquire_lease(std::string_view table_id) = 0;
  [[nodiscard]] virtual Result<Lease> renew_lease(std::string_view table_id) = 0;
  [[nodiscard]] virtual Status release_lease(std::string_view table_id) = 0;
};

}  // namespace jongtable::storage
