#include "cluster_rig.hpp"

#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <random>
#include <stdexcept>
#include <thread>

#include "server_process.hpp"
#include "ws_client.hpp"

extern char** environ;

namespace jongtable::testing {

std::uint16_t free_port() {
  const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t size = sizeof address;
  if (::bind(fd, reinterpret_cast<sockaddr*>(&address), size) != 0 ||
      ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size) != 0) {
    ::close(fd);
    throw std::runtime_error("no free port");
  }
  ::close(fd);
  return ntohs(address.sin_port);
}

Child::~Child() {
  if (pid_ > 0) kill9();
}

void Child::start(const std::vector<std::string>& argv, const std::string& errors_to) {
  int fds[2];
  if (::pipe(fds) != 0) throw std::runtime_error("pipe failed");
  std::vector<std::string> copy = argv;
  std::vector<char*> args;
  for (auto& arg : copy) args.push_back(arg.data());
  args.push_back(nullptr);
  const pid_t parent = ::getpid();
  const pid_t pid = ::fork();
  if (pid < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    throw std::runtime_error("cannot start " + argv[0]);
  }
  if (pid == 0) {
    // Only async-signal-safe calls until exec. The child dies with the test: a test that
    // aborts must not leave nodes running (or holding CTest's output pipe open until its
    // timeout).
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) ::_exit(127);
    ::dup2(fds[1], 1);
    ::close(fds[0]);
    ::close(fds[1]);
    if (!errors_to.empty()) {
      const int err = ::open(errors_to.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
      if (err >= 0) ::dup2(err, 2);
    }
    ::execve(args[0], args.data(), environ);
    ::_exit(127);
  }
  ::close(fds[1]);
  pid_ = pid;
  out_ = fds[0];
  buffered_.clear();
}

bool Child::wait_for_line(const std::string& prefix, int timeout_ms) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  for (;;) {
    for (auto end = buffered_.find('\n'); end != std::string::npos; end = buffered_.find('\n')) {
      const std::string line = buffered_.substr(0, end);
      buffered_.erase(0, end + 1);
      if (line.rfind(prefix, 0) == 0) return true;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    pollfd fd{out_, POLLIN, 0};
    if (left.count() <= 0 || ::poll(&fd, 1, static_cast<int>(left.count())) <= 0) return false;
    char chunk[512];
    const auto got = ::read(out_, chunk, sizeof chunk);
    if (got <= 0) return false;
    buffered_.append(chunk, static_cast<std::size_t>(got));
  }
}

void Child::signal(int sig) const {
  if (pid_ > 0) ::kill(pid_, sig);
}

void Child::kill9() {
  if (pid_ <= 0) return;
  ::kill(pid_, SIGKILL);
  ::waitpid(pid_, nullptr, 0);
  pid_ = -1;
  if (out_ >= 0) ::close(out_);
  out_ = -1;
}

int Child::stop(int timeout_ms) {
  if (pid_ <= 0) return -1;
  ::kill(pid_, SIGTERM);
  const int status = wait_exit(pid_, timeout_ms);
  pid_ = -1;
  if (out_ >= 0) ::close(out_);
  out_ = -1;
  return status;
}

ClusterNode::ClusterNode(std::string id, std::string store_uri, std::vector<std::string> extra)
    : id_(std::move(id)),
      store_uri_(std::move(store_uri)),
      extra_(std::move(extra)),
      port_(free_port()) {}

namespace {
// Set JONGTABLE_CLUSTER_LOGS to a folder to keep each node's log there (<id>.log, every
// restart appended) at the level JONGTABLE_CLUSTER_LOG_LEVEL (default info); otherwise
// warnings go to the test's own standard error.
const char* log_folder() {
  return std::getenv("JONGTABLE_CLUSTER_LOGS");
}
}  // namespace

std::string ClusterNode::log_level() {
  const char* level = std::getenv("JONGTABLE_CLUSTER_LOG_LEVEL");
  return level ? level : log_folder() ? "info" : "warn";
}

std::string ClusterNode::log_file() const {
  return log_folder() ? std::string(log_folder()) + "/" + id_ + ".log" : "";
}

void ClusterNode::start() {
  std::vector<std::string> argv = {JONGTABLE_SERVER_BIN,
                                   "--port",
                                   std::to_string(port_),
                                   "--bind",
                                   "127.0.0.1",
                                   "--store",
                                   store_uri_,
                                   "--node-id",
                                   id_,
                                   "--log-level",
                                   log_level(),
                                   "--busy-lag-ms",
                                   "0",
                                   "--allow-short-clocks",
                                   "--allow-scenarios",
                                   "--trusted-proxy",
                                   "127.0.0.1"};
  argv.insert(argv.end(), extra_.begin(), extra_.end());
  // The port was free when chosen; a killed node's socket may linger a moment in the
  // kernel, so a start that cannot bind is tried again.
  for (int attempt = 0; attempt < 20; ++attempt) {
    process_.start(argv, log_file());
    if (process_.wait_for_line("listening on ", 30000)) return;
    process_.kill9();
  }
  throw std::runtime_error("node " + id_ + " did not listen on port " + std::to_string(port_));
}

Haproxy::Haproxy(const std::vector<const ClusterNode*>& nodes) : port_(free_port()) {
  std::random_device random;
  dir_ = std::filesystem::temp_directory_path() / ("jt-haproxy-" + std::to_string(random()));
  std::filesystem::create_directories(dir_);
  std::ofstream cfg(dir_ / "haproxy.cfg");
  // The same file docs/cluster.md shows, with the test's ports and quicker checks.
  cfg << "global\n  maxconn 4000\n"
      << "defaults\n  mode http\n  timeout connect 1s\n  timeout client 60s\n"
      << "  timeout server 60s\n  timeout tunnel 120s\n  option redispatch\n  retries 3\n"
      << "frontend door\n  bind 127.0.0.1:" << port_ << "\n  option forwardfor\n"
      << "  default_backend nodes\n"
      << "backend nodes\n  balance roundrobin\n  option httpchk GET /healthz\n"
      << "  default-server inter 250ms fall 2 rise 1\n";
  for (const auto* node : nodes)
    cfg << "  use-server " << node->id() << " if { urlp(node) -m str " << node->id() << " }\n";
  for (const auto* node : nodes)
    cfg << "  server " << node->id() << " 127.0.0.1:" << node->port() << " check\n";
  cfg.close();
  // Quiet: it reports every node going down and up, twenty times a run.
  process_.start({"/usr/sbin/haproxy", "-f", (dir_ / "haproxy.cfg").string(), "-db"}, "/dev/null");
  // Ready when a request through it reaches a node.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (std::chrono::steady_clock::now() < deadline) {
    try {
      if (http_get(port_, "/healthz").status == 200) return;
    } catch (const std::exception&) {
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  throw std::runtime_error("HAProxy did not pass a request to a node within 20 s");
}

Haproxy::~Haproxy() {
  process_.stop(5000);
  std::error_code ignored;
  std::filesystem::remove_all(dir_, ignored);
}

}  // namespace jongtable::testing
