#include "sqlite_store.hpp"

#include <algorithm>
#include <bit>
#include <limits>
#include <mutex>
#include <string>
#include <system_error>

#include "checkpointer.hpp"
#include "schema.hpp"
#include "shm_fault.hpp"
#include "sqlite.hpp"

namespace jongtable::storage {

namespace {

std::string in_quotes(std::string_view text) {
  return "'" + std::string{text} + "'";
}

}  // namespace

// One connection and its prepared statements; one call at a time uses it.
struct Link {
  std::mutex mutex;
  sqlite::Connection db;
  sqlite::Statement begin_write, begin_read, commit, rollback;
  sqlite::Statement insert_table, table_state, insert_input, set_lobby, set_finished;
  sqlite::Statement select_live, select_table, select_inputs, select_finished, set_abandoned;
  sqlite::Statement select_finished_by_key;
  sqlite::Statement drop_snapshots;  // rows a file from before snapshots were dropped may hold

  Status prepare_all();
  Status run(sqlite::Statement& statement, std::string_view doing);
  // Runs `body` between BEGIN and COMMIT; rolls back whatever went wrong.
  template <class Body>
  auto in_transaction(sqlite::Statement& begin, std::string_view doing, Body&& body)
      -> decltype(body());
  // The table must exist and be live; gives the highest stored seq (0 if none).
  Result<std::int64_t> live_table_last_seq(std::string_view table_id, std::string_view doing);
  Result<std::vector<InputRecord>> inputs_of(std::string_view table_id);
};

// Writes, and the reads a restore makes, go through `writer`. The finished games'
// list and replays read through `reader`: in WAL mode a reader never waits for the
// writer, so a replay asked for while a commit waits on the disk (or on another
// process's lock) is answered at once, and the writer never waits behind a replay.
class SqliteBackend final : public Backend {
 public:
  Status create_table(const TableRecord& table) override;
  Status append(const std::vector<TableInput>& inputs,
                const std::vector<LobbyUpdate>& lobbies) override;
  Status update_lobby(std::string_view table_id, std::string_view lobby_json) override;
  Status finish_game(std::string_view table_id, std::string_view result_json,
                     std::int64_t finished_ms) override;
  Status abandon_table(std::string_view table_id, std::int64_t abandoned_ms) override;
  Result<std::vector<StoredTable>> load_live_tables() override;
  Result<StoredTable> load_game(std::string_view table_id) override;
  Result<std::vector<FinishedSummary>> list_finished(int limit) override;
  Result<std::vector<FinishedSummary>> list_finished_with(const std::vector<std::string>& keys,
                                                          int limit) override;
  // One server, one file: the lease is always this node's, and never changes hands.
  Result<Lease> acquire_lease(std::string_view table_id) override { return always_ours(table_id); }
  Result<Lease> renew_lease(std::string_view table_id) override { return always_ours(table_id); }
  Status release_lease(std::string_view) override { return Done{}; }

  std::string node_id;
  Link writer;
  Link reader;
  std::unique_ptr<Checkpointer> checkpointer;  // stops first: it watches the writer's commits

