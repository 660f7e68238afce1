#include "pg_cluster.hpp"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

namespace jongtable::testing {

namespace {

[[noreturn]] void give_up(const std::string& why) {
  std::cerr << "PgCluster: " << why << "\n";
  std::abort();
}

// Debian's server binaries: the newest /usr/lib/postgresql/<version>/bin with initdb.
std::filesystem::path find_bin() {
  if (const char* given = std::getenv("JONGTABLE_PG_BINDIR")) return given;
  std::vector<std::filesystem::path> found;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator("/usr/lib/postgresql", ec)) {
    if (std::filesystem::exists(entry.path() / "bin" / "initdb")) found.push_back(entry.path());
  }
  if (found.empty()) {
    give_up(
        "no PostgreSQL server in /usr/lib/postgresql (scripts/setup.sh --tests installs "
        "the postgresql package)");
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) {
    return std::stoi(a.filename().string()) < std::stoi(b.filename().string());
  });
  return found.back() / "bin";
}

// A port nobody listens on right now (another process may take it before PostgreSQL
// does; start() then tries another).
std::uint16_t free_port() {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t length = sizeof address;
  if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
      ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
    give_up("cannot find a free loopback port");
  }
  ::close(fd);
  return ntohs(address.sin_port);
}

std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::unique_ptr<PgCluster>& the_cluster() {
  static std::unique_ptr<PgCluster> cluster;
  return cluster;
}

}  // namespace

PgCluster& PgCluster::shared(PgClusterOptions options) {
  auto& cluster = the_cluster();
  if (!cluster) {
    cluster.reset(new PgCluster(options));
    // Stopped at exit, however the tests ended (a failed ASSERT included).
    std::atexit([] { the_cluster().reset(); });
  }
  return *cluster;
}

std::string PgCluster::as_owner(const std::string& command) const {
  if (::geteuid() != 0) return command;
  return "runuser -u postgres -- " + command;
}

PgCluster::PgCluster(PgClusterOptions options) : bin_(find_bin()) {
  std::string pattern = (std::filesystem::temp_directory_path() / "jongtable-pg-XXXXXX").string();
  if (::mkdtemp(pattern.data()) == nullptr) give_up("mkdtemp failed");
  dir_ = pattern;
  if (::geteuid() == 0) {
    const passwd* owner = ::getpwnam("postgres");
    if (!owner) give_up("running as root, and there is no postgres user to run PostgreSQL as");
    if (::chown(dir_.c_str(), owner->pw_uid, owner->pw_gid) != 0) give_up("chown failed");
  }
  const auto data = dir_ / "data";
  // Two logs: the shell (root's) opens initdb's, PostgreSQL (its user) opens the server's.
  const auto initdb_log = dir_ / "initdb.log";
  const auto log = dir_ / "server.log";
  const std::string initdb = as_owner((bin_ / "initdb").string() + " -D " + data.string() +
                                      " -U jongtable -A trust -E UTF8 --locale=C --no-sync") +
                             " > " + initdb_log.string() + " 2>&1";
  if (std::system(initdb.c_str()) != 0) give_up("initdb failed:\n" + slurp(initdb_log));
  for (int attempt = 0; attempt < 5; ++attempt) {
    port_ = free_port();
    std::string settings =
        "-c port=" + std::to_string(port_) +
        " -c listen_addresses=127.0.0.1 -c unix_socket_directories=" + dir_.string() +
        " -c max_connections=200";
    if (!options.fsync) settings += " -c fsync=off";
    // -w: pg_ctl itself waits until the server takes connections.
    const std::string start =
        as_owner((bin_ / "pg_ctl").string() + " -D " + data.string() + " -l " + log.string() +
                 " -w -t 120 -o '" + settings + "' start > /dev/null 2>&1");
    if (std::system(start.c_str()) == 0) {
      settings_ = settings;
      return;
    }
  }
  give_up("pg_ctl start failed:\n" + slurp(log));
}

PgCluster::~PgCluster() {
  const std::string stop = as_owner((bin_ / "pg_ctl").string() + " -D " + (dir_ / "data").string() +
                                    " -m immediate stop > /dev/null 2>&1");
  (void)std::system(stop.c_str());
  std::error_code ignored;
  std::filesystem::remove_all(dir_, ignored);
}

bool PgCluster::stop_server() {
  const std::string stop = as_owner((bin_ / "pg_ctl").string() + " -D " + (dir_ / "data").string() +
                                    " -w -t 60 -m fast stop > /dev/null 2>&1");
  return std::system(stop.c_str()) == 0;
}

bool PgCluster::start_server() {
  const std::string start =
      as_owner((bin_ / "pg_ctl").string() + " -D " + (dir_ / "data").string() + " -l " +
               (dir_ / "server.log").string() + " -w -t 120 -o '" + settings_ +
               "' start > /dev/null 2>&1");
  return std::system(start.c_str()) == 0;
}

std::string PgCluster::uri(const std::string& database) const {
  return "postgresql://jongtable@127.0.0.1:" + std::to_string(port_) + "/" + database;
}

std::string PgCluster::fresh_database() {
  const std::string name = "jt_" + std::to_string(::getpid()) + "_" + std::to_string(++databases_);
  RawPg admin(uri("postgres"));
  admin.exec("CREATE DATABASE " + name + " TEMPLATE template0");
  return uri(name);
}

RawPg::RawPg(const std::string& uri) : conn_(PQconnectdb(uri.c_str())) {
  if (PQstatus(conn_) != CONNECTION_OK)
    ADD_FAILURE() << "cannot connect: " << PQerrorMessage(conn_);
  PQsetNoticeProcessor(
      conn_, [](void*, const char*) {}, nullptr);
}

RawPg::~RawPg() {
  PQfinish(conn_);
}

void RawPg::exec(const std::string& sql) {
  PGresult* result = PQexec(conn_, sql.c_str());
  const auto status = PQresultStatus(result);
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK)
    ADD_FAILURE() << sql << ": " << PQresultErrorMessage(result);
  PQclear(result);
}

std::string RawPg::query(const std::string& sql) {
  PGresult* result = PQexec(conn_, sql.c_str());
  std::string value;
  if (PQresultStatus(result) != PGRES_TUPLES_OK) {
    ADD_FAILURE() << sql << ": " << PQresultErrorMessage(result);
  } else if (PQntuples(result) > 0) {
    value = PQgetvalue(result, 0, 0);
  }
  PQclear(result);
  return value;
}

std::string RawPg::refusal(const std::string& sql) {
  PGresult* result = PQexec(conn_, sql.c_str());
  const auto status = PQresultStatus(result);
  std::string state;
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
    const char* code = PQresultErrorField(result, PG_DIAG_SQLSTATE);
    state = code ? code : "?";
  }
  PQclear(result);
  return state;
}

}  // namespace jongtable::testing
