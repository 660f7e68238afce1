#pragma once
// The table journal: every table's creation, every accepted input in order, the lobby
// (seats, names, resume-token hashes) and, once over, the game's result. A restarted
// server rebuilds each live table from its settings, seed and inputs; a finished game
// keeps its whole input log for replays.
//
// The store knows nothing of the game: settings, inputs, lobby and results are JSON
// strings the server writes and reads back unchanged.
//
// Thread safety: every call may come from any thread (several table strands at once).
// Writes share one SQLite connection behind a mutex: SQLite admits a single writer per
// database anyway, so more connections would only trade the mutex for lock retries,
// and each call is one short transaction. The finished games' list and load_game read
// through a second, read-only connection, so they never wait for a write (WAL mode).

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jongtable/storage/result.hpp"

namespace jongtable::storage {

struct TableRecord {
  std::string id;             // the server's table id; unique for all time
  std::string code;           // join code; unique among live tables
  std::string settings_json;  // what the engine's Settings were built from
  std::uint64_t seed = 0;     // the table's shuffle seed
  std::int64_t created_ms = 0;
  std::string lobby_json;  // seats, names, resume-token hashes (never the tokens)

  friend bool operator==(const TableRecord&, const TableRecord&) = default;
};

struct InputRecord {
  std::int64_t seq = 0;  // strictly increasing per table
  std::string input_json;
  std::int64_t at_ms = 0;  // the `now` the engine was given

  friend bool operator==(const InputRecord&, const InputRecord&) = default;
};

// One input of a batch: inputs of many tables stored in a single transaction.
struct TableInput {
  std::string table_id;
  InputRecord input;
};

// A table's lobby (seats, members) as it is now, stored with a batch of inputs.
struct LobbyUpdate {
  std::string table_id;
  std::string lobby_json;
};

struct FinishRecord {
  std::int64_t finished_ms = 0;
  std::string result_json;  // results and token history

  friend bool operator==(const FinishRecord&, const FinishRecord&) = default;
};

// A table as stored: its creation record (with the latest lobby), every input in seq
// order and, when the game is over, how it ended.
struct StoredTable {
  TableRecord table;
  std::vector<InputRecord> inputs;
  std::optional<FinishRecord> finish;

  friend bool operator==(const StoredTable&, const StoredTable&) = default;
};

struct FinishedSummary {
  std::string id;
  std::string code;
  std::int64_t created_ms = 0;
  std::int64_t finished_ms = 0;
  std::string lobby_json;
  std::string result_json;

  friend bool operator==(const FinishedSummary&, const FinishedSummary&) = default;
};

struct StoreOptions {
  // How long a call waits for a lock another process holds before failing with busy.
  int busy_timeout_ms = 5000;
  // The WAL is copied back into the database on a thread of its own (never inside a
  // commit): every this often, and sooner once a commit leaves it this many pages long.
  int checkpoint_every_ms = 1000;
  int checkpoint_wal_pages = 1000;
};

class Store {
 public:
  // Opens (creating the file and its folders if needed) and migrates the schema.
  // Refuses a database written by a newer schema, and one it cannot write to.
  [[nodiscard]] static Result<Store> open(const std::filesystem::path& path,
                                          StoreOptions options = {});

  Store(Store&&) noexcept;
  Store& operator=(Store&&) noexcept;
  ~Store();

  // The schema version this build writes.
  [[nodiscard]] static int schema_version();

  [[nodiscard]] Status create_table(const TableRecord& table);

  // Durable (on disk, fsynced) when it returns ok: write first, broadcast after.
  // Fails, storing nothing, for an unknown or finished table or a seq not above the
  // last one stored.
  [[nodiscard]] Status append_input(std::string_view table_id, const InputRecord& input);

  // Many inputs, of any tables, in one transaction (one sync to disk for all): durable
  // together when it returns ok, or none stored. Each is checked as append_input checks
  // it, against what is stored and what came before it in the batch.
  [[nodiscard]] Status append_inputs(const std::vector<TableInput>& batch);
  // The same, with lobby updates in the same transaction, applied in their order. A
  // lobby update of a table that has ended (finished or abandoned while the update
  // waited) is skipped, not an error: it would fail every input of the batch for news
  // nobody can use.
  [[nodiscard]] Status append(const std::vector<TableInput>& inputs,
                              const std::vector<LobbyUpdate>& lobbies);

  [[nodiscard]] Status update_lobby(std::string_view table_id, std::string_view lobby_json);

  // Ends the table's game: it leaves the live tables and joins the finished games,
  // keeping its lobby and every input.
  [[nodiscard]] Status finish_game(std::string_view table_id, std::string_view result_json,
                                   std::int64_t finished_ms);

  // Every unfinished table, oldest first, each with its inputs in seq order.
  [[nodiscard]] Result<std::vector<StoredTable>> load_live_tables() const;
  // A table given up before its game ended (nobody came back to it): no longer live, so
  // a restart leaves it be, and not listed among the finished games either.
  [[nodiscard]] Status abandon_table(std::string_view table_id, std::int64_t abandoned_ms);

  // One table, live or finished, for a replay.
  [[nodiscard]] Result<StoredTable> load_game(std::string_view table_id) const;

  // The most recently finished games, newest first.
  [[nodiscard]] Result<std::vector<FinishedSummary>> list_finished(int limit) const;
  // The finished games among `keys` (each a table code or a game id), newest first: what
  // one viewer took part in or was given the link to, never a stranger's list.
  [[nodiscard]] Result<std::vector<FinishedSummary>> list_finished_with(
      const std::vector<std::string>& keys, int limit) const;


 private:
  struct Impl;
  explicit Store(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace jongtable::storage