 private:
  Lease always_ours(std::string_view table_id) const {
    return Lease{std::string{table_id}, node_id, 1, std::numeric_limits<std::int64_t>::max()};
  }
};

Status Link::prepare_all() {
  struct Wanted {
    sqlite::Statement* statement;
    const char* sql;
  };
  const Wanted wanted[] = {
      {&begin_write, "BEGIN IMMEDIATE"},
      {&begin_read, "BEGIN DEFERRED"},
      {&commit, "COMMIT"},
      {&rollback, "ROLLBACK"},
      {&insert_table,
       "INSERT INTO tables (id, code, settings_json, seed, created_ms, lobby_json)"
       " VALUES (?1, ?2, ?3, ?4, ?5, ?6)"},
      {&table_state,
       "SELECT finished_ms IS NOT NULL,"
       " (SELECT coalesce(max(seq), 0) FROM inputs WHERE table_id = ?1)"
       " FROM tables WHERE id = ?1"},
      {&insert_input,
       "INSERT INTO inputs (table_id, seq, input_json, at_ms) VALUES (?1, ?2, ?3, ?4)"},
      {&set_lobby, "UPDATE tables SET lobby_json = ?2 WHERE id = ?1"},
      {&set_finished, "UPDATE tables SET finished_ms = ?2, result_json = ?3 WHERE id = ?1"},
      // An abandoned table is finished without a result.
      {&set_abandoned, "UPDATE tables SET finished_ms = ?2 WHERE id = ?1 AND finished_ms IS NULL"},
      {&select_live,
       "SELECT id, code, settings_json, seed, created_ms, lobby_json FROM tables"
       " WHERE finished_ms IS NULL ORDER BY created_ms, id"},
      {&select_table,
       "SELECT id, code, settings_json, seed, created_ms, lobby_json, finished_ms, result_json"
       " FROM tables WHERE id = ?1"},
      {&select_inputs,
       "SELECT seq, input_json, at_ms FROM inputs WHERE table_id = ?1 ORDER BY seq"},
      {&select_finished,
       "SELECT id, code, created_ms, finished_ms, lobby_json, result_json FROM tables"
       " WHERE finished_ms IS NOT NULL AND result_json IS NOT NULL"
       " ORDER BY finished_ms DESC, id DESC LIMIT ?1"},
      {&select_finished_by_key,
       "SELECT id, code, created_ms, finished_ms, lobby_json, result_json FROM tables"
       " WHERE finished_ms IS NOT NULL AND result_json IS NOT NULL AND (code = ?1 OR id = ?1)"},
      {&drop_snapshots, "DELETE FROM snapshots WHERE table_id = ?1"},
  };
  for (const auto& [statement, sql] : wanted) {
    auto prepared = sqlite::Statement::prepare(db.get(), sql);
    if (!prepared) return prepared.error();
    *statement = std::move(prepared).value();
  }
  return Done{};
}

Status Link::run(sqlite::Statement& statement, std::string_view doing) {
  sqlite::ResetOnExit reset{statement};
  const int rc = statement.step();
  if (rc != SQLITE_DONE && rc != SQLITE_ROW) return sqlite::error_from(db.get(), rc, doing);
  return Done{};
}

template <class Body>
auto Link::in_transaction(sqlite::Statement& begin, std::string_view doing, Body&& body)
    -> decltype(body()) {
  if (shm_fault::happened()) {
    return StoreError{StoreErrc::io_error,
                      std::string{doing} +
                          " failed: the database's shared-memory file (-shm) was cut short "
                          "under the server; nothing more is written until it restarts"};
  }
  auto begun = run(begin, doing);
  if (!begun) return begun.error();
  auto result = body();
  if (result) {
    auto committed = run(commit, doing);
    if (committed) return result;
    // A failed COMMIT may leave the transaction open (busy) or already undone (full).
    if (!sqlite3_get_autocommit(db.get())) (void)run(rollback, doing);
    return committed.error();
  }
  if (!sqlite3_get_autocommit(db.get())) (void)run(rollback, doing);
  return result;
}

Result<std::int64_t> Link::live_table_last_seq(std::string_view table_id, std::string_view doing) {
  sqlite::ResetOnExit reset{table_state};
  table_state.bind(1, table_id);
  const int rc = table_state.step();
  if (rc == SQLITE_DONE) {
    return StoreError{StoreErrc::unknown_table,
                      std::string{doing} + " failed: no table " + in_quotes(table_id)};
  }
  if (rc != SQLITE_ROW) return sqlite::error_from(db.get(), rc, doing);
  if (table_state.column_int(0) != 0) {
    return StoreError{StoreErrc::table_finished, std::string{doing} + " failed: table " +
                                                     in_quotes(table_id) + " is finished"};
  }
  return table_state.column_int(1);
}

Result<std::vector<InputRecord>> Link::inputs_of(std::string_view table_id) {
  sqlite::ResetOnExit reset{select_inputs};
  select_inputs.bind(1, table_id);
  std::vector<InputRecord> inputs;
  int rc = SQLITE_ROW;
  while ((rc = select_inputs.step()) == SQLITE_ROW) {
    inputs.push_back(InputRecord{select_inputs.column_int(0), select_inputs.column_text(1),
                                 select_inputs.column_int(2)});
  }
  if (rc != SQLITE_DONE) {
    return sqlite::error_from(db.get(), rc, "reading the inputs of table " + in_quotes(table_id));
  }
  return inputs;
}

namespace {

// NOMUTEX: the link's own mutex already serializes every use of its connection.
Status open_link(Link& link, const std::filesystem::path& path, int flags,
                 const StoreOptions& options, const std::string& doing) {
  sqlite3* raw = nullptr;
  const int rc = sqlite3_open_v2(path.c_str(), &raw, flags | SQLITE_OPEN_NOMUTEX, nullptr);
  link.db = sqlite::Connection{raw};
  if (rc != SQLITE_OK) return sqlite::error_from(raw, rc, doing);
  sqlite3_extended_result_codes(raw, 1);
  sqlite3_busy_timeout(raw, options.busy_timeout_ms);
  if (flags & SQLITE_OPEN_READONLY) return link.prepare_all();
  return Done{};
}

}  // namespace

Result<std::unique_ptr<Backend>> open_sqlite(const std::filesystem::path& path,
                                             const StoreOptions& options) {
  shm_fault::install();
  const std::string doing = "opening the database " + path.string();
  std::error_code ec;
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path(), ec);
  if (ec) {
    const bool refused =
        ec == std::errc::permission_denied || ec == std::errc::read_only_file_system;
    return StoreError{refused ? StoreErrc::read_only : StoreErrc::cannot_open,
                      doing + " failed: cannot create the folder " + path.parent_path().string() +
                          ": " + ec.message()};
  }

