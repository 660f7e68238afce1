#include "shm_fault.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <cstring>
#include <mutex>

namespace jongtable::storage::shm_fault {
namespace {

std::atomic<bool> faulted{false};

// Only async-signal-safe calls from here on: the handler runs inside the faulting thread.

std::uintptr_t hex_value(const char*& at, const char* end) {
  std::uintptr_t value = 0;
  for (; at < end; ++at) {
    const char c = *at;
    int digit = -1;
    if (c >= '0' && c <= '9') digit = c - '0';
    if (c >= 'a' && c <= 'f') digit = c - 'a' + 10;
    if (digit < 0) break;
    value = value * 16 + static_cast<std::uintptr_t>(digit);
  }
  return value;
}

bool ends_with(const char* line, const char* end, const char* suffix, std::size_t length) {
  return static_cast<std::size_t>(end - line) >= length &&
         std::memcmp(end - length, suffix, length) == 0;
}

// The path ends in "-shm", or in "-shm (deleted)" once the file was removed.
bool ends_with_shm(const char* line, const char* end) {
  static constexpr char kDeleted[] = " (deleted)";
  if (ends_with(line, end, kDeleted, sizeof kDeleted - 1)) end -= sizeof kDeleted - 1;
  return ends_with(line, end, "-shm", 4);
}

// The mapping of a "-shm" file that holds `address`, from /proc/self/maps, read line by
// line into a fixed buffer ("start-end perms offset dev inode path").
bool shm_mapping_of(std::uintptr_t address, std::uintptr_t& start, std::uintptr_t& end) {
  const int fd = ::open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  char buffer[4096];
  std::size_t held = 0;
  bool found = false;
  for (;;) {
    const ssize_t got = ::read(fd, buffer + held, sizeof buffer - held);
    if (got <= 0) break;
    held += static_cast<std::size_t>(got);
    std::size_t consumed = 0;
    for (;;) {
      char* line = buffer + consumed;
      char* newline = static_cast<char*>(std::memchr(line, '\n', held - consumed));
      if (newline == nullptr) break;
      consumed = static_cast<std::size_t>(newline - buffer) + 1;
      const char* at = line;
      const std::uintptr_t from = hex_value(at, newline);
      if (at < newline && *at == '-') ++at;
      const std::uintptr_t to = hex_value(at, newline);
      if (address >= from && address < to && ends_with_shm(line, newline)) {
        start = from;
        end = to;
        found = true;
        break;
      }
    }
    if (found) break;
    // Keep the unfinished line; a line longer than the buffer is dropped.
    if (consumed == 0 && held == sizeof buffer) consumed = held;
    std::memmove(buffer, buffer + consumed, held - consumed);
    held -= consumed;
  }
  ::close(fd);
  return found;
}

void on_bus_error(int signal_number, siginfo_t* info, void*) {
  std::uintptr_t start = 0;
  std::uintptr_t end = 0;
  const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
  if (shm_mapping_of(address, start, end)) {
    // The faulting access runs again on return, now on memory that is there.
    void* const replaced =
        ::mmap(reinterpret_cast<void*>(start), end - start, PROT_READ | PROT_WRITE,
               MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
    if (replaced != MAP_FAILED) {
      faulted.store(true);
      return;
    }
  }
  // Not SQLite's index: the process ends as it would have without this handler.
  struct sigaction fallback {};
  fallback.sa_handler = SIG_DFL;
  ::sigemptyset(&fallback.sa_mask);
  ::sigaction(signal_number, &fallback, nullptr);
}

}  // namespace

void install() {
  static std::once_flag once;
  std::call_once(once, [] {
    struct sigaction action {};
    action.sa_sigaction = on_bus_error;
    action.sa_flags = SA_SIGINFO;
    ::sigemptyset(&action.sa_mask);
    ::sigaction(SIGBUS, &action, nullptr);
  });
}

bool happened() {
  return faulted.load();
}

}  // namespace jongtable::storage::shm_fault
