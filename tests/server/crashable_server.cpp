#include "crashable_server.hpp"

#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <stdexcept>

#include "server_process.hpp"
#include "ws_client.hpp"

namespace jongtable::testing {
namespace {

// The first line `fd` gives within `limit_ms` (what came, if the line did not end).
std::string first_line(int fd, int limit_ms) {
  using clock = std::chrono::steady_clock;
  const auto until = clock::now() + std::chrono::milliseconds(limit_ms);
  std::string text;
  char c = 0;
  for (;;) {
    const auto ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(until - clock::now()).count();
    pollfd ready{fd, POLLIN, 0};
    if (ms <= 0 || ::poll(&ready, 1, static_cast<int>(ms)) <= 0) return text;
    if (::read(fd, &c, 1) != 1 || c == '\n') return text;
    text += c;
  }
}

}  // namespace

TempFolder::TempFolder() {
  std::string pattern =
      (std::filesystem::temp_directory_path() / "jongtable-restart-XXXXXX").string();
  if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
  path_ = pattern;
}

TempFolder::~TempFolder() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

CrashableServer::CrashableServer(std::filesystem::path data_dir, std::vector<std::string> extra)
    : data_dir_(std::move(data_dir)), extra_(std::move(extra)) {
  start();
}

CrashableServer::~CrashableServer() {
  kill9();
}

void CrashableServer::start() {
  std::vector<std::string> args = {JONGTABLE_SERVER_BIN, "--port", "0", "--bind", "127.0.0.1",
                                   "--log-level", "warn", "--allow-scenarios",
                                   "--allow-short-clocks", "--data-dir", data_dir_.string(),
                                   "--ping-interval-ms", "600000",
                                   // The test drives four seats as fast as the machine
                                   // goes; a person's rate limit would refuse it.
                                   "--rate", "1000", "--burst", "1000",
                                   // Load shedding answers the machine's speed, not the
                                   // rules: under a sanitizer on a shared core it would
                                   // refuse a test's move now and then. Its own test
                                   // (tests/hardening) turns it on.
                                   "--busy-lag-ms", "0"};
  args.insert(args.end(), extra_.begin(), extra_.end());
  std::vector<char*> argv;
  for (auto& arg : args) argv.push_back(arg.data());
  argv.push_back(nullptr);
  int fds[2];
  if (::pipe(fds) != 0) throw std::runtime_error("pipe failed");
  pid_ = ::fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {  // the child: stdout into the pipe, then become the server
    // Dies with the test: a test that crashed must not leave a server holding CTest's
    // output pipe open (CTest would wait for it until the test's timeout).
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    ::dup2(fds[1], STDOUT_FILENO);
    ::close(fds[0]);
    ::close(fds[1]);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  ::close(fds[1]);
  stdout_fd_ = fds[0];
  // The port comes from the "listening on <addr>:<port>" line: no guessing, no sleeping.
  const std::string line = first_line(stdout_fd_, 30000);
  const auto colon = line.rfind(':');
  if (line.rfind("listening on ", 0) != 0 || colon == std::string::npos) {
    kill9();
    throw std::runtime_error("server did not announce a port; printed: " + line);
  }
  port_ = static_cast<std::uint16_t>(std::stoi(line.substr(colon + 1)));
}

void CrashableServer::kill9() {
  if (pid_ > 0) {
    ::kill(pid_, SIGKILL);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
  }
  if (stdout_fd_ >= 0) ::close(stdout_fd_);
  stdout_fd_ = -1;
}

int CrashableServer::terminate() {
  if (pid_ <= 0) return -1;
  ::kill(pid_, SIGTERM);
  const int status = wait_exit(pid_, 30000);
  pid_ = -1;
  if (stdout_fd_ >= 0) ::close(stdout_fd_);
  stdout_fd_ = -1;
  return status;
}

void CrashableServer::restart() {
  kill9();
  start();
}

nlohmann::json CrashableServer::probe(const std::string& code) const {
  const auto reply = http_get(port_, "/api/debug/tables/" + code);
  if (reply.status != 200) throw std::runtime_error("probe failed: " + reply.body);
  return nlohmann::json::parse(reply.body);
}

}  // namespace jongtable::testing
