#include "child_process.hpp"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <stdexcept>

namespace jongtable::storage::testing {

ChildProcess::ChildProcess(const std::function<int(int report_fd)>& body) {
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("pipe failed");
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    close(fds[0]);
    int code = 99;
    try {
      code = body(fds[1]);
    } catch (...) {
    }
    _exit(code);
  }
  close(fds[1]);
  read_fd_ = fds[0];
}

ChildProcess::~ChildProcess() {
  if (!reaped_) kill_hard();
  if (read_fd_ >= 0) close(read_fd_);
}

std::optional<std::int64_t> ChildProcess::next_report() {
  std::int64_t value = 0;
  auto* bytes = reinterpret_cast<char*>(&value);
  std::size_t got = 0;
  while (got < sizeof value) {
    const ssize_t n = read(read_fd_, bytes + got, sizeof value - got);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return std::nullopt;  // a half-written value means the child died mid-write
    got += static_cast<std::size_t>(n);
  }
  return value;
}

void ChildProcess::kill_hard() {
  if (reaped_) return;
  kill(pid_, SIGKILL);
  wait_exit();
}

int ChildProcess::wait_exit() {
  if (!reaped_) {
    while (waitpid(pid_, &status_, 0) < 0 && errno == EINTR) {
    }
    reaped_ = true;
  }
  return WIFEXITED(status_) ? WEXITSTATUS(status_) : -1;
}

bool report(int report_fd, std::int64_t value) {
  const auto* bytes = reinterpret_cast<const char*>(&value);
  std::size_t sent = 0;
  while (sent < sizeof value) {
    const ssize_t n = write(report_fd, bytes + sent, sizeof value - sent);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    sent += static_cast<std::size_t>(n);
  }
  return true;
}

}  // namespace jongtable::storage::testing
