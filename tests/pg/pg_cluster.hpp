#pragma once
// A throwaway PostgreSQL for tests and benchmarks: initdb and pg_ctl (Debian's, from
// /usr/lib/postgresql/<version>/bin) in a fresh temp folder, listening on a free
// loopback port, removed with everything in it when the process ends. PostgreSQL refuses
// to run as root, so as root it runs as the `postgres` user the Debian package creates
// (through runuser). One cluster per process; each test takes a fresh database of it.

#include <libpq-fe.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace jongtable::testing {

struct PgClusterOptions {
  // Tests lose nothing they need by skipping the disk flushes; a benchmark of commits
  // must not.
  bool fsync = false;
};

class PgCluster {
 public:
  // Started on first use; aborts the process with the reason if it cannot be.
  static PgCluster& shared(PgClusterOptions options = {});
  ~PgCluster();
  PgCluster(const PgCluster&) = delete;
  PgCluster& operator=(const PgCluster&) = delete;

  [[nodiscard]] std::uint16_t port() const { return port_; }
  // postgresql:// URI of `database`.
  [[nodiscard]] std::string uri(const std::string& database) const;
  // A new empty database's URI.
  [[nodiscard]] std::string fresh_database();
  // PostgreSQL itself going away and coming back: `pg_ctl stop -m fast` (clients'
  // connections are cut), and a start on the same data folder and port. Each returns
  // once pg_ctl says it is done (-w); false if it could not.
  [[nodiscard]] bool stop_server();
  [[nodiscard]] bool start_server();

 private:
  explicit PgCluster(PgClusterOptions options);
  [[nodiscard]] std::string as_owner(const std::string& command) const;
  std::filesystem::path bin_;
  std::filesystem::path dir_;
  std::uint16_t port_ = 0;
  std::string settings_;  // the server's -o settings, its port among them
  int databases_ = 0;
};

// A plain libpq connection for what a test does behind the store's back.
class RawPg {
 public:
  explicit RawPg(const std::string& uri);
  ~RawPg();
  RawPg(const RawPg&) = delete;
  RawPg& operator=(const RawPg&) = delete;

  // Runs SQL (several statements allowed); fails the test if PostgreSQL refuses it.
  void exec(const std::string& sql);
  // The first column of the first row, or "" when there is none.
  [[nodiscard]] std::string query(const std::string& sql);
  // The SQLSTATE PostgreSQL refused `sql` with, or "" if it ran.
  [[nodiscard]] std::string refusal(const std::string& sql);

 private:
  PGconn* conn_ = nullptr;
};

}  // namespace jongtable::testing
