#pragma once
// Runs a function in a forked child that talks back through a pipe of int64 values.
// The child never returns into the test framework: it _exits with the function's code.

#include <sys/types.h>

#include <cstdint>
#include <functional>
#include <optional>

namespace jongtable::storage::testing {

class ChildProcess {
 public:
  // `body` gets the write end of the pipe; its return value is the child's exit code.
  explicit ChildProcess(const std::function<int(int report_fd)>& body);
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;
  ~ChildProcess();  // kills and reaps the child if still running

  // The next value the child reported; nullopt once the child is gone and the pipe empty.
  std::optional<std::int64_t> next_report();
  void kill_hard();  // SIGKILL, then reap
  int wait_exit();   // the exit code, or -1 when killed by a signal

 private:
  pid_t pid_ = -1;
  int read_fd_ = -1;
  bool reaped_ = false;
  int status_ = 0;
};

// For the child: sends one value to the parent; false if the pipe is gone.
bool report(int report_fd, std::int64_t value);

}  // namespace jongtable::storage::testing
