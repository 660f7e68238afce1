#include "pg.hpp"

#include <charconv>
#include <utility>

namespace jongtable::storage::pg {

namespace {

StoreErrc errc_of(std::string_view state) {
  if (state == stale_fencing_state) return StoreErrc::lease_lost;
  if (state == finished_state) return StoreErrc::table_finished;
  if (state == out_of_order_state) return StoreErrc::out_of_order;
  if (state == unknown_table_state || state == "23503") return StoreErrc::unknown_table;
  if (state == "23505") return StoreErrc::duplicate_table;
  // Lock timeout, serialization failure, deadlock, too many connections, starting up.
  if (state == "55P03" || state == "40001" || state == "40P01" || state == "53300" ||
      state == "57P03")
    return StoreErrc::busy;
  if (state == "53100") return StoreErrc::disk_full;
  if (state == "58030") return StoreErrc::io_error;
  if (state == "25006" || state == "42501") return StoreErrc::read_only;
  if (state == "XX001" || state == "XX002") return StoreErrc::corrupt;
  // Connection lost, or the server shutting down: the write's fate is for a retry to see.
  if (state.starts_with("08") || state.starts_with("57P")) return StoreErrc::io_error;
  return StoreErrc::failed;
}

std::string trimmed(const char* text) {
  std::string out = text ? text : "";
  while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
  return out;
}

}  // namespace

std::int64_t Reply::integer(int row, int column) const {
  const char* cell = PQgetvalue(rows_.get(), row, column);
  std::int64_t value = 0;
  std::from_chars(cell, cell + PQgetlength(rows_.get(), row, column), value);
  return value;
}

std::int64_t Reply::affected() const {
  const char* count = PQcmdTuples(rows_.get());
  std::int64_t value = 0;
  std::from_chars(count, count + std::char_traits<char>::length(count), value);
  return value;
}

StoreError error_from(const PGresult* result, const PGconn* conn, std::string_view doing) {
  const char* state = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
  // The primary message alone: the full one adds "ERROR:" and the trigger's call stack.
  std::string words =
      trimmed(result ? PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY) : nullptr);
  if (words.empty()) words = trimmed(PQerrorMessage(conn));
  if (!state && PQstatus(conn) == CONNECTION_BAD) {
    return StoreError{StoreErrc::io_error,
                      std::string{doing} + " failed: lost the database connection: " + words};
  }
  return StoreError{errc_of(state ? state : ""), std::string{doing} + " failed: " + words};
}

Connection& Connection::operator=(Connection&& other) noexcept {
  if (this != &other) {
    if (conn_) PQfinish(conn_);
    conn_ = std::exchange(other.conn_, nullptr);
    session_ = std::move(other.session_);
  }
  return *this;
}

Connection::~Connection() {
  if (conn_) PQfinish(conn_);
}

Result<Connection> Connection::open(const std::string& uri, std::string_view doing) {
  Connection db{PQconnectdb(uri.c_str())};
  if (!db.conn_)
    return StoreError{StoreErrc::cannot_open, std::string{doing} + " failed: no memory"};
  if (PQstatus(db.conn_) != CONNECTION_OK) {
    return StoreError{StoreErrc::cannot_open,
                      std::string{doing} + " failed: " + trimmed(PQerrorMessage(db.conn_))};
  }
  // The server's log says what matters; PostgreSQL's notices would go to stderr raw.
  PQsetNoticeProcessor(
      db.conn_, [](void*, const char*) {}, nullptr);
  return db;
}

bool Connection::in_transaction() const {
  const auto status = PQtransactionStatus(conn_);
  return status == PQTRANS_INTRANS || status == PQTRANS_INERROR;
}

Result<Reply> Connection::run(std::string_view sql, const std::vector<Param>& params,
                              std::string_view doing) {
  const std::string text{sql};
  std::vector<const char*> values;
  values.reserve(params.size());
  for (const auto& p : params) values.push_back(p ? p->c_str() : nullptr);
  // A connection lost earlier (the database restarted, or away) is made afresh first:
  // nothing of it is in flight, and libpq never reconnects by itself.
  if (PQstatus(conn_) == CONNECTION_BAD && !reset()) return error_from(nullptr, conn_, doing);
  for (int attempt = 0;; ++attempt) {
    const bool was_idle = PQtransactionStatus(conn_) == PQTRANS_IDLE;
    // Without parameters, the simple protocol: it takes a script of several statements.
    Rows rows{values.empty() ? PQexec(conn_, text.c_str())
                             : PQexecParams(conn_, text.c_str(), static_cast<int>(values.size()),
                                            nullptr, values.data(), nullptr, nullptr, 0)};
    const auto status = rows ? PQresultStatus(rows.get()) : PGRES_FATAL_ERROR;
    if (status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK) return Reply{std::move(rows)};
    // Nothing of a transaction survives a lost connection, so only a statement that began
    // none (BEGIN itself, or a lone read) is worth running again on a fresh one.
    if (PQstatus(conn_) == CONNECTION_BAD && attempt == 0 && was_idle) {
      if (reset()) continue;
    }
    return error_from(rows.get(), conn_, doing);
  }
}

bool Connection::reset() {
  PQreset(conn_);
  if (PQstatus(conn_) != CONNECTION_OK) return false;
  if (session_.empty()) return true;
  Rows set{PQexec(conn_, session_.c_str())};
  return set && PQresultStatus(set.get()) == PGRES_COMMAND_OK;
}

Result<Reply> Connection::set_for_session(std::string sql, std::string_view doing) {
  auto set = run(sql, doing);
  if (set) session_ += (session_.empty() ? "" : "; ") + sql;
  return set;
}

}  // namespace jongtable::storage::pg
