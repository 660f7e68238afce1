#pragma once
// Reads a create_table request's `options` for one game: each setting by name, checked
// against its range; any other name, or a value of the wrong kind, is refused with
// `bad_settings` naming the setting and its range.

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "jongtable/kernel/millis.hpp"
#include "jongtable/protocol/client_messages.hpp"
#include "jongtable/protocol/error.hpp"
#include "rulesets/clock_floors.hpp"

namespace jongtable::server {

class SettingsReader {
 public:
  explicit SettingsReader(const nlohmann::json& options, ClockFloors floors = ClockFloors::enforced)
      : options_(options), floors_(floors) {}

  // A clock or window a timer runs on. `floor` is the least a normal server takes;
  // `test_floor` what a server with lowered floors takes (the engine's own least);
  // with `none`, 0 turns the clock off (nothing then runs on its own).
  struct Clock {
    kernel::Millis floor;
    kernel::Millis test_floor;
    kernel::Millis high;
    bool none;
  };
  void clock(const char* name, kernel::Millis& into, Clock c) {
    const auto low = floors_ == ClockFloors::enforced ? c.floor : c.test_floor;
    if (const auto* value = find(name)) {
      const bool whole = value->is_number_integer();
      const long long ms = whole ? value->get<long long>() : -1;
      if (!whole || !((c.none && ms == 0) || (ms >= low && ms <= c.high))) {
        return fail(name, std::string(c.none && low > 0 ? "0 (no clock) or " : "") +
                              "a number of milliseconds from " + std::to_string(low) + " to " +
                              std::to_string(c.high));
      }
      into = value->get<kernel::Millis>();
    }
  }

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
  void millis(const char* name, kernel::Millis& into, kernel::Millis low, kernel::Millis high) {
    if (const auto* value = find(name)) {
      if (!value->is_number_integer() || value->get<long long>() < low ||
          value->get<long long>() > high) {
        return fail(name, "a number of milliseconds from " + std::to_string(low) + " to " +
                              std::to_string(high));
      }
      into = value->get<kernel::Millis>();
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
  ClockFloors floors_;
  std::vector<std::string> read_;
  std::optional<protocol::ProtocolError> error_;
};

// Only Not Your Ma's Jong takes settings at the top level of create_table; another game
// names the first one it was given there rather than ignore it.
[[nodiscard]] inline std::optional<protocol::ProtocolError> top_level_refused(
    const protocol::in::CreateTable& create) {
  if (create.top_level.empty()) return std::nullopt;
  return protocol::ProtocolError{
      "bad_settings", "The field \"" + create.top_level.begin().key() +
                          "\" at the top level is Not Your Ma's Jong's; a \"" + create.ruleset +
                          "\" table takes its settings in options."};
}

// Bots that answer at once would let a table of bots step as fast as the server can.
inline constexpr kernel::Millis kBotDelayFloorMs = 200;

[[nodiscard]] inline std::optional<protocol::ProtocolError> bot_delay_refused(
    const protocol::in::CreateTable& create, ClockFloors floors) {
  if (floors == ClockFloors::lowered || create.bot_delay_ms.first >= kBotDelayFloorMs) {
    return std::nullopt;
  }
  return protocol::ProtocolError{
      "bad_settings", "The setting \"bot_delay_ms\" must be [min, max] milliseconds with " +
                          std::to_string(kBotDelayFloorMs) + " <= min <= max <= 60000."};
}

}  // namespace jongtable::server
