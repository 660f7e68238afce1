#pragma once
// The PostgreSQL backend's class: the journal's calls are in pg_store.cpp, the leases
// and their keeper in pg_leases.cpp.

#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>

#include "jongtable/storage/backend.hpp"
#include "pg.hpp"

namespace jongtable::storage {

class PgBackend final : public Backend {
 public:
  PgBackend(std::string uri, const StoreOptions& options);
  // Stops the keeper and lets this node's leases lapse at once: a node that stops in
  // good order leaves its tables free for another to take without waiting. (One that
  // crashes leaves them to lapse by themselves.)
  ~PgBackend() override;
  PgBackend(const PgBackend&) = delete;
  PgBackend& operator=(const PgBackend&) = delete;

  // Connects (writer, reader, keeper), migrates, and starts the keeper.
  [[nodiscard]] Status start();

  Status create_table(const TableRecord& table) override;
  Status append(const std::vector<TableInput>& inputs,
                const std::vector<LobbyUpdate>& lobbies) override;
  Status update_lobby(std::string_view table_id, std::string_view lobby_json) override;
  Status finish_game(std::string_view table_id, std::string_view result_json,
                     std::int64_t finished_ms) override;
  Status abandon_table(std::string_view table_id, std::int64_t abandoned_ms) override;
  Result<std::vector<StoredTable>> load_live_tables() override;
  Result<std::optional<StoredTable>> adopt_table(std::string_view table_id) override;
  Result<std::vector<StoredTable>> adopt_lapsed_tables() override;
  Result<std::optional<TablePlace>> find_live_table(std::string_view code,
                                                    std::string_view token_hash) override;
  [[nodiscard]] bool shared() const override { return true; }
  Result<StoredTable> load_game(std::string_view table_id) override;
  Result<std::vector<FinishedSummary>> list_finished(int limit) override;
  Result<std::vector<FinishedSummary>> list_finished_with(const std::vector<std::string>& keys,
                                                          int limit) override;
  Result<Lease> acquire_lease(std::string_view table_id) override;
  Result<Lease> renew_lease(std::string_view table_id) override;
  Status release_lease(std::string_view table_id) override;

 private:
  struct Link {
    std::mutex mutex;
    pg::Connection db;
  };

  // The fencing number this node's writes to the table carry: its lease's, or 0 (which
  // no lease has) for a table this node never acquired, so the database refuses those.
  [[nodiscard]] std::int64_t fencing_of(std::string_view table_id);
  void hold(const std::string& table_id, std::int64_t fencing);
  // Forgets the table's number, unless it has changed since `fencing` was read (the
  // keeper's renewal of an old number must not undo a newer acquisition).
  void let_go(const std::string& table_id, std::optional<std::int64_t> fencing = {});
  // Ends this node's lease in the transaction that ends the table.
  [[nodiscard]] Status end_lease(std::string_view table_id, std::int64_t fencing,
                                 std::string_view doing);
  [[nodiscard]] Result<Lease> renew_on(pg::Connection& db, std::string_view table_id);
  [[nodiscard]] Result<std::vector<InputRecord>> inputs_of(pg::Connection& db,
                                                           std::string_view table_id);
  // What load_live_tables, adopt_lapsed_tables and adopt_table do: take the leases of the
  // live tables that are this node's or lapsed (unless `skip_held`, also those held here
  // already; only `table_id`'s if not empty), and read them.
  [[nodiscard]] Result<std::vector<StoredTable>> take_tables(std::string_view table_id,
                                                             bool skip_held);
  void release_all();
  void keep_leases();  // the keeper thread: renews every held lease each lease_ms / 3

  std::string uri_;
  StoreOptions options_;
  Link writer_;
  Link reader_;
  Link keeper_;

  std::mutex held_mutex_;
  std::unordered_map<std::string, std::int64_t> held_;  // table id -> fencing number

  std::mutex keeper_mutex_;
  std::condition_variable keeper_wake_;
  bool stopping_ = false;
  std::thread keeper_thread_;
};

}  // namespace jongtable::storage
