#pragma once
// A second SQLite connection that holds the write lock of the server's database.

#include <sqlite3.h>

#include <filesystem>
#include <stdexcept>
#include <string>

namespace jongtable::testing {

// Holds SQLite's write lock on a database until destroyed, as another process (a backup)
// could: the server's writes wait for it, or fail after their busy timeout.
class WriteLock {
 public:
  explicit WriteLock(const std::filesystem::path& file) {
    if (sqlite3_open_v2(file.c_str(), &db_, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK)
      throw std::runtime_error("cannot open " + file.string());
    sqlite3_busy_timeout(db_, 5000);
    exec("BEGIN IMMEDIATE");
  }
  ~WriteLock() {
    exec("ROLLBACK");
    sqlite3_close_v2(db_);
  }
  WriteLock(const WriteLock&) = delete;
  WriteLock& operator=(const WriteLock&) = delete;

 private:
  void exec(const char* sql) {
    char* error = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &error) != SQLITE_OK) {
      const std::string message = error ? error : "?";
      sqlite3_free(error);
      throw std::runtime_error(std::string(sql) + ": " + message);
    }
  }
  sqlite3* db_ = nullptr;
};

}  // namespace jongtable::testing
