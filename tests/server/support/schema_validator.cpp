#include "schema_validator.hpp"

#include <algorithm>
#include <fstream>
#include <stdexcept>

namespace jongtable::testing {

using nlohmann::json;

SchemaValidator::SchemaValidator(std::string schema_dir) : dir_(std::move(schema_dir)) {}

const json& SchemaValidator::document(const std::string& file) {
  auto found = documents_.find(file);
  if (found != documents_.end()) return found->second;
  std::ifstream in(dir_ + "/" + file);
  if (!in) throw std::runtime_error("no schema " + dir_ + "/" + file);
  return documents_.emplace(file, json::parse(in)).first->second;
}

namespace {

bool has_type(const json& value, const std::string& type) {
  if (type == "object") return value.is_object();
  if (type == "array") return value.is_array();
  if (type == "string") return value.is_string();
  if (type == "integer") return value.is_number_integer();
  if (type == "number") return value.is_number();
  if (type == "boolean") return value.is_boolean();
  if (type == "null") return value.is_null();
  return false;
}

std::size_t utf8_length(const std::string& s) {
  std::size_t n = 0;
  for (const char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
  return n;
}

}  // namespace

std::vector<std::string> SchemaValidator::validate(const json& message) {
  std::vector<std::string> problems;
  if (!message.is_object() || !message.contains("type") || !message["type"].is_string()) {
    return {"a server message without a type"};
  }
  const std::string file = message["type"].get<std::string>() + ".json";
  try {
    check(message, document(file), file, "$", problems);
  } catch (const std::exception& e) {
    problems.push_back(e.what());
  }
  return problems;
}

void SchemaValidator::check(const json& value, const json& schema, const std::string& file,
                            const std::string& where, std::vector<std::string>& problems) {
  if (const auto ref = schema.find("$ref"); ref != schema.end()) {
    const std::string target = ref->get<std::string>();
    const auto hash = target.find('#');
    const std::string ref_file = hash == 0 ? file : target.substr(0, hash);
    const json& doc = document(ref_file);
    const json& sub = doc.at(json::json_pointer(target.substr(hash + 1)));
    check(value, sub, ref_file, where, problems);
  }
  if (const auto type = schema.find("type"); type != schema.end()) {
    bool ok = false;
    if (type->is_array()) {
      for (const auto& t : *type) ok |= has_type(value, t.get<std::string>());
    } else {
      ok = has_type(value, type->get<std::string>());
    }
    if (!ok) {
      problems.push_back(where + ": expected " + type->dump() + ", got " +
                         value.dump().substr(0, 80));
      return;
    }
  }
  if (const auto c = schema.find("const"); c != schema.end() && value != *c) {
    problems.push_back(where + ": expected " + c->dump());
  }
  if (const auto e = schema.find("enum"); e != schema.end()) {
    if (std::find(e->begin(), e->end(), value) == e->end()) {
      problems.push_back(where + ": " + value.dump().substr(0, 80) + " not in " + e->dump());
    }
  }
  if (value.is_number()) {
    if (const auto m = schema.find("minimum");
        m != schema.end() && value.get<double>() < m->get<double>()) {
      problems.push_back(where + ": below minimum");
    }
    if (const auto m = schema.find("maximum");
        m != schema.end() && value.get<double>() > m->get<double>()) {
      problems.push_back(where + ": above maximum");
    }
  }
  if (value.is_string()) {
    const auto length = utf8_length(value.get<std::string>());
    if (const auto m = schema.find("minLength");
        m != schema.end() && length < m->get<std::size_t>()) {
      problems.push_back(where + ": too short");
    }
    if (const auto m = schema.find("maxLength");
        m != schema.end() && length > m->get<std::size_t>()) {
      problems.push_back(where + ": too long");
    }
  }
  if (value.is_array()) {
    if (const auto m = schema.find("minItems");
        m != schema.end() && value.size() < m->get<std::size_t>()) {
      problems.push_back(where + ": too few items");
    }
    if (const auto m = schema.find("maxItems");
        m != schema.end() && value.size() > m->get<std::size_t>()) {
      problems.push_back(where + ": too many items");
    }
    if (const auto items = schema.find("items"); items != schema.end()) {
      for (std::size_t i = 0; i < value.size(); ++i) {
        check(value[i], *items, file, where + "[" + std::to_string(i) + "]", problems);
      }
    }
  }
  if (value.is_object()) {
    const auto props = schema.find("properties");
    if (const auto req = schema.find("required"); req != schema.end()) {
      for (const auto& name : *req) {
        if (!value.contains(name.get<std::string>()))
          problems.push_back(where + ": missing " + name.dump());
      }
    }
    for (const auto& [key, item] : value.items()) {
      if (props != schema.end() && props->contains(key)) {
        check(item, (*props)[key], file, where + "." + key, problems);
      } else if (const auto extra = schema.find("additionalProperties");
                 extra != schema.end() && extra->is_boolean() && !extra->get<bool>()) {
        problems.push_back(where + ": unexpected field \"" + key + "\"");
      }
    }
  }
  if (const auto any = schema.find("anyOf"); any != schema.end()) {
    std::vector<std::string> closest;
    bool matched = false;
    for (const auto& option : *any) {
      std::vector<std::string> option_problems;
      check(value, option, file, where, option_problems);
      if (option_problems.empty()) {
        matched = true;
        break;
      }
      if (closest.empty() || option_problems.size() < closest.size()) closest = option_problems;
    }
    if (!matched) {
      problems.push_back(where + ": matches none of anyOf" +
                         (closest.empty() ? "" : " (closest: " + closest.front() + ")"));
    }
  }
  if (const auto one = schema.find("oneOf"); one != schema.end()) {
    int matches = 0;
    std::vector<std::string> first_problems;
    for (const auto& option : *one) {
      std::vector<std::string> option_problems;
      check(value, option, file, where, option_problems);
      if (option_problems.empty()) {
        ++matches;
      } else if (first_problems.empty() || option_problems.size() < first_problems.size()) {
        first_problems = option_problems;
      }
    }
    if (matches != 1) {
      problems.push_back(
          where + ": matches " + std::to_string(matches) + " of oneOf" +
          (first_problems.empty() ? "" : " (closest: " + first_problems.front() + ")"));
    }
  }
}

}  // namespace jongtable::testing
