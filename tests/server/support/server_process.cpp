#include "server_process.hpp"

#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <stdexcept>
#include <thread>

extern char** environ;

namespace jongtable::testing {
namespace {

pid_t spawn(const std::vector<std::string>& args, int* stdout_fd) {
  int pipe_fds[2];
  if (::pipe(pipe_fds) != 0) throw std::runtime_error("pipe failed");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 1);
  posix_spawn_file_actions_addclose(&actions, pipe_fds[0]);
  std::vector<char*> argv;
  std::string binary = JONGTABLE_SERVER_BIN;
  argv.push_back(binary.data());
  std::vector<std::string> copy = args;
  for (auto& a : copy) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = -1;
  const int rc = posix_spawn(&pid, binary.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(pipe_fds[1]);
  if (rc != 0) {
    ::close(pipe_fds[0]);
    throw std::runtime_error("cannot start " + binary);
  }
  *stdout_fd = pipe_fds[0];
  return pid;
}

}  // namespace

// Polls the child's status (no fixed sleep decides anything).
int wait_exit(pid_t pid, int timeout_ms) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  int status = 0;
  while (::waitpid(pid, &status, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      ::kill(pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      return -1;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

ServerProcess::ServerProcess(std::vector<std::string> extra, Floors floors) {
  // No load shedding (--busy-lag-ms 0): it answers the machine's speed, not the rules,
  // and would refuse a test's move now and then under a sanitizer on a shared core. Its
  // own test (tests/hardening) turns it on.
  std::vector<std::string> args = {"--port",      "0",    "--bind",        "127.0.0.1",
                                   "--log-level", "warn", "--busy-lag-ms", "0"};
  if (floors == Floors::lowered) args.emplace_back("--allow-short-clocks");
  args.insert(args.end(), extra.begin(), extra.end());
  pid_ = spawn(args, &stdout_fd_);
  std::string line;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (line.find('\n') == std::string::npos) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    pollfd fd{stdout_fd_, POLLIN, 0};
    if (left.count() <= 0 || ::poll(&fd, 1, static_cast<int>(left.count())) <= 0) break;
    char buffer[256];
    const auto got = ::read(stdout_fd_, buffer, sizeof buffer);
    if (got <= 0) break;
    line.append(buffer, static_cast<std::size_t>(got));
  }
  const auto colon = line.rfind(':');
  if (line.rfind("listening on ", 0) != 0 || colon == std::string::npos) {
    terminate(2000);
    throw std::runtime_error("server did not announce a port; printed: " + line);
  }
  port_ = static_cast<std::uint16_t>(std::stoi(line.substr(colon + 1)));
}

ServerProcess::~ServerProcess() {
  terminate();
}

int ServerProcess::terminate(int timeout_ms) {
  if (pid_ <= 0) return -1;
  ::kill(pid_, SIGTERM);
  const int status = wait_exit(pid_, timeout_ms);
  pid_ = -1;
  if (stdout_fd_ >= 0) ::close(stdout_fd_);
  stdout_fd_ = -1;
  return status;
}

int run_server_to_exit(const std::vector<std::string>& args, int timeout_ms) {
  int fd = -1;
  const pid_t pid = spawn(args, &fd);
  const int status = wait_exit(pid, timeout_ms);
  ::close(fd);
  return status;
}

}  // namespace jongtable::testing
