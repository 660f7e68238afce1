#pragma once
// What the kernel says about the server process: CPU seconds used and resident memory.

#include <optional>

namespace jongtable::loadgen {

struct ProcSample {
  double cpu_seconds = 0;  // utime + stime
  long rss_kb = 0;         // VmRSS
};

[[nodiscard]] std::optional<ProcSample> sample_process(int pid);
// The process holding a listening TCP socket on `port` (IPv4 or IPv6), or 0.
[[nodiscard]] int pid_listening_on(unsigned short port);
// This process's own CPU seconds (to show whether the load generator was the limit).
[[nodiscard]] double own_cpu_seconds();

}  // namespace jongtable::loadgen
