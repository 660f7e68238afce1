#include "frame_shapes.hpp"

#include <unistd.h>

#include <fstream>
#include <mutex>
#include <set>
#include <vector>

namespace jongtable::testing {
namespace {

void paths_of(const nlohmann::json& value, const std::string& at, std::vector<std::string>& out) {
  if (value.is_object()) {
    for (const auto& [key, field] : value.items()) {
      const std::string path = at.empty() ? key : at + "." + key;
      out.push_back(path);
      paths_of(field, path, out);
    }
  } else if (value.is_array()) {
    for (const auto& item : value) paths_of(item, at + "[]", out);
  }
}

}  // namespace

void note_frame_shape(const std::string& direction, const std::string& ruleset,
                      const nlohmann::json& frame) {
  if (!frame.is_object() || !frame.contains("type") || !frame["type"].is_string()) return;
  const std::string prefix =
      direction + " " + (ruleset.empty() ? "-" : ruleset) + " " + frame["type"].get<std::string>();
  std::vector<std::string> paths;
  paths_of(frame, "", paths);
  static std::mutex mutex;
  static std::set<std::string> noted;
  const std::lock_guard lock(mutex);
  std::ofstream out;
  for (const auto& path : paths) {
    const std::string line = prefix + " " + path;
    if (!noted.insert(line).second) continue;
    if (!out.is_open()) {
      out.open(
          std::string(JONGTABLE_CODES_SEEN_DIR) + "/shapes-" + std::to_string(::getpid()) + ".txt",
          std::ios::app);
    }
    out << line << '\n';
  }
}

}  // namespace jongtable::testing
