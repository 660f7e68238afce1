#pragma once
// The real jongtable-server binary, started on an ephemeral port. The port is read from
// the "listening on <addr>:<port>" line it prints once it accepts connections.

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

namespace jongtable::testing {

class ServerProcess {
 public:
  // Tests play with clocks, windows and bots quicker than people: a test server lowers
  // the floors a normal one keeps (--allow-short-clocks), unless asked for `normal` ones.
  enum class Floors { lowered, normal };
  // Starts the server with `--port 0 --bind 127.0.0.1` plus `extra`; fails the test
  // (throws) if no port is announced within the time limit.
  explicit ServerProcess(std::vector<std::string> extra = {}, Floors floors = Floors::lowered);
  ~ServerProcess();
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  [[nodiscard]] std::uint16_t port() const { return port_; }
  // SIGTERM, then the exit status (waits at most `timeout_ms`, then kills).
  int terminate(int timeout_ms = 10000);

 private:
  pid_t pid_ = -1;
  int stdout_fd_ = -1;
  std::uint16_t port_ = 0;
};

// Waits for `pid` to exit and returns its exit code (128 + the signal if one ended it);
// after `timeout_ms` it is killed and -1 returned.
int wait_exit(pid_t pid, int timeout_ms);

// Runs the server binary with `args` and returns its exit status (for bad flags).
int run_server_to_exit(const std::vector<std::string>& args, int timeout_ms = 10000);

}  // namespace jongtable::testing