  auto impl = std::make_unique<SqliteBackend>();
  impl->node_id = options.node_id;
  auto& writer = impl->writer;
  if (auto opened =
          open_link(writer, path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, options, doing);
      !opened)
    return opened.error();
  sqlite3* raw = writer.db.get();
  if (sqlite3_db_readonly(raw, "main") == 1) {
    return StoreError{StoreErrc::read_only,
                      doing +
                          " failed: the file is read-only; the server must be able to "
                          "write to its data folder"};
  }

  {
    auto wal = sqlite::Statement::prepare(raw, "PRAGMA journal_mode = WAL");
    if (!wal) return wal.error();
    sqlite::ResetOnExit reset{wal.value()};  // a statement left mid-row blocks COMMIT
    const int wal_rc = wal.value().step();
    if (wal_rc != SQLITE_ROW) return sqlite::error_from(raw, wal_rc, doing + " (WAL mode)");
    if (wal.value().column_text(0) != "wal") {
      return StoreError{StoreErrc::failed, doing + " failed: the database refused WAL mode (" +
                                               wal.value().column_text(0) + ")"};
    }
  }
  // FULL: in WAL mode, each commit's fsync makes it survive a power cut, not only a
  // crash of the server; inputs arrive at human speed, so the fsync is affordable.
  // The cache: the inputs' index is written at every live table's end, all over the file;
  // with SQLite's default 2 MB most inserts read their page back from the file first.
  for (const char* pragma :
       {"PRAGMA synchronous = FULL", "PRAGMA foreign_keys = ON", "PRAGMA cache_size = -32768"}) {
    auto set = writer.db.exec(pragma, doing);
    if (!set) return set.error();
  }
  auto migrated = schema::migrate(writer.db);
  if (!migrated) return migrated.error();
  if (auto prepared = writer.prepare_all(); !prepared) return prepared.error();
  // Opened once the schema is in place; the file is in WAL mode for good by then.
  if (auto opened =
          open_link(impl->reader, path, SQLITE_OPEN_READONLY, options, doing + " (for reading)");
      !opened)
    return opened.error();
  impl->checkpointer = std::make_unique<Checkpointer>(path, options.checkpoint_every_ms,
                                                      options.checkpoint_wal_pages);
  impl->checkpointer->watch(raw);
  return std::unique_ptr<Backend>{std::move(impl)};
}

Status SqliteBackend::create_table(const TableRecord& table) {
  auto& link = writer;
  std::lock_guard lock{link.mutex};
  const std::string doing = "creating table " + in_quotes(table.id);
  return link.in_transaction(link.begin_write, doing, [&]() -> Status {
    auto& insert = link.insert_table;
    sqlite::ResetOnExit reset{insert};
    insert.bind(1, table.id);
    insert.bind(2, table.code);
    insert.bind(3, table.settings_json);
    insert.bind(4, std::bit_cast<std::int64_t>(table.seed));
    insert.bind(5, table.created_ms);
    insert.bind(6, table.lobby_json);
    const int rc = insert.step();
    if ((rc & 0xff) == SQLITE_CONSTRAINT) {
      return StoreError{StoreErrc::duplicate_table,
                        doing + " failed: a table with that id, or a live table with code " +
                            in_quotes(table.code) + ", already exists"};
    }
    if (rc != SQLITE_DONE) return sqlite::error_from(link.db.get(), rc, doing);
    return Done{};
  });
}

