#pragma once
// Reads the fields of one client message, remembering which were read so that any other
// field can be refused, and keeping only the first problem found. The envelope's and the
// lobby's decoder (client_decode.cpp) and every game's move table use it, so a bad field
// reads the same in every game.

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "jongtable/protocol/error.hpp"
#include "jongtable/protocol/limits.hpp"

namespace jongtable::protocol {

inline constexpr std::uint64_t kMaxU32 = 0xFFFFFFFFull;

class FieldReader {
 public:
  FieldReader(const nlohmann::json& object, const Limits& limits)
      : object_(object), limits_(limits) {}

  [[nodiscard]] bool ok() const { return !error_; }
  [[nodiscard]] const std::optional<ProtocolError>& error() const { return error_; }
  [[nodiscard]] const Limits& limits() const { return limits_; }

  void fail(std::string code, std::string message) {
    if (!error_) error_ = ProtocolError{std::move(code), std::move(message)};
  }

  const nlohmann::json* field(const char* name, bool required);
  std::optional<std::uint64_t> uint(const char* name, bool required, std::uint64_t max);
  std::optional<std::string> text(const char* name, bool required, std::size_t max_chars);

  // Fields the message does not define are refused, so typos never pass silently.
  void refuse_unread(std::initializer_list<std::string_view> always_allowed);

  [[nodiscard]] static std::size_t utf8_length(const std::string& s) {
    return static_cast<std::size_t>(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
  }

 private:
  const nlohmann::json& object_;
  const Limits& limits_;
  // Names of fields asked for (literals); a message has few, so a list beats a set that
  // allocates a node and a string per name on every frame.
  std::vector<std::string_view> read_;
  std::optional<ProtocolError> error_;
};

}  // namespace jongtable::protocol
