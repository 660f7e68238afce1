#pragma once
// A cluster on one machine, every part real and started here: one PostgreSQL
// (tests/pg), N jongtable-server nodes on fixed loopback ports (a node killed comes back
// on its port under its id), and HAProxy in front, configured as docs/cluster.md says.

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace jongtable::testing {

// A loopback port nobody listens on now.
[[nodiscard]] std::uint16_t free_port();

// A child process whose standard output is read for a line (the server's "listening on").
class Child {
 public:
  Child() = default;
  ~Child();
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;

  // Starts `argv` (argv[0] the program's path), its standard error appended to
  // `errors_to` (a file, or /dev/null) or, when empty, to the test's.
  void start(const std::vector<std::string>& argv, const std::string& errors_to = "");
  // Reads standard output until a line starting with `prefix`; false at the deadline.
  [[nodiscard]] bool wait_for_line(const std::string& prefix, int timeout_ms);
  void signal(int sig) const;
  void kill9();              // SIGKILL and reap
  int stop(int timeout_ms);  // SIGTERM, the exit status (killed past the deadline)
  [[nodiscard]] bool running() const { return pid_ > 0; }
  [[nodiscard]] pid_t pid() const { return pid_; }

 private:
  pid_t pid_ = -1;
  int out_ = -1;
  std::string buffered_;
};

class ClusterNode {
 public:
  ClusterNode(std::string id, std::string store_uri, std::vector<std::string> extra);
  void start();  // fails the test (throws) if it does not listen in time
  void kill9() { process_.kill9(); }
  void signal(int sig) const { process_.signal(sig); }
  int stop(int timeout_ms = 15000) { return process_.stop(timeout_ms); }
  [[nodiscard]] bool running() const { return process_.running(); }
  [[nodiscard]] const std::string& id() const { return id_; }
  [[nodiscard]] std::uint16_t port() const { return port_; }

 private:
  [[nodiscard]] static std::string log_level();
  [[nodiscard]] std::string log_file() const;

  std::string id_;
  std::string store_uri_;
  std::vector<std::string> extra_;
  std::uint16_t port_;
  Child process_;
};

// HAProxy in front of the nodes: round-robin, /healthz checks, and one use-server rule
// per node for the `node` query parameter (ignored while that server is down).
class Haproxy {
 public:
  explicit Haproxy(const std::vector<const ClusterNode*>& nodes);
  ~Haproxy();
  [[nodiscard]] std::uint16_t port() const { return port_; }

 private:
  std::filesystem::path dir_;
  std::uint16_t port_;
  Child process_;
};

}  // namespace jongtable::testing
