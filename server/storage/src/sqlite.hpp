#pragma once
// Thin RAII over the SQLite C API: a connection, a prepared statement, and the mapping
// from SQLite's result codes to StoreError.

#include <sqlite3.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "jongtable/storage/result.hpp"

namespace jongtable::storage::sqlite {

// `doing` says what the store was attempting ("appending input 7 to table abc").
[[nodiscard]] StoreError error_from(sqlite3* db, int rc, std::string_view doing);

class Connection {
 public:
  Connection() = default;
  explicit Connection(sqlite3* db) : db_(db) {}
  Connection(Connection&& other) noexcept : db_(other.db_) { other.db_ = nullptr; }
  Connection& operator=(Connection&& other) noexcept;
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;
  ~Connection();

  [[nodiscard]] sqlite3* get() const { return db_; }

  // Runs SQL with no results (pragmas that return a row are stepped through).
  [[nodiscard]] Status exec(std::string_view sql, std::string_view doing);
  // Runs several `;`-separated statements with no results (a migration, say).
  [[nodiscard]] Status exec_script(const std::string& sql, std::string_view doing);

 private:
  sqlite3* db_ = nullptr;
};

class Statement {
 public:
  Statement() = default;
  Statement(Statement&& other) noexcept : stmt_(other.stmt_) { other.stmt_ = nullptr; }
  Statement& operator=(Statement&& other) noexcept;
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  ~Statement();

  [[nodiscard]] static Result<Statement> prepare(sqlite3* db, std::string_view sql);

  // Binding is by 1-based index, as in SQLite. The bound values are copied.
  void bind(int index, std::int64_t value);
  void bind(int index, std::string_view text);
  void bind_blob(int index, std::string_view bytes);

  // SQLITE_ROW, SQLITE_DONE or an error code.
  [[nodiscard]] int step();
  // Clears bindings and readies the statement for its next use.
  void reset();

  [[nodiscard]] std::int64_t column_int(int index) const;
  [[nodiscard]] bool column_is_null(int index) const;
  [[nodiscard]] std::string column_text(int index) const;
  [[nodiscard]] std::string column_blob(int index) const;

 private:
  explicit Statement(sqlite3_stmt* stmt) : stmt_(stmt) {}
  sqlite3_stmt* stmt_ = nullptr;
};

// Resets the statement when a call's scope ends, whichever way it leaves.
class ResetOnExit {
 public:
  explicit ResetOnExit(Statement& statement) : statement_(statement) {}
  ResetOnExit(const ResetOnExit&) = delete;
  ResetOnExit& operator=(const ResetOnExit&) = delete;
  ~ResetOnExit() { statement_.reset(); }

 private:
  Statement& statement_;
};

}  // namespace jongtable::storage::sqlite
