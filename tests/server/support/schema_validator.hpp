#pragma once
// The subset of JSON Schema (draft 2020-12) that protocol/schema uses: type, const,
// enum, properties, required, additionalProperties: false, items, minItems, maxItems,
// minLength, maxLength, minimum, maximum, oneOf and $ref (local, or "<file>.json#/..." in the same folder).

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace jongtable::testing {

class SchemaValidator {
 public:
  explicit SchemaValidator(std::string schema_dir);
  // Problems found validating `message` against schema/<type>.json; empty when valid.
  [[nodiscard]] std::vector<std::string> validate(const nlohmann::json& message);

 private:
  const nlohmann::json& document(const std::string& file);
  void check(const nlohmann::json& value, const nlohmann::json& schema, const std::string& file,
             const std::string& where, std::vector<std::string>& problems);
  std::string dir_;
  std::map<std::string, nlohmann::json> documents_;
};

}  // namespace jongtable::testing
