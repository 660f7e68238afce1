#include "server_child.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <stdexcept>
#include <string_view>
#include <thread>

namespace jongtable::hardening {
namespace {

using Clock = std::chrono::steady_clock;

int remaining_ms(Clock::time_point deadline) {
  const auto left =
      std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left > 0 ? static_cast<int>(left) : 0;
}

std::string server_binary() {
  if (const char* other = std::getenv("JONGTABLE_TEST_SERVER_BIN"); other && *other) return other;
  return JONGTABLE_SERVER_BIN;
}

// Appends what `fd` has to `out` until `done(out)` or EOF or the deadline; false unless done.
template <class Done>
bool read_until(int fd, std::string& out, Clock::time_point deadline, Done done) {
  while (!done(out)) {
    if (fd < 0) return false;
    pollfd p{fd, POLLIN, 0};
    const int ready = ::poll(&p, 1, remaining_ms(deadline));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return false;
    char chunk[4096];
    const auto got = ::read(fd, chunk, sizeof chunk);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return false;
    out.append(chunk, static_cast<std::size_t>(got));
  }
  return true;
}

int connect_loopback(std::uint16_t port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(port);
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
    ::close(fd);
    return -1;
  }
  return fd;
}

}  // namespace

ServerChild::ServerChild(ChildOptions options, std::vector<std::string> environment) {
  // Tests play quicker than people: the test-only flag lowers the clock floors. No load
  // shedding unless a test asks for it (--busy-lag-ms later in its arguments wins): it
  // answers the machine's speed, and a sanitizer on a shared core is slow at times.
  std::vector<std::string> args = {server_binary(),
                                   "--port",
                                   "0",
                                   "--bind",
                                   "127.0.0.1",
                                   "--shutdown-grace-ms",
                                   "0",
                                   "--allow-short-clocks",
                                   "--busy-lag-ms",
                                   "0"};
  args.insert(args.end(), options.args.begin(), options.args.end());
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  // The environment is built here, before fork: the child may only exec it.
  std::vector<std::string> env_strings;
  const auto overridden = [&](std::string_view entry) {
    const auto name = entry.substr(0, entry.find('=') + 1);
    return std::any_of(environment.begin(), environment.end(),
                       [&](const std::string& e) { return e.starts_with(name); });
  };
  for (char** e = environ; *e != nullptr; ++e) {
    if (!overridden(*e)) env_strings.emplace_back(*e);
  }
  env_strings.insert(env_strings.end(), environment.begin(), environment.end());
  std::vector<char*> envp;
  for (auto& e : env_strings) envp.push_back(e.data());
  envp.push_back(nullptr);
  int out[2];
  int err[2];
  if (::pipe2(out, O_CLOEXEC) != 0) throw std::runtime_error("pipe failed");
  if (::pipe2(err, O_CLOEXEC) != 0) throw std::runtime_error("pipe failed");
  const int limit = options.open_files_limit;
  const long file_size = options.file_size_limit;
  pid_ = ::fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    // The child: only async-signal-safe calls until exec. It dies with the test, so a
    // test that crashed leaves no server holding CTest's output pipe open.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (limit > 0) {
      rlimit r{static_cast<rlim_t>(limit), static_cast<rlim_t>(limit)};
      ::setrlimit(RLIMIT_NOFILE, &r);
    }
    if (file_size > 0) {
      rlimit r{static_cast<rlim_t>(file_size), static_cast<rlim_t>(file_size)};
      ::setrlimit(RLIMIT_FSIZE, &r);
    }
    ::dup2(out[1], 1);
    ::dup2(err[1], 2);
    for (int fd = 3; fd < 1024; ++fd) ::close(fd);  // the test's own sockets stay its own
    ::execve(argv[0], argv.data(), envp.data());
    ::_exit(127);
  }
  ::close(out[1]);
  ::close(err[1]);
  stdout_fd_ = out[0];
  stderr_fd_ = err[0];
  if (!options.expect_port) return;
  std::string line;
  const auto deadline = Clock::now() + std::chrono::seconds(30);
  read_until(stdout_fd_, line, deadline,
             [](const std::string& s) { return s.find('\n') != std::string::npos; });
  const auto colon = line.rfind(':');
  if (line.rfind("listening on ", 0) != 0 || colon == std::string::npos) {
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
    pid_ = -1;
    throw std::runtime_error("server did not announce a port; printed: " + line);
  }
  port_ = static_cast<std::uint16_t>(std::stoi(line.substr(colon + 1)));
}

ServerChild::~ServerChild() {
  if (pid_ > 0 && !status_) {
    ::kill(pid_, SIGTERM);
    if (!await_exit(10000)) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
  }
  if (stdout_fd_ >= 0) ::close(stdout_fd_);
  if (stderr_fd_ >= 0) ::close(stderr_fd_);
}

std::optional<std::string> ServerChild::await_log(const std::string& needle, int timeout_ms) {
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  std::optional<std::string> found;
  read_until(stderr_fd_, log_, deadline, [&](const std::string& text) {
    for (;;) {
      const auto end = text.find('\n', log_scanned_);
      if (end == std::string::npos) return false;
      const std::string line = text.substr(log_scanned_, end - log_scanned_);
      log_scanned_ = end + 1;
      if (line.find(needle) != std::string::npos) {
        found = line;
        return true;
      }
    }
  });
  return found;
}

void ServerChild::close_log() {
  if (stderr_fd_ >= 0) ::close(stderr_fd_);
  stderr_fd_ = -1;
}

void ServerChild::signal(int signal_number) const {
  if (pid_ > 0 && !status_) ::kill(pid_, signal_number);
}

std::optional<int> ServerChild::await_exit(int timeout_ms) {
  if (status_ || pid_ <= 0) return status_;
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  int status = 0;
  // Polling the child's state: the deadline bounds the wait, the exit ends it.
  while (::waitpid(pid_, &status, WNOHANG) == 0) {
    if (Clock::now() > deadline) return std::nullopt;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  status_ = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return status_;
}

HttpAnswer raw_http(std::uint16_t port, const std::string& request, int timeout_ms) {
  HttpAnswer answer;
  const int fd = connect_loopback(port);
  if (fd < 0) return answer;
  std::size_t sent = 0;
  while (sent < request.size()) {
    const auto n = ::send(fd, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) break;
    sent += static_cast<std::size_t>(n);
  }
  std::string text;
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  read_until(fd, text, deadline, [](const std::string&) { return false; });
  ::close(fd);
  const auto end = text.find("\r\n\r\n");
  if (text.rfind("HTTP/1.1 ", 0) != 0 || end == std::string::npos) return answer;
  answer.status = std::stoi(text.substr(9, 3));
  answer.head = text.substr(0, end);
  answer.body = text.substr(end + 4);
  return answer;
}

HttpAnswer http_get_within(std::uint16_t port, const std::string& target, int timeout_ms) {
  return raw_http(port,
                  "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
                  timeout_ms);
}

IdleConnection::IdleConnection(std::uint16_t port) : fd_(connect_loopback(port)) {}

IdleConnection::~IdleConnection() {
  if (fd_ >= 0) ::close(fd_);
}

}  // namespace jongtable::hardening
