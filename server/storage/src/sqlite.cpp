#include "sqlite.hpp"

#include <string>

namespace jongtable::storage::sqlite {

namespace {

StoreErrc errc_for(int rc) {
  switch (rc & 0xff) {  // the primary code; extended codes refine it
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return StoreErrc::busy;
    case SQLITE_READONLY:
    case SQLITE_PERM:
    case SQLITE_AUTH:
      return StoreErrc::read_only;
    case SQLITE_FULL:
      return StoreErrc::disk_full;
    case SQLITE_IOERR:
      return StoreErrc::io_error;
    case SQLITE_CANTOPEN:
      return StoreErrc::cannot_open;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      return StoreErrc::corrupt;
    default:
      return StoreErrc::failed;
  }
}

}  // namespace

StoreError error_from(sqlite3* db, int rc, std::string_view doing) {
  std::string message{doing};
  message += " failed: ";
  message += sqlite3_errstr(rc);
  if (db != nullptr && sqlite3_extended_errcode(db) == rc) {
    // The connection's message often names the file or constraint involved.
    std::string_view detail = sqlite3_errmsg(db);
    if (detail != sqlite3_errstr(rc)) {
      message += " (";
      message += detail;
      message += ")";
    }
  }
  return StoreError{errc_for(rc), std::move(message)};
}

Connection& Connection::operator=(Connection&& other) noexcept {
  if (this != &other) {
    sqlite3_close_v2(db_);
    db_ = other.db_;
    other.db_ = nullptr;
  }
  return *this;
}

Connection::~Connection() {
  sqlite3_close_v2(db_);
}

Status Connection::exec(std::string_view sql, std::string_view doing) {
  auto statement = Statement::prepare(db_, sql);
  if (!statement)
    return StoreError{statement.error().errc,
                      std::string{doing} + ": " + statement.error().message};
  int rc = SQLITE_ROW;
  while (rc == SQLITE_ROW) rc = statement.value().step();
  if (rc != SQLITE_DONE) return error_from(db_, rc, doing);
  return Done{};
}

Status Connection::exec_script(const std::string& sql, std::string_view doing) {
  const int rc = sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, nullptr);
  if (rc != SQLITE_OK) return error_from(db_, rc, doing);
  return Done{};
}

Statement& Statement::operator=(Statement&& other) noexcept {
  if (this != &other) {
    sqlite3_finalize(stmt_);
    stmt_ = other.stmt_;
    other.stmt_ = nullptr;
  }
  return *this;
}

Statement::~Statement() {
  sqlite3_finalize(stmt_);
}

Result<Statement> Statement::prepare(sqlite3* db, std::string_view sql) {
  sqlite3_stmt* stmt = nullptr;
  int rc = sqlite3_prepare_v3(db, sql.data(), static_cast<int>(sql.size()),
                              SQLITE_PREPARE_PERSISTENT, &stmt, nullptr);
  if (rc != SQLITE_OK) {
    sqlite3_finalize(stmt);
    return error_from(db, rc, "preparing `" + std::string{sql} + "`");
  }
  return Statement{stmt};
}

void Statement::bind(int index, std::int64_t value) {
  sqlite3_bind_int64(stmt_, index, value);
}

void Statement::bind(int index, std::string_view text) {
  sqlite3_bind_text64(stmt_, index, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8);
}

void Statement::bind_blob(int index, std::string_view bytes) {
  // A zero-length blob must still be a blob, not NULL: hand SQLite a valid pointer.
  sqlite3_bind_blob64(stmt_, index, bytes.empty() ? "" : bytes.data(), bytes.size(),
                      SQLITE_TRANSIENT);
}

int Statement::step() {
  return sqlite3_step(stmt_);
}

void Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

std::int64_t Statement::column_int(int index) const {
  return sqlite3_column_int64(stmt_, index);
}

bool Statement::column_is_null(int index) const {
  return sqlite3_column_type(stmt_, index) == SQLITE_NULL;
}

std::string Statement::column_text(int index) const {
  const auto* text = sqlite3_column_text(stmt_, index);
  const int size = sqlite3_column_bytes(stmt_, index);
  if (text == nullptr) return {};
  return std::string(reinterpret_cast<const char*>(text), static_cast<std::size_t>(size));
}

std::string Statement::column_blob(int index) const {
  const void* bytes = sqlite3_column_blob(stmt_, index);
  const int size = sqlite3_column_bytes(stmt_, index);
  if (bytes == nullptr) return {};
  return std::string(static_cast<const char*>(bytes), static_cast<std::size_t>(size));
}

}  // namespace jongtable::storage::sqlite
