// The journal on PostgreSQL. What a call means is Store's (store.hpp); how it is kept
// differs from SQLite's in one way: the database checks each write (the table exists,
// is live, is leased under the write's fencing number, and the input's seq comes after
// every stored one) in the schema's triggers, so no node's belief can get around it.

#include "pg_store.hpp"

#include <algorithm>
#include <bit>

#include "pg_backend.hpp"
#include "pg_schema.hpp"

namespace jongtable::storage {

namespace {

std::string in_quotes(std::string_view text) {
  return "'" + std::string{text} + "'";
}

// Rows per INSERT: PostgreSQL takes at most 65535 parameters in one statement.
constexpr std::size_t inputs_per_insert = 1000;

// How long after its end a table is still found by its code or a member's token: longer
// than a node keeps a finished table whose people left (the sweep's minute).
constexpr std::int64_t kFinishedFoundForMs = 2 * 60 * 1000;

std::string insert_inputs_sql(std::size_t rows) {
  std::string sql = "INSERT INTO inputs (table_id, seq, input_json, at_ms, fencing) VALUES ";
  for (std::size_t row = 0; row < rows; ++row) {
    const std::size_t p = row * 5;
    if (row) sql += ",";
    sql += "($" + std::to_string(p + 1) + ",$" + std::to_string(p + 2) + ",$" +
           std::to_string(p + 3) + ",$" + std::to_string(p + 4) + ",$" + std::to_string(p + 5) +
           ")";
  }
  return sql;
}

TableRecord table_from(const pg::Reply& rows, int row) {
  return TableRecord{rows.text(row, 0),    rows.text(row, 1),
                     rows.text(row, 2),    std::bit_cast<std::uint64_t>(rows.integer(row, 3)),
                     rows.integer(row, 4), rows.text(row, 5)};
}

constexpr const char* summary_columns =
    "SELECT id, code, created_ms, finished_ms, lobby_json, result_json FROM tables"
    " WHERE finished_ms IS NOT NULL AND result_json IS NOT NULL";

FinishedSummary summary_from(const pg::Reply& rows, int row) {
  return FinishedSummary{rows.text(row, 0),    rows.text(row, 1), rows.integer(row, 2),
                         rows.integer(row, 3), rows.text(row, 4), rows.text(row, 5)};
}

}  // namespace

PgBackend::PgBackend(std::string uri, const StoreOptions& options)
    : uri_(std::move(uri)), options_(options) {}

PgBackend::~PgBackend() {
  {
    std::lock_guard lock{keeper_mutex_};
    stopping_ = true;
  }
  keeper_wake_.notify_all();
  if (keeper_thread_.joinable()) keeper_thread_.join();
  release_all();
}

Status PgBackend::start() {
  if (options_.node_id.empty()) {
    return StoreError{StoreErrc::cannot_open, "opening the PostgreSQL store failed: no node id"};
  }
  const std::string doing = "connecting to the PostgreSQL store";
  for (Link* link : {&writer_, &reader_, &keeper_}) {
    auto connected = pg::Connection::open(uri_, doing);
    if (!connected) return connected.error();
    link->db = std::move(connected).value();
    // A write waits this long for a row another node holds, then fails as busy.
    auto set = link->db.set_for_session(
        "SET lock_timeout = " + std::to_string(std::max(1, options_.busy_timeout_ms)), doing);
    if (!set) return set.error();
  }
  if (auto migrated = pg_schema::migrate(writer_.db); !migrated) return migrated;
  keeper_thread_ = std::thread([this] { keep_leases(); });
  return Done{};
}

Result<std::unique_ptr<Backend>> open_postgres(const std::string& uri,
                                               const StoreOptions& options) {
  auto backend = std::make_unique<PgBackend>(uri, options);
  if (auto started = backend->start(); !started) return started.error();
  return std::unique_ptr<Backend>{std::move(backend)};
}

Status PgBackend::create_table(const TableRecord& table) {
  const std::string doing = "creating table " + in_quotes(table.id);
  std::lock_guard lock{writer_.mutex};
  auto created = pg::in_transaction(writer_.db, doing, [&]() -> Status {
    auto inserted = writer_.db.run(
        "INSERT INTO tables (id, code, settings_json, seed, created_ms, lobby_json, fencing)"
        " VALUES ($1, $2, $3, $4, $5, $6, 1)",
        {pg::param(table.id), pg::param(table.code), pg::param(table.settings_json),
         pg::param(std::bit_cast<std::int64_t>(table.seed)), pg::param(table.created_ms),
         pg::param(table.lobby_json)},
        doing);
    if (!inserted) {
      if (inserted.error().errc != StoreErrc::duplicate_table) return inserted.error();
      return StoreError{StoreErrc::duplicate_table,
                        doing + " failed: a table with that id, or a live table with code " +
                            in_quotes(table.code) + ", already exists"};
    }
    // Whoever creates a table owns it first.
    auto leased = writer_.db.run(
        "INSERT INTO table_leases (table_id, node_id, fencing, expires_at)"
        " VALUES ($1, $2, 1, now() + $3::float8 * interval '1 millisecond')",
        {pg::param(table.id), pg::param(options_.node_id),
         pg::param(std::int64_t{options_.lease_ms})},
        doing);
    if (!leased) return leased.error();
    return Done{};
  });
  if (created) hold(table.id, 1);
  return created;
}

Status PgBackend::append(const std::vector<TableInput>& inputs,
                         const std::vector<LobbyUpdate>& lobbies) {
  const std::string doing = describe_batch(inputs, lobbies);
  std::lock_guard lock{writer_.mutex};
  return pg::in_transaction(writer_.db, doing, [&]() -> Status {
    // Rows go in the batch's order, so the trigger sees an earlier input of the same
    // table when it checks the next one's seq.
    for (std::size_t from = 0; from < inputs.size(); from += inputs_per_insert) {
      const std::size_t rows = std::min(inputs_per_insert, inputs.size() - from);
      std::vector<pg::Param> params;
      params.reserve(rows * 5);
      for (std::size_t i = from; i < from + rows; ++i) {
        const auto& [table_id, input] = inputs[i];
        params.push_back(pg::param(table_id));
        params.push_back(pg::param(input.seq));
        params.push_back(pg::param(input.input_json));
        params.push_back(pg::param(input.at_ms));
        params.push_back(pg::param(fencing_of(table_id)));
      }
      auto inserted = writer_.db.run(insert_inputs_sql(rows), params, doing);
      if (!inserted) return inserted.error();
    }
    for (const auto& [table_id, lobby_json] : lobbies) {
      const std::string one = "updating the lobby of table " + in_quotes(table_id);
      // A table that ended while its update waited is skipped (see Store::append).
      auto updated = writer_.db.run(
          "UPDATE tables SET lobby_json = $2, fencing = $3 WHERE id = $1 AND finished_ms IS NULL",
          {pg::param(table_id), pg::param(lobby_json), pg::param(fencing_of(table_id))}, one);
      if (!updated) return updated.error();
      if (updated.value().affected() == 1) continue;
      auto exists =
          writer_.db.run("SELECT 1 FROM tables WHERE id = $1", {pg::param(table_id)}, one);
      if (!exists) return exists.error();
      if (exists.value().size() == 0) {
        return StoreError{StoreErrc::unknown_table,
                          one + " failed: no table " + in_quotes(table_id)};
      }
    }
    return Done{};
  });
}

Status PgBackend::update_lobby(std::string_view table_id, std::string_view lobby_json) {
  const std::string doing = "updating the lobby of table " + in_quotes(table_id);
  std::lock_guard lock{writer_.mutex};
  return pg::in_transaction(writer_.db, doing, [&]() -> Status {
    auto updated = writer_.db.run(
        "UPDATE tables SET lobby_json = $2, fencing = $3 WHERE id = $1",
        {pg::param(table_id), pg::param(lobby_json), pg::param(fencing_of(table_id))}, doing);
    if (!updated) return updated.error();
    if (updated.value().affected() == 0) {
      return StoreError{StoreErrc::unknown_table,
                        doing + " failed: no table " + in_quotes(table_id)};
    }
    return Done{};
  });
}

Status PgBackend::finish_game(std::string_view table_id, std::string_view result_json,
                              std::int64_t finished_ms) {
  const std::string doing = "finishing the game of table " + in_quotes(table_id);
  std::lock_guard lock{writer_.mutex};
  const std::int64_t fencing = fencing_of(table_id);
  auto finished = pg::in_transaction(writer_.db, doing, [&]() -> Status {
    auto updated = writer_.db.run(
        "UPDATE tables SET finished_ms = $2, result_json = $3, fencing = $4 WHERE id = $1",
        {pg::param(table_id), pg::param(finished_ms), pg::param(result_json), pg::param(fencing)},
        doing);
    if (!updated) return updated.error();
    if (updated.value().affected() == 0) {
      return StoreError{StoreErrc::unknown_table,
                        doing + " failed: no table " + in_quotes(table_id)};
    }
    return end_lease(table_id, fencing, doing);
  });
  if (finished) let_go(std::string{table_id}, fencing);
  return finished;
}

Status PgBackend::abandon_table(std::string_view table_id, std::int64_t abandoned_ms) {
  const std::string doing = "abandoning table " + in_quotes(table_id);
  std::lock_guard lock{writer_.mutex};
  const std::int64_t fencing = fencing_of(table_id);
  auto abandoned = pg::in_transaction(writer_.db, doing, [&]() -> Status {
    // An abandoned table is finished without a result; a finished one stays as it is.
    auto updated = writer_.db.run(
        "UPDATE tables SET finished_ms = $2, fencing = $3 WHERE id = $1 AND finished_ms IS NULL",
        {pg::param(table_id), pg::param(abandoned_ms), pg::param(fencing)}, doing);
    if (!updated) return updated.error();
    if (updated.value().affected() == 0) return Done{};
    return end_lease(table_id, fencing, doing);
  });
  if (abandoned) let_go(std::string{table_id}, fencing);
  return abandoned;
}

Result<std::vector<InputRecord>> PgBackend::inputs_of(pg::Connection& db,
                                                      std::string_view table_id) {
  auto rows = db.run("SELECT seq, input_json, at_ms FROM inputs WHERE table_id = $1 ORDER BY seq",
                     {pg::param(table_id)}, "reading the inputs of table " + in_quotes(table_id));
  if (!rows) return rows.error();
  std::vector<InputRecord> inputs;
  inputs.reserve(static_cast<std::size_t>(rows.value().size()));
  for (int row = 0; row < rows.value().size(); ++row) {
    inputs.push_back(InputRecord{rows.value().integer(row, 0), rows.value().text(row, 1),
                                 rows.value().integer(row, 2)});
  }
  return inputs;
}

Result<std::vector<StoredTable>> PgBackend::load_live_tables() {
  return take_tables({}, false);
}

Result<std::vector<StoredTable>> PgBackend::adopt_lapsed_tables() {
  return take_tables({}, true);
}

Result<std::optional<StoredTable>> PgBackend::adopt_table(std::string_view table_id) {
  auto taken = take_tables(table_id, true);
  if (!taken) return taken.error();
  if (taken.value().empty()) return std::optional<StoredTable>{};
  return std::optional<StoredTable>{std::move(taken.value().front())};
}

Result<std::vector<StoredTable>> PgBackend::take_tables(std::string_view only, bool skip_held) {
  const std::string doing =
      only.empty() ? std::string{"loading the live tables"} : "adopting table " + in_quotes(only);
  std::string held_here;  // ids are the server's hex: a comma never occurs in one
  if (skip_held) {
    std::lock_guard held{held_mutex_};
    for (const auto& [table_id, fencing] : held_)
      held_here += (held_here.empty() ? "" : ",") + table_id;
  }
  std::lock_guard lock{writer_.mutex};
  std::vector<std::pair<std::string, std::int64_t>> taken;
  auto loaded = pg::in_transaction(writer_.db, doing, [&]() -> Result<std::vector<StoredTable>> {
    // Taking the leases first (row locks) waits out any write of their former holder in
    // flight, so the inputs read below are all there will ever be under the old number.
    auto rows = writer_.db.run(
        "WITH taken AS ("
        " UPDATE table_leases l SET node_id = $1, fencing = l.fencing + 1,"
        "  expires_at = now() + $2::float8 * interval '1 millisecond'"
        " FROM tables t WHERE t.id = l.table_id AND t.finished_ms IS NULL"
        "  AND (l.node_id = $1 OR l.expires_at <= now())"
        "  AND NOT (l.table_id = ANY(string_to_array($3, ',')))"
        "  AND ($4 = '' OR l.table_id = $4)"
        " RETURNING l.table_id, l.fencing)"
        " SELECT t.id, t.code, t.settings_json, t.seed, t.created_ms, t.lobby_json, taken.fencing"
        " FROM tables t JOIN taken ON taken.table_id = t.id ORDER BY t.created_ms, t.id",
        {pg::param(options_.node_id), pg::param(std::int64_t{options_.lease_ms}),
         pg::param(held_here), pg::param(only)},
        doing);
    if (!rows) return rows.error();
    std::vector<StoredTable> tables;
    for (int row = 0; row < rows.value().size(); ++row) {
      tables.push_back(StoredTable{table_from(rows.value(), row), {}, std::nullopt});
      taken.emplace_back(rows.value().text(row, 0), rows.value().integer(row, 6));
    }
    for (auto& stored : tables) {
      auto inputs = inputs_of(writer_.db, stored.table.id);
      if (!inputs) return inputs.error();
      stored.inputs = std::move(inputs).value();
    }
    return tables;
  });
  if (loaded) {
    for (const auto& [table_id, fencing] : taken) hold(table_id, fencing);
  }
  return loaded;
}

Result<std::optional<TablePlace>> PgBackend::find_live_table(std::string_view code,
                                                             std::string_view token_hash) {
  std::lock_guard lock{reader_.mutex};
  // A game that ended lately is found too (played to its end: an abandoned table has no
  // result): the node that finished it keeps it a while for its people (the result, the
  // rematch), and one who was away at the end is sent there. finished_ms is the server's
  // wall clock in ms, like the database's now().
  auto rows = reader_.db.run(
      "SELECT t.id, t.code, l.node_id, (l.expires_at > now()), (t.finished_ms IS NOT NULL)"
      " FROM tables t JOIN table_leases l ON l.table_id = t.id WHERE"
      " (t.finished_ms IS NULL OR (t.result_json IS NOT NULL AND"
      "  t.finished_ms > (extract(epoch FROM now()) * 1000)::bigint - $3)) AND"
      " (CASE WHEN $1 <> '' THEN t.code = $1 ELSE (t.lobby_json::jsonb -> 'members') @>"
      "  jsonb_build_array(jsonb_build_object('token_hash', $2::text)) END)"
      " ORDER BY (t.finished_ms IS NULL) DESC, t.created_ms DESC LIMIT 1",
      {pg::param(code), pg::param(token_hash), pg::param(kFinishedFoundForMs)},
      "finding a live table");
  if (!rows) return rows.error();
  if (rows.value().size() == 0) return std::optional<TablePlace>{};
  const bool finished = rows.value().text(0, 4) == "t";
  return std::optional<TablePlace>{
      TablePlace{rows.value().text(0, 0), rows.value().text(0, 1), rows.value().text(0, 2),
                 !finished && rows.value().text(0, 3) == "t", finished}};
}

Result<StoredTable> PgBackend::load_game(std::string_view table_id) {
  const std::string doing = "loading table " + in_quotes(table_id);
  std::lock_guard lock{reader_.mutex};
  return pg::in_transaction(
      reader_.db, doing,
      [&]() -> Result<StoredTable> {
        auto rows = reader_.db.run(
            "SELECT id, code, settings_json, seed, created_ms, lobby_json, finished_ms,"
            " result_json FROM tables WHERE id = $1",
            {pg::param(table_id)}, doing);
        if (!rows) return rows.error();
        if (rows.value().size() == 0) {
          return StoreError{StoreErrc::unknown_table, doing + " failed: no such table"};
        }
        StoredTable stored{table_from(rows.value(), 0), {}, std::nullopt};
        // An abandoned table ended without a result: no finish to replay to.
        if (!rows.value().is_null(0, 6) && !rows.value().is_null(0, 7)) {
          stored.finish = FinishRecord{rows.value().integer(0, 6), rows.value().text(0, 7)};
        }
        auto inputs = inputs_of(reader_.db, table_id);
        if (!inputs) return inputs.error();
        stored.inputs = std::move(inputs).value();
        return stored;
      },
      "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
}

Result<std::vector<FinishedSummary>> PgBackend::list_finished(int limit) {
  std::lock_guard lock{reader_.mutex};
  auto rows =
      reader_.db.run(std::string{summary_columns} + " ORDER BY finished_ms DESC, id DESC LIMIT $1",
                     {pg::param(std::int64_t{std::max(0, limit)})}, "listing the finished games");
  if (!rows) return rows.error();
  std::vector<FinishedSummary> games;
  for (int row = 0; row < rows.value().size(); ++row)
    games.push_back(summary_from(rows.value(), row));
  return games;
}

Result<std::vector<FinishedSummary>> PgBackend::list_finished_with(
    const std::vector<std::string>& keys, int limit) {
  std::lock_guard lock{reader_.mutex};
  std::vector<FinishedSummary> games;
  for (const auto& key : keys) {
    auto rows = reader_.db.run(std::string{summary_columns} + " AND (code = $1 OR id = $1)",
                               {pg::param(key)}, "listing the finished games asked for");
    if (!rows) return rows.error();
    for (int row = 0; row < rows.value().size(); ++row) {
      auto game = summary_from(rows.value(), row);
      const bool listed = std::any_of(games.begin(), games.end(),
                                      [&](const FinishedSummary& g) { return g.id == game.id; });
      if (!listed) games.push_back(std::move(game));
    }
  }
  newest_first(games, limit);
  return games;
}

}  // namespace jongtable::storage
