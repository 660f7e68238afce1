#include "data_dir_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace jongtable::server {

DataDirLock::~DataDirLock() {
  if (fd_ >= 0) ::close(fd_);  // closing the last descriptor releases the flock
}

std::string DataDirLock::acquire(const std::filesystem::path& folder) {
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec) return "cannot create the data folder " + folder.string() + ": " + ec.message();
  const auto path = folder / "jongtable.lock";
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0) return "cannot open " + path.string() + ": " + std::strerror(errno);
  int rc = 0;
  do {
    rc = ::flock(fd_, LOCK_EX | LOCK_NB);
  } while (rc != 0 && errno == EINTR);
  if (rc != 0) {
    const int error = errno;
    std::string holder;
    char buffer[32] = {};
    if (const auto got = ::pread(fd_, buffer, sizeof buffer - 1, 0); got > 0) {
      holder.assign(buffer, static_cast<std::size_t>(got));
      while (!holder.empty() && (holder.back() == '\n' || holder.back() == ' ')) holder.pop_back();
    }
    ::close(fd_);
    fd_ = -1;
    if (error == EWOULDBLOCK) {
      return "another server is using the data folder " + folder.string() +
             (holder.empty() ? "" : " (process " + holder + ")") + "; " + path.string() +
             " is locked. One folder serves one server.";
    }
    return "cannot lock " + path.string() + ": " + std::strerror(error);
  }
  // The holder's pid, for whoever meets the message above. Best effort only.
  const std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd_, 0) == 0) {
    [[maybe_unused]] const auto written = ::pwrite(fd_, pid.data(), pid.size(), 0);
  }
  return "";
}

}  // namespace jongtable::server
