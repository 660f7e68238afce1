#pragma once
// The real jongtable-server on a data folder that outlives it: started, killed with
// SIGKILL (no goodbye, no flush beyond what it already made durable), started again on
// the same folder. Also a fresh temporary data folder, and the test-only state probe.

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace jongtable::testing {

// A new empty folder under the system temp dir, removed when this goes.
class TempFolder {
 public:
  TempFolder();
  ~TempFolder();
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;
  [[nodiscard]] const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

class CrashableServer {
 public:
  // Starts `--data-dir data_dir --allow-scenarios` plus `extra` on a free port.
  CrashableServer(std::filesystem::path data_dir, std::vector<std::string> extra = {});
  ~CrashableServer();
  CrashableServer(const CrashableServer&) = delete;
  CrashableServer& operator=(const CrashableServer&) = delete;

  [[nodiscard]] std::uint16_t port() const { return port_; }
  [[nodiscard]] pid_t pid() const { return pid_; }
  void kill9();  // SIGKILL and reap
  // SIGTERM and its exit code; -1 if it had not stopped within 30 s (then it is killed).
  int terminate();
  void restart();  // a new process on the same folder (after kill9)

  // GET /api/debug/tables/<code>: {code, version, state_hash, phase}.
  [[nodiscard]] nlohmann::json probe(const std::string& code) const;

 private:
  void start();
  std::filesystem::path data_dir_;
  std::vector<std::string> extra_;
  pid_t pid_ = -1;
  int stdout_fd_ = -1;
  std::uint16_t port_ = 0;
};

}  // namespace jongtable::testing
