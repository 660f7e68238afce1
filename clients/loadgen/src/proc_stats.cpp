#include "proc_stats.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace jongtable::loadgen {
namespace {

std::optional<double> cpu_of(const std::string& stat_path) {
  std::ifstream in(stat_path);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  // The command name may hold spaces: fields are counted after its closing parenthesis.
  const auto close = text.rfind(')');
  if (close == std::string::npos) return std::nullopt;
  std::istringstream fields(text.substr(close + 2));
  std::string field;
  unsigned long long utime = 0, stime = 0;
  for (int i = 3; i <= 15 && fields >> field; ++i) {
    if (i == 14) utime = std::stoull(field);
    if (i == 15) stime = std::stoull(field);
  }
  return static_cast<double>(utime + stime) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

// Inodes of sockets listening on `port`, from one of /proc/net/tcp{,6}.
void listening_inodes(const std::string& table, unsigned short port,
                      std::vector<std::string>& out) {
  std::ifstream in(table);
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::istringstream row(line);
    std::string slot, local, remote, state, queues, timer, retransmits, uid, timeout, inode;
    row >> slot >> local >> remote >> state >> queues >> timer >> retransmits >> uid >> timeout >>
        inode;
    if (state != "0A") continue;  // LISTEN
    const auto colon = local.rfind(':');
    if (colon == std::string::npos) continue;
    if (std::stoul(local.substr(colon + 1), nullptr, 16) == port) out.push_back(inode);
  }
}

}  // namespace

std::optional<ProcSample> sample_process(int pid) {
  if (pid <= 0) return std::nullopt;
  const std::string dir = "/proc/" + std::to_string(pid);
  const auto cpu = cpu_of(dir + "/stat");
  if (!cpu) return std::nullopt;
  ProcSample sample;
  sample.cpu_seconds = *cpu;
  std::ifstream status(dir + "/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmRSS:", 0) == 0) sample.rss_kb = std::stol(line.substr(6));
  }
  return sample;
}

int pid_listening_on(unsigned short port) {
  std::vector<std::string> inodes;
  listening_inodes("/proc/net/tcp", port, inodes);
  listening_inodes("/proc/net/tcp6", port, inodes);
  if (inodes.empty()) return 0;
  std::error_code ec;
  for (const auto& proc : std::filesystem::directory_iterator("/proc", ec)) {
    const std::string name = proc.path().filename();
    if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::filesystem::directory_iterator fds(proc.path() / "fd", ec);
    if (ec) continue;
    for (const auto& fd : fds) {
      const auto target = std::filesystem::read_symlink(fd.path(), ec).string();
      for (const auto& inode : inodes) {
        if (target == "socket:[" + inode + "]") return std::stoi(name);
      }
    }
  }
  return 0;
}

double own_cpu_seconds() {
  return cpu_of("/proc/self/stat").value_or(0);
}

}  // namespace jongtable::loadgen
