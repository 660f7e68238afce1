#pragma once
// Reads a create_table request's `options` for one game: each setting by name, checked
// against its range; any other name, or a value of the wrong kind, is refused with
// `bad_settings` naming the setting.

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "jongtable/engine/millis.hpp"
#include "jongtable/protocol/error.hpp"

namespace jongtable::server {

class SettingsReader {
 public:
  explicit SettingsReader(const nlohmann::json& options) : options_(options) {}

  void whole(const char* name, int& into, int low, int high) {
    if (const auto* value = find(name)) {
      if (!value->is_number_integer() || value->get<long long>() < low ||
          value->get<long long>() > high) {
        return fail(name,
                    "a whole number from " + std::to_string(low) + " to " + std::to_string(high));
      }
      into = value->get<int>();
    }
  }
  void millis(const char* name, engine::Millis& into, engine::Millis low, engine::Millis high) {
    if (const auto* value = find(name)) {
      if (!value->is_number_integer() || value->get<long long>() < low ||
          value->get<long long>() > high) {
        return fail(name, "a number of milliseconds from " + std::to_string(low) + " to " +
                              std::to_string(high));
      }
      into = value->get<engine::Millis>();
    }
  }
  void flag(const char* name, bool& into) {
    if (const auto* value = find(name)) {
      if (!value->is_boolean()) return fail(name, "true or false");
      into = value->get<bool>();
    }
  }
  // A nested object (a scenario, say), checked only for being an object.
  const nlohmann::json* object(const char* name) {
    const auto* value = find(name);
    if (value && !value->is_object()) {
      fail(name, "an object");
      return nullptr;
    }
    return value;
  }
  // The first problem, if any: a bad value, or a setting this game does not have.
  [[nodiscard]] std::optional<protocol::ProtocolError> finish() {
    if (error_) return error_;
    if (!options_.is_object()) return std::nullopt;
    for (const auto& [key, unused] : options_.items()) {
      if (std::find(read_.begin(), read_.end(), key) == read_.end()) {
        return protocol::ProtocolError{"bad_settings", "This game has no setting \"" + key + "\"."};
      }
    }
    return std::nullopt;
  }

 private:
  const nlohmann::json* find(const char* name) {
    read_.emplace_back(name);
    if (!options_.is_object()) return nullptr;
    const auto it = options_.find(name);
    return it == options_.end() ? nullptr : &*it;
  }
  void fail(const char* name, const std::string& wanted) {
    if (!error_)
      error_ = protocol::ProtocolError{
          "bad_settings", std::string("The setting \"") + name + "\" must be " + wanted + "."};
  }

  const nlohmann::json& options_;
  std::vector<std::string> read_;
  std::optional<protocol::ProtocolError> error_;
};

}  // namespace jongtable::server