Status SqliteBackend::append(const std::vector<TableInput>& inputs,
                             const std::vector<LobbyUpdate>& lobbies) {
  if (inputs.empty() && lobbies.empty()) return Done{};
  auto& link = writer;
  std::lock_guard lock{link.mutex};
  const std::string doing = describe_batch(inputs, lobbies);
  return link.in_transaction(link.begin_write, doing, [&]() -> Status {
    for (const auto& [table_id, input] : inputs) {
      const std::string one =
          "storing input " + std::to_string(input.seq) + " of table " + in_quotes(table_id);
      // Read inside the transaction, so an earlier input of the same table counts.
      auto last = link.live_table_last_seq(table_id, one);
      if (!last) return last.error();
      if (input.seq <= last.value()) {
        return StoreError{
            StoreErrc::out_of_order,
            one + " failed: input " + std::to_string(last.value()) + " is already stored"};
      }
      auto& insert = link.insert_input;
      insert.bind(1, table_id);
      insert.bind(2, input.seq);
      insert.bind(3, input.input_json);
      insert.bind(4, input.at_ms);
      if (auto inserted = link.run(insert, one); !inserted) return inserted;
    }
    for (const auto& [table_id, lobby_json] : lobbies) {
      const std::string one = "updating the lobby of table " + in_quotes(table_id);
      auto live = link.live_table_last_seq(table_id, one);
      if (!live) {
        const auto errc = live.error().errc;
        if (errc == StoreErrc::table_finished) continue;
        return live.error();
      }
      link.set_lobby.bind(1, table_id);
      link.set_lobby.bind(2, lobby_json);
      if (auto updated = link.run(link.set_lobby, one); !updated) return updated;
    }
    return Done{};
  });
}

Status SqliteBackend::update_lobby(std::string_view table_id, std::string_view lobby_json) {
  auto& link = writer;
  std::lock_guard lock{link.mutex};
  const std::string doing = "updating the lobby of table " + in_quotes(table_id);
  return link.in_transaction(link.begin_write, doing, [&]() -> Status {
    auto live = link.live_table_last_seq(table_id, doing);
    if (!live) return live.error();
    link.set_lobby.bind(1, table_id);
    link.set_lobby.bind(2, lobby_json);
    return link.run(link.set_lobby, doing);
  });
}

Status SqliteBackend::finish_game(std::string_view table_id, std::string_view result_json,
                                  std::int64_t finished_ms) {
  auto& link = writer;
  std::lock_guard lock{link.mutex};
  const std::string doing = "finishing the game of table " + in_quotes(table_id);
  return link.in_transaction(link.begin_write, doing, [&]() -> Status {
    auto live = link.live_table_last_seq(table_id, doing);
    if (!live) return live.error();
    link.set_finished.bind(1, table_id);
    link.set_finished.bind(2, finished_ms);
    link.set_finished.bind(3, result_json);
    auto finished = link.run(link.set_finished, doing);
    if (!finished) return finished;
    // Replays start from the inputs; a finished table's snapshots would only take space.
    link.drop_snapshots.bind(1, table_id);
    return link.run(link.drop_snapshots, doing);
  });
}

Status SqliteBackend::abandon_table(std::string_view table_id, std::int64_t abandoned_ms) {
  auto& link = writer;
  std::lock_guard lock{link.mutex};
  const std::string doing = "abandoning table " + in_quotes(table_id);
  return link.in_transaction(link.begin_write, doing, [&]() -> Status {
    link.set_abandoned.bind(1, table_id);
    link.set_abandoned.bind(2, abandoned_ms);
    auto abandoned = link.run(link.set_abandoned, doing);
    if (!abandoned) return abandoned;
    link.drop_snapshots.bind(1, table_id);
    return link.run(link.drop_snapshots, doing);
  });
}

