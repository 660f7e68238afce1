#pragma once
// The real jongtable-server as a child process whose every end a test controls: its
// stderr (the JSON log) is read line by line or closed to play a log reader that went
// away, its file descriptor limit can be lowered, it can be signalled, and a start that
// is meant to fail can be watched to its exit. Every wait has a deadline; nothing sleeps
// to decide anything.
//
// JONGTABLE_TEST_SERVER_BIN, when set, runs another binary (an older build, to see these
// tests fail on the code they were written against).

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace jongtable::hardening {

struct ChildOptions {
  std::vector<std::string> args;  // after --port 0 --bind 127.0.0.1 --shutdown-grace-ms 0
                                  // --allow-short-clocks
  int open_files_limit = 0;       // RLIMIT_NOFILE for the child; 0 leaves it as it is
  bool expect_port = true;        // false: a start that should fail, no port to wait for
  // RLIMIT_FSIZE in bytes for the child (a file can grow no further: a full disk as one
  // process meets it); 0 leaves it as it is.
  long file_size_limit = 0;
};

class ServerChild {
 public:
  // environment: NAME=value entries added to the child's (a name already set is overridden).
  explicit ServerChild(ChildOptions options, std::vector<std::string> environment = {});
  ~ServerChild();
  ServerChild(const ServerChild&) = delete;
  ServerChild& operator=(const ServerChild&) = delete;

  [[nodiscard]] std::uint16_t port() const { return port_; }
  [[nodiscard]] pid_t pid() const { return pid_; }

  // Reads the log until a line containing `needle` (returned); nullopt when the log
  // ended (the server died) or the deadline passed first.
  [[nodiscard]] std::optional<std::string> await_log(const std::string& needle, int timeout_ms);
  // Everything read from the log so far.
  [[nodiscard]] const std::string& log() const { return log_; }
  // Closes this end of the log pipe: the server's next log line meets a dead reader.
  void close_log();

  void signal(int signal_number) const;
  // The exit status once the process has ended within the deadline (128 + signal when a
  // signal ended it), nullopt while it still runs.
  [[nodiscard]] std::optional<int> await_exit(int timeout_ms);

 private:
  pid_t pid_ = -1;
  int stdout_fd_ = -1;
  int stderr_fd_ = -1;
  std::uint16_t port_ = 0;
  std::string log_;
  std::size_t log_scanned_ = 0;  // lines before this offset were already looked at
  std::optional<int> status_;
};

struct HttpAnswer {
  int status = 0;  // 0: no answer (timeout, or the connection ended without one)
  std::string head;
  std::string body;
};
// Sends `request` verbatim on a new connection and reads the answer until the server
// closes (send "Connection: close") or the deadline passes.
[[nodiscard]] HttpAnswer raw_http(std::uint16_t port, const std::string& request,
                                  int timeout_ms = 5000);
[[nodiscard]] HttpAnswer http_get_within(std::uint16_t port, const std::string& target,
                                         int timeout_ms = 5000);

// A plain TCP connection to the server that sends nothing; closed when destroyed.
class IdleConnection {
 public:
  explicit IdleConnection(std::uint16_t port);
  ~IdleConnection();
  IdleConnection(const IdleConnection&) = delete;
  IdleConnection& operator=(const IdleConnection&) = delete;
  [[nodiscard]] bool connected() const { return fd_ >= 0; }

 private:
  int fd_ = -1;
};

}  // namespace jongtable::hardening
