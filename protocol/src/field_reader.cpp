#include "jongtable/protocol/field_reader.hpp"

namespace jongtable::protocol {

using nlohmann::json;

const json* FieldReader::field(const char* name, bool required) {
  read_.emplace_back(name);
  const auto it = object_.find(name);
  if (it == object_.end() || it->is_null()) {
    if (required) fail("missing_field", std::string("The field \"") + name + "\" is required.");
    return nullptr;
  }
  return &*it;
}

std::optional<std::uint64_t> FieldReader::uint(const char* name, bool required, std::uint64_t max) {
  const json* value = field(name, required);
  if (!value) return std::nullopt;
  if (!value->is_number_unsigned() || value->get<std::uint64_t>() > max) {
    fail("bad_field", std::string("The field \"") + name + "\" must be a whole number from 0 to " +
                          std::to_string(max) + ".");
    return std::nullopt;
  }
  return value->get<std::uint64_t>();
}

std::optional<std::string> FieldReader::text(const char* name, bool required,
                                             std::size_t max_chars) {
  const json* value = field(name, required);
  if (!value) return std::nullopt;
  if (!value->is_string()) {
    fail("bad_field", std::string("The field \"") + name + "\" must be a string.");
    return std::nullopt;
  }
  const auto& s = value->get_ref<const std::string&>();
  if (utf8_length(s) > max_chars) {
    fail("bad_field", std::string("The field \"") + name + "\" is longer than " +
                          std::to_string(max_chars) + " characters.");
    return std::nullopt;
  }
  return s;
}

void FieldReader::refuse_unread(std::initializer_list<std::string_view> always_allowed) {
  const auto among = [](const auto& names, std::string_view key) {
    return std::find(names.begin(), names.end(), key) != names.end();
  };
  for (const auto& [key, unused] : object_.items()) {
    if (!among(read_, key) && !among(always_allowed, key)) {
      fail("unknown_field", "The field \"" + key + "\" is not part of this message.");
      return;
    }
  }
}

}  // namespace jongtable::protocol