Result<std::vector<StoredTable>> SqliteBackend::load_live_tables() {
  auto& link = writer;
  std::lock_guard lock{link.mutex};
  const std::string doing = "loading the live tables";
  return link.in_transaction(link.begin_read, doing, [&]() -> Result<std::vector<StoredTable>> {
    std::vector<StoredTable> tables;
    auto& select = link.select_live;
    {
      sqlite::ResetOnExit reset{select};
      int rc = SQLITE_ROW;
      while ((rc = select.step()) == SQLITE_ROW) {
        tables.push_back(StoredTable{
            TableRecord{select.column_text(0), select.column_text(1), select.column_text(2),
                        std::bit_cast<std::uint64_t>(select.column_int(3)), select.column_int(4),
                        select.column_text(5)},
            {},
            std::nullopt});
      }
      if (rc != SQLITE_DONE) return sqlite::error_from(link.db.get(), rc, doing);
    }
    for (auto& stored : tables) {
      auto inputs = link.inputs_of(stored.table.id);
      if (!inputs) return inputs.error();
      stored.inputs = std::move(inputs).value();
    }
    return tables;
  });
}

Result<StoredTable> SqliteBackend::load_game(std::string_view table_id) {
  auto& link = reader;
  std::lock_guard lock{link.mutex};
  const std::string doing = "loading table " + in_quotes(table_id);
  return link.in_transaction(link.begin_read, doing, [&]() -> Result<StoredTable> {
    StoredTable stored;
    {
      auto& select = link.select_table;
      sqlite::ResetOnExit reset{select};
      select.bind(1, table_id);
      const int rc = select.step();
      if (rc == SQLITE_DONE) {
        return StoreError{StoreErrc::unknown_table, doing + " failed: no such table"};
      }
      if (rc != SQLITE_ROW) return sqlite::error_from(link.db.get(), rc, doing);
      stored.table =
          TableRecord{select.column_text(0), select.column_text(1),
                      select.column_text(2), std::bit_cast<std::uint64_t>(select.column_int(3)),
                      select.column_int(4),  select.column_text(5)};
      // An abandoned table ended without a result: no finish to replay to.
      if (!select.column_is_null(6) && !select.column_is_null(7)) {
        stored.finish = FinishRecord{select.column_int(6), select.column_text(7)};
      }
    }
    auto inputs = link.inputs_of(table_id);
    if (!inputs) return inputs.error();
    stored.inputs = std::move(inputs).value();
    return stored;
  });
}

Result<std::vector<FinishedSummary>> SqliteBackend::list_finished(int limit) {
  auto& link = reader;
  std::lock_guard lock{link.mutex};
  auto& select = link.select_finished;
  sqlite::ResetOnExit reset{select};
  select.bind(1, std::int64_t{limit < 0 ? 0 : limit});
  std::vector<FinishedSummary> games;
  int rc = SQLITE_ROW;
  while ((rc = select.step()) == SQLITE_ROW) {
    games.push_back(FinishedSummary{select.column_text(0), select.column_text(1),
                                    select.column_int(2), select.column_int(3),
                                    select.column_text(4), select.column_text(5)});
  }
  if (rc != SQLITE_DONE) {
    return sqlite::error_from(link.db.get(), rc, "listing the finished games");
  }
  return games;
}

Result<std::vector<FinishedSummary>> SqliteBackend::list_finished_with(
    const std::vector<std::string>& keys, int limit) {
  auto& link = reader;
  std::lock_guard lock{link.mutex};
  auto& select = link.select_finished_by_key;
  std::vector<FinishedSummary> games;
  for (const auto& key : keys) {
    sqlite::ResetOnExit reset{select};
    select.bind(1, std::string_view(key));
    int rc = SQLITE_ROW;
    while ((rc = select.step()) == SQLITE_ROW) {
      FinishedSummary game{select.column_text(0), select.column_text(1), select.column_int(2),
                           select.column_int(3),  select.column_text(4), select.column_text(5)};
      const bool listed = std::any_of(games.begin(), games.end(),
                                      [&](const FinishedSummary& g) { return g.id == game.id; });
      if (!listed) games.push_back(std::move(game));
    }
    if (rc != SQLITE_DONE) {
      return sqlite::error_from(link.db.get(), rc, "listing the finished games asked for");
    }
  }
  newest_first(games, limit);
  return games;
}

}  // namespace jongtable::storage
