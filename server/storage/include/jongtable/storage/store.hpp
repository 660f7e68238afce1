#pragma once
// The table journal: every table's creation, every accepted input in order, the lobby
// (seats, names, resume-token hashes) and, once over, the game's result. A restarted
// server rebuilds each live table from its settings, seed and inputs; a finished game
// keeps its whole input log for replays.
//
// The store knows nothing of the game: settings, inputs, lobby and results are JSON
// strings the server writes and reads back unchanged.
//
// Two backends behind one interface (backend.hpp): SQLite, a file of one server's own
// (the default), and PostgreSQL, shared by the nodes of a cluster (docs/cluster.md).
// Store is the handle the server holds; what each call means is written here once and
// both backends keep it (tests/storage runs the same suite against each).
//
// Thread safety: every call may come from any thread (several table strands at once).
// Each backend writes through one connection behind a mutex (each call is one short
// transaction) and reads the finished games and replays through a second one, so a
// replay never waits for a write.
//
// Table ownership: a table is written by the node holding its lease. Every journal write
// carries the lease's fencing number, and PostgreSQL refuses a write whose number is not
// the table's current one (lease_lost), so a node that lost a table cannot write to it
// even before it notices. On SQLite the one server owns every table, always.

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

// A node's hold on a table. The fencing number grows by one at each acquisition, by any
// node; the expiry is by the database's clock (ms since the epoch), never a node's.
struct Lease {
  std::string table_id;
  std::string node_id;
  std::int64_t fencing = 0;
  std::int64_t expires_ms = 0;

  friend bool operator==(const Lease&, const Lease&) = default;
};

// Where a live table is: its lease's holder, and whether that lease is still valid (by
// the database's clock). An expired or released lease is free for any node to take.
struct TablePlace {
  std::string table_id;
  std::string code;
  std::string node_id;
  bool leased = false;
  // Its game is over (lately): `node_id` is the node that finished it, which may still
  // show it to its people for a while; no node takes it over.
  bool finished = false;

  friend bool operator==(const TablePlace&, const TablePlace&) = default;
};

struct StoreOptions {
  // How long a call waits for a lock another process holds before failing with busy.
  int busy_timeout_ms = 5000;
  // The WAL is copied back into the database on a thread of its own (never inside a
  // commit): every this often, and sooner once a commit leaves it this many pages long.
  int checkpoint_every_ms = 1000;
  int checkpoint_wal_pages = 1000;
  // Who this server is among the nodes sharing a PostgreSQL store. A restarted node
  // under the same id takes its tables back at once (their leases are its own); under
  // another id it waits for them to lapse. Two live processes must never share an id.
  std::string node_id = "node";
  // How long a lease lasts unless renewed. The PostgreSQL store renews the leases it
  // holds on a thread of its own every third of this.
  int lease_ms = 10000;
};

class Backend;

class Store {
 public:
  // Opens (creating the file and its folders if needed) and migrates the schema.
  // Refuses a database written by a newer schema, and one it cannot write to.
  [[nodiscard]] static Result<Store> open(const std::filesystem::path& path,
                                          StoreOptions options = {});
  // `location` is a postgresql:// (or postgres://) connection URI, or else a SQLite
  // file's path. Migrates the schema as open() does.
  [[nodiscard]] static Result<Store> open_location(std::string_view location,
                                                   StoreOptions options = {});
  [[nodiscard]] static bool names_postgres(std::string_view location);
  // Whether this build can open a PostgreSQL store (it was built with libpq).
  [[nodiscard]] static bool postgres_built_in();
  explicit Store(std::unique_ptr<Backend> backend);

  Store(Store&&) noexcept;
  Store& operator=(Store&&) noexcept;
  ~Store();

  // The SQLite schema version this build writes.
  [[nodiscard]] static int schema_version();

  // The new table is leased to this node (its first fencing number).
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

  // Every unfinished table this node could take, oldest first, each with its inputs in
  // seq order, and each now leased to this node: those whose lease is this node's or has
  // lapsed (on SQLite, every one). Another node's live lease keeps its table out.
  [[nodiscard]] Result<std::vector<StoredTable>> load_live_tables();
  // The same, less the tables this store holds already (a node's watch for lapsed
  // leases: a table it serves is not taken twice). Empty on SQLite.
  [[nodiscard]] Result<std::vector<StoredTable>> adopt_lapsed_tables();
  // The one live table `table_id`, taken as load_live_tables takes each; nullopt when
  // another node holds it, this store already does, or it is not live.
  [[nodiscard]] Result<std::optional<StoredTable>> adopt_table(std::string_view table_id);
  // The live table with join code `code`, or (when `code` is empty) the one whose lobby
  // has a member with resume-token hash `token_hash`; else such a table whose game ended
  // in the last few minutes (`finished`); nullopt when there is none.
  [[nodiscard]] Result<std::optional<TablePlace>> find_live_table(
      std::string_view code, std::string_view token_hash) const;
  // Whether other nodes share this store (PostgreSQL): then a table or token unknown
  // here may live elsewhere. On SQLite this server is the only one.
  [[nodiscard]] bool shared() const;
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

  // Takes the table's lease for this node with the next fencing number, if it is free,
  // lapsed or already this node's; lease_held (saying whose, until when) otherwise. From
  // then on this node's writes to the table carry the new number.
  [[nodiscard]] Result<Lease> acquire_lease(std::string_view table_id);
  // Extends this node's lease, keeping its number; lease_lost if the table has been
  // acquired since (by any node, under a higher number).
  [[nodiscard]] Result<Lease> renew_lease(std::string_view table_id);
  // Lets the lease lapse now, so another node may take the table at once.
  [[nodiscard]] Status release_lease(std::string_view table_id);

 private:
  std::unique_ptr<Backend> backend_;
};

}  // namespace jongtable::storage
