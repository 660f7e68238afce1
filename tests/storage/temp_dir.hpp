#pragma once
// A fresh folder under the system temp dir, removed with everything in it at the end.

#include <filesystem>
#include <string>

namespace jongtable::storage::testing {

class TempDir {
 public:
  TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  ~TempDir();

  [[nodiscard]] const std::filesystem::path& path() const { return path_; }
  [[nodiscard]] std::filesystem::path operator/(const std::filesystem::path& name) const {
    return path_ / name;
  }

 private:
  std::filesystem::path path_;
};

// The whole file, byte for byte (to check a failed call left a file untouched).
std::string file_bytes(const std::filesystem::path& path);

}  // namespace jongtable::storage::testing
