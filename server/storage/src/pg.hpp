#pragma once
// Thin RAII over libpq: a connection, a query's result, and the mapping from
// PostgreSQL's SQLSTATEs (ours from the fencing trigger among them) to StoreError.

#include <libpq-fe.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jongtable/storage/result.hpp"

namespace jongtable::storage::pg {

// Raised by the schema's triggers (pg_schema.cpp); the store maps them to StoreErrc.
inline constexpr std::string_view stale_fencing_state = "JT001";
inline constexpr std::string_view finished_state = "JT002";
inline constexpr std::string_view out_of_order_state = "JT003";
inline constexpr std::string_view unknown_table_state = "JT004";

struct ResultDeleter {
  void operator()(PGresult* result) const { PQclear(result); }
};
using Rows = std::unique_ptr<PGresult, ResultDeleter>;

// A row set that came back fine: text cells by row and column.
class Reply {
 public:
  explicit Reply(Rows rows) : rows_(std::move(rows)) {}
  [[nodiscard]] int size() const { return PQntuples(rows_.get()); }
  [[nodiscard]] bool is_null(int row, int column) const {
    return PQgetisnull(rows_.get(), row, column) != 0;
  }
  [[nodiscard]] std::string text(int row, int column) const {
    return {PQgetvalue(rows_.get(), row, column),
            static_cast<std::size_t>(PQgetlength(rows_.get(), row, column))};
  }
  [[nodiscard]] std::int64_t integer(int row, int column) const;
  // Rows an UPDATE or INSERT touched.
  [[nodiscard]] std::int64_t affected() const;

 private:
  Rows rows_;
};

// Parameters go as text; std::nullopt is SQL NULL.
using Param = std::optional<std::string>;
[[nodiscard]] inline Param param(std::int64_t value) {
  return std::to_string(value);
}
[[nodiscard]] inline Param param(std::string_view text) {
  return std::string{text};
}

class Connection {
 public:
  Connection() = default;
  Connection(Connection&& other) noexcept
      : conn_(std::exchange(other.conn_, nullptr)), session_(std::move(other.session_)) {}
  Connection& operator=(Connection&& other) noexcept;
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;
  ~Connection();

  [[nodiscard]] static Result<Connection> open(const std::string& uri, std::string_view doing);

  // One statement with $1... parameters. A connection found lost is made afresh first;
  // one lost during the statement is tried once more afresh when no transaction was
  // open, so a restarted database costs one failed call at most.
  [[nodiscard]] Result<Reply> run(std::string_view sql, const std::vector<Param>& params,
                                  std::string_view doing);
  [[nodiscard]] Result<Reply> run(std::string_view sql, std::string_view doing) {
    return run(sql, {}, doing);
  }
  [[nodiscard]] bool in_transaction() const;
  // Runs a session setting (SET ...) now, and again on every fresh connection after a
  // lost one: a reset connection is a new session that has none of them.
  [[nodiscard]] Result<Reply> set_for_session(std::string sql, std::string_view doing);

 private:
  explicit Connection(PGconn* conn) : conn_(conn) {}
  // A fresh connection in place of a lost one, with the session settings; false if the
  // database cannot be reached.
  bool reset();
  PGconn* conn_ = nullptr;
  std::string session_;  // the session settings, run again after a reset
};

// What went wrong, with `doing` in front of PostgreSQL's own words.
[[nodiscard]] StoreError error_from(const PGresult* result, const PGconn* conn,
                                    std::string_view doing);

// Runs `body` between BEGIN and COMMIT; rolls back whatever went wrong.
template <class Body>
auto in_transaction(Connection& db, std::string_view doing, Body&& body,
                    std::string_view begin = "BEGIN") -> decltype(body()) {
  if (auto begun = db.run(begin, doing); !begun) return begun.error();
  auto result = body();
  if (result) {
    auto committed = db.run("COMMIT", doing);
    if (committed) return result;
    if (db.in_transaction()) (void)db.run("ROLLBACK", doing);
    return committed.error();
  }
  if (db.in_transaction()) (void)db.run("ROLLBACK", doing);
  return result;
}

}  // namespace jongtable::storage::pg
